import { addMonths, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";

/**
 * PCT national and regional phase time limits by designated/elected Office, in months from the
 * priority date, from WIPO's "Time Limits for Entering National/Regional Phase under PCT
 * Chapters I and II" (https://www.wipo.int/pct/en/texts/time_limits.html). Only the offices
 * whose rows were read there (or, for LU and TZ, in the EPO's PCT guidelines) are listed.
 * README ("Keeping the calculator's tables current") says how to check it again.
 */
export const PCT_TABLE_CHECKED = "2026-11-26";
export const PCT_TABLE_URL = "https://www.wipo.int/pct/en/texts/time_limits.html";

export interface PctOffice {
  code: string;
  name: string;
  /** Under PCT Article 22. */
  chapterI: number;
  /** Under PCT Article 39(1). */
  chapterII: number;
  /** A longer limit on a condition (a fee, a request): the months and the condition. */
  late?: { months: number; condition: string };
  /**
   * Still applies the 20-month limit of PCT Article 22(1) as it read before April 1, 2002:
   * a demand for international preliminary examination by 19 months keeps the Chapter II limit.
   */
  demandBy19?: true;
  /** The legal basis or WIPO's note for the row. */
  note: string;
}

const WIPO = "WIPO time-limits table";
const viaEP = `${WIPO}; for a European patent, see EP (31 months)`;
const viaEA = `${WIPO}; for a Eurasian patent, see EA (31 months)`;
const viaAP = `${WIPO}; for an ARIPO patent, see AP (31 months)`;

const row = (code: string, name: string, chapterI: number, chapterII: number, note = WIPO) => ({
  code,
  name,
  chapterI,
  chapterII,
  note,
});

const OFFICES: PctOffice[] = [
  row("AE", "United Arab Emirates", 30, 30),
  row("AG", "Antigua and Barbuda", 30, 30),
  row("AL", "Albania", 31, 31, viaEP),
  row("AM", "Armenia", 31, 31, viaEA),
  row("AO", "Angola", 30, 30),
  row("AP", "African Regional Intellectual Property Organization (ARIPO)", 31, 31),
  row("AT", "Austria", 30, 30, viaEP),
  row("AU", "Australia", 31, 31),
  row("AZ", "Azerbaijan", 30, 31, viaEA),
  row("BA", "Bosnia and Herzegovina", 34, 34),
  row("BB", "Barbados", 30, 30),
  row("BG", "Bulgaria", 31, 31, viaEP),
  row("BH", "Bahrain", 30, 30),
  row("BN", "Brunei Darussalam", 30, 30),
  row("BR", "Brazil", 30, 30),
  row("BW", "Botswana", 31, 31, viaAP),
  row("BY", "Belarus", 31, 31, viaEA),
  row("BZ", "Belize", 30, 30),
  {
    ...row("CA", "Canada", 30, 30),
    late: {
      months: 42,
      condition:
        "on a request for reinstatement stating that the delay was unintentional, with a fee (international filing date on or after October 30, 2019)",
    },
    note: `${WIPO}; Patent Rules (Canada), SOR/2019-251`,
  },
  row("CH", "Switzerland", 30, 30, viaEP),
  row("CL", "Chile", 30, 30),
  {
    ...row("CN", "China (CNIPA)", 30, 30),
    late: { months: 32, condition: "with the surcharge for late entry" },
  },
  row("CO", "Colombia", 31, 31),
  row("CR", "Costa Rica", 31, 31),
  row("CU", "Cuba", 30, 30),
  row("CV", "Cabo Verde", 30, 30, viaAP),
  row("CZ", "Czechia", 31, 31, viaEP),
  row("DE", "Germany", 31, 31, viaEP),
  row("DJ", "Djibouti", 30, 30),
  row("DK", "Denmark", 31, 31, viaEP),
  row("DM", "Dominica", 30, 30),
  row("DO", "Dominican Republic", 30, 30),
  row("DZ", "Algeria", 31, 31),
  row("EA", "Eurasian Patent Organization", 31, 31),
  row("EC", "Ecuador", 31, 31),
  row("EE", "Estonia", 31, 31, viaEP),
  row("EG", "Egypt", 30, 30),
  row("EP", "European Patent Office", 31, 31, `${WIPO}; EPC Rule 159(1)`),
  row("ES", "Spain", 30, 30, viaEP),
  row("FI", "Finland", 31, 31, viaEP),
  row("GB", "United Kingdom", 31, 31, viaEP),
  row("GD", "Grenada", 30, 30),
  row("GE", "Georgia", 31, 31),
  row("GH", "Ghana", 30, 30, viaAP),
  row("GM", "Gambia", 30, 31, viaAP),
  row("GT", "Guatemala", 30, 30),
  row("HN", "Honduras", 30, 30),
  row("HR", "Croatia", 31, 31, viaEP),
  row("HU", "Hungary", 31, 31, viaEP),
  row("ID", "Indonesia", 31, 31),
  row("IL", "Israel", 30, 30),
  row("IN", "India", 31, 31, `${WIPO}; Patents Rules, 2003 (India), Rule 20`),
  row("IQ", "Iraq", 31, 31),
  row("IR", "Iran (Islamic Republic of)", 30, 30),
  row("IS", "Iceland", 31, 31, viaEP),
  row("IT", "Italy", 30, 30, viaEP),
  row("JM", "Jamaica", 30, 30),
  row("JO", "Jordan", 30, 30),
  row("JP", "Japan (JPO)", 30, 30),
  row("KE", "Kenya", 30, 30, viaAP),
  row("KG", "Kyrgyzstan", 31, 31, viaEA),
  row("KH", "Cambodia", 30, 30),
  row("KN", "Saint Kitts and Nevis", 30, 30),
  row("KP", "Democratic People's Republic of Korea", 30, 30),
  row("KR", "Republic of Korea (KIPO)", 31, 31),
  row("KW", "Kuwait", 30, 30),
  row("KZ", "Kazakhstan", 31, 31, viaEA),
  {
    ...row("LU", "Luxembourg", 20, 30),
    demandBy19: true,
    note: "EPO Guidelines for search and examination at the EPO as PCT Authority, C-II 1.1.1 (WIPO status of January 1, 2024); for a European patent, see EP (31 months)",
  },
  {
    ...row("TZ", "United Republic of Tanzania", 21, 31),
    demandBy19: true,
    note: "EPO Guidelines for search and examination at the EPO as PCT Authority, C-II 1.1.1 (WIPO status of January 1, 2024); for an ARIPO patent, see AP (31 months)",
  },
  row("US", "United States of America (USPTO)", 30, 30, "35 U.S.C. 371; 37 CFR 1.491 and 1.495"),
];

export const PCT_OFFICES: readonly PctOffice[] = OFFICES.sort((a, b) =>
  a.code.localeCompare(b.code),
);

export const PCT_OFFICE_CODES = new Set(PCT_OFFICES.map((o) => o.code));

/** Office codes from a filter's text ("us, ep JP"): known codes only, in table order. */
export function readOfficeFilter(value: string | string[] | undefined): string[] {
  const text = (Array.isArray(value) ? value.join(" ") : (value ?? "")).slice(0, 600);
  const asked = new Set(text.toUpperCase().split(/[^A-Z]+/));
  return PCT_OFFICES.filter((o) => asked.has(o.code)).map((o) => o.code);
}

/** Words of the filter that are not codes in the table, to say so beside the field. */
export function unknownOfficeCodes(value: string | string[] | undefined): string[] {
  const text = (Array.isArray(value) ? value.join(" ") : (value ?? "")).slice(0, 600);
  return [
    ...new Set(
      text
        .toUpperCase()
        .split(/[^A-Z]+/)
        .filter((w) => w !== "" && !PCT_OFFICE_CODES.has(w)),
    ),
  ];
}

export interface PctOfficeDates {
  office: PctOffice;
  chapterI: CalendarDate;
  chapterII: CalendarDate;
  late?: CalendarDate;
  demand?: CalendarDate;
}

/** Each listed office's dates for a priority date, for all offices or those in `codes`. */
export function pctOfficeDates(priority: CalendarDate, codes: readonly string[] = []) {
  const wanted = new Set(codes);
  return PCT_OFFICES.filter((o) => wanted.size === 0 || wanted.has(o.code)).map(
    (office): PctOfficeDates => ({
      office,
      chapterI: addMonths(priority, office.chapterI),
      chapterII: addMonths(priority, office.chapterII),
      ...(office.late ? { late: addMonths(priority, office.late.months) } : {}),
      ...(office.demandBy19 ? { demand: addMonths(priority, 19) } : {}),
    }),
  );
}

export const pctIso = (d: PctOfficeDates) => ({
  chapterI: toIsoDate(d.chapterI),
  chapterII: toIsoDate(d.chapterII),
  late: d.late && toIsoDate(d.late),
  demand: d.demand && toIsoDate(d.demand),
});
