import { addMonths, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";

/**
 * PCT national and regional phase time limits by designated/elected Office, in months from the
 * priority date, from WIPO's "Time Limits for Entering National/Regional Phase under PCT
 * Chapters I and II" (https://www.wipo.int/pct/en/texts/time_limits.html), for the offices
 * AE to KZ whose rows were read there. LU and TZ come from the EPO's PCT guidelines; the other
 * offices from LA on come from the office's own guidance or practitioners' published guides,
 * and their note says they are not yet checked against WIPO's table (the unit test names each
 * source). Where a source gives one entry limit without naming a chapter, it is used for both.
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
  /** Read in WIPO's table on PCT_TABLE_CHECKED; false for a row from any other source. */
  checked: boolean;
}

const WIPO = "WIPO time-limits table";
const viaEP = `${WIPO}; for a European patent, see EP (31 months)`;
const viaEA = `${WIPO}; for a Eurasian patent, see EA (31 months)`;
const viaAP = `${WIPO}; for an ARIPO patent, see AP (31 months)`;
/** A row read outside WIPO's table: says so, so the page's "last checked" date stays honest. */
const unchecked = (source: string, via = "") =>
  `${source}; not yet checked against WIPO's table${via}`;
const GUIDES = "Practitioners' published national phase guides";
const EP_ROUTE = "; for a European patent, see EP (31 months)";
const EA_ROUTE = "; for a Eurasian patent, see EA (31 months)";

const row = (code: string, name: string, chapterI: number, chapterII: number, note = WIPO) => ({
  code,
  name,
  chapterI,
  chapterII,
  note,
});

const OFFICES: Omit<PctOffice, "checked">[] = [
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
    // The EPO names LU and TZ as the 20/21-month offices without saying which has 21 months;
    // no source read so far gives Tanzania's own figures, so the row says so.
    note: "EPO Guidelines for search and examination at the EPO as PCT Authority, C-II 1.1.1 (WIPO status of January 1, 2024: a 20/21-month limit for LU and TZ); the 21 and 31 months are not yet checked against WIPO's table; for an ARIPO patent, see AP (31 months)",
  },
  row("MA", "Morocco", 31, 31, unchecked(GUIDES)),
  row("MX", "Mexico", 30, 30, unchecked(GUIDES)),
  row("MY", "Malaysia", 30, 30, unchecked(GUIDES)),
  row("NG", "Nigeria", 30, 30, unchecked(GUIDES)),
  row(
    "NO",
    "Norway",
    31,
    31,
    unchecked("Norwegian Industrial Property Office, national phase in Norway", EP_ROUTE),
  ),
  row("NZ", "New Zealand", 31, 31, unchecked(GUIDES)),
  row("OA", "African Intellectual Property Organization (OAPI)", 30, 30, unchecked(GUIDES)),
  row("PE", "Peru", 30, 30, unchecked(GUIDES)),
  {
    ...row("PH", "Philippines", 30, 30),
    late: {
      months: 31,
      condition: "with an extension fee of half the filing fee",
    },
    note: unchecked("Intellectual Property Office of the Philippines, PCT questions and answers"),
  },
  row("PL", "Poland", 30, 30, unchecked(GUIDES, EP_ROUTE)),
  row("PT", "Portugal", 30, 30, unchecked(GUIDES, EP_ROUTE)),
  row("RO", "Romania", 30, 30, unchecked(GUIDES, EP_ROUTE)),
  row(
    "RS",
    "Serbia",
    30,
    30,
    unchecked(`${GUIDES} (a 30-day extension with a fee is not shown)`, EP_ROUTE),
  ),
  row("RU", "Russian Federation", 31, 31, unchecked(GUIDES, EA_ROUTE)),
  row("SA", "Saudi Arabia", 30, 30, unchecked(`${GUIDES}, citing the Saudi Patent Office`)),
  row(
    "SE",
    "Sweden",
    31,
    31,
    unchecked("Swedish Intellectual Property Office (PRV), national phase", EP_ROUTE),
  ),
  {
    ...row("SG", "Singapore", 30, 30),
    late: {
      months: 48,
      condition: "on a request for an extension of time, with a fee for each month",
    },
    note: unchecked(GUIDES),
  },
  row("SK", "Slovakia", 31, 31, unchecked(GUIDES, EP_ROUTE)),
  row("TH", "Thailand", 30, 30, unchecked(GUIDES)),
  row("TN", "Tunisia", 30, 30, unchecked(GUIDES)),
  {
    ...row("TR", "Türkiye", 30, 30),
    late: { months: 33, condition: "on a request for an extension, with the extension fee" },
    note: unchecked(GUIDES, EP_ROUTE),
  },
  row("UA", "Ukraine", 31, 31, unchecked(GUIDES)),
  row("US", "United States of America (USPTO)", 30, 30, "35 U.S.C. 371; 37 CFR 1.491 and 1.495"),
  row("VN", "Viet Nam", 31, 31, unchecked(GUIDES)),
  {
    ...row("ZA", "South Africa", 31, 31),
    late: {
      months: 34,
      condition: "on an application to the Registrar of Patents, who may extend by up to 3 months",
    },
    note: unchecked(GUIDES),
  },
];

export const PCT_OFFICES: readonly PctOffice[] = OFFICES.map((office) => ({
  ...office,
  // A row read in WIPO's table names it first in its basis.
  checked: office.note.startsWith(WIPO),
})).sort((a, b) => a.code.localeCompare(b.code));

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
