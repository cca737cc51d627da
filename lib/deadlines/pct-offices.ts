import { addMonths, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";

/**
 * PCT national and regional phase time limits by designated/elected Office, in months from the
 * priority date, from WIPO's "Time Limits for Entering National/Regional Phase under PCT
 * Chapters I and II" (https://www.wipo.int/pct/en/texts/time_limits.html), for the offices
 * AE to KZ whose rows were read there. The search tools' copies of that table stop at KZ, so the
 * offices from LA on were read in the summary of each office's national chapter of WIPO's PCT
 * Applicant's Guide, in the version named in the row (a copy of the guide's chapters kept in
 * https://github.com/Rakityansky/RAG_demo, documents/XX.md, versions of 2023 and 2024). Offices
 * whose chapter gives no national phase (national route closed, or "Information not yet
 * available": LC, LY, MU, RW, ST) are left out. README ("Keeping the calculator's tables
 * current") says how to check it again.
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
  /** Read in WIPO's table or WIPO's national chapter on PCT_TABLE_CHECKED; false otherwise. */
  checked: boolean;
}

const WIPO = "WIPO time-limits table";
const viaEP = `${WIPO}; for a European patent, see EP (31 months)`;
const viaEA = `${WIPO}; for a Eurasian patent, see EA (31 months)`;
const viaAP = `${WIPO}; for an ARIPO patent, see AP (31 months)`;
/**
 * A row read in the summary of the office's national chapter of WIPO's PCT Applicant's Guide
 * (time limits under PCT Articles 22 and 39(1)), in the version applicable from `version`:
 * https://pctlegal.wipo.int/eGuide/view-doc.xhtml?doc-code=XX.
 */
const guide = (code: string, version: string) =>
  `WIPO PCT Applicant's Guide, national chapter ${code} (version of ${version})`;
const EP_ROUTE = "; for a European patent, see EP (31 months)";
const EA_ROUTE = "; for a Eurasian patent, see EA (31 months)";
const AP_ROUTE = "; for an ARIPO patent, see AP (31 months)";

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
  row("LA", "Lao People's Democratic Republic", 31, 31, guide("LA", "2023-09-15")),
  row("LK", "Sri Lanka", 30, 30, guide("LK", "2023-09-15")),
  row("LR", "Liberia", 30, 31, `${guide("LR", "2024-03-01")}${AP_ROUTE}`),
  row("LS", "Lesotho", 30, 31, `${guide("LS", "2023-09-15")}${AP_ROUTE}`),
  {
    ...row(
      "LU",
      "Luxembourg",
      20,
      30,
      `${guide("LU", "2024-01-01")}; notified incompatibility with PCT Article 22(1) as in force from April 1, 2002${EP_ROUTE}`,
    ),
    demandBy19: true,
  },
  row("MA", "Morocco", 31, 31, guide("MA", "2024-04-25")),
  row("MD", "Republic of Moldova", 31, 31, guide("MD", "2024-03-01")),
  row("MG", "Madagascar", 30, 30, guide("MG", "2023-09-15")),
  row("MK", "North Macedonia", 31, 31, `${guide("MK", "2023-09-15")}${EP_ROUTE}`),
  row("MN", "Mongolia", 31, 31, guide("MN", "2023-09-15")),
  row("MW", "Malawi", 30, 30, `${guide("MW", "2024-03-01")}${AP_ROUTE}`),
  row("MX", "Mexico", 30, 30, guide("MX", "2024-04-11")),
  row("MY", "Malaysia", 30, 30, guide("MY", "2023-09-15")),
  row("MZ", "Mozambique", 31, 31, `${guide("MZ", "2023-09-15")}${AP_ROUTE}`),
  row("NA", "Namibia", 31, 31, `${guide("NA", "2023-09-15")}${AP_ROUTE}`),
  row("NG", "Nigeria", 30, 30, guide("NG", "2023-09-15")),
  row("NI", "Nicaragua", 30, 30, guide("NI", "2024-03-01")),
  row("NO", "Norway", 31, 31, `${guide("NO", "2024-04-11")}${EP_ROUTE}`),
  row("NZ", "New Zealand", 31, 31, guide("NZ", "2024-04-11")),
  row("OA", "African Intellectual Property Organization (OAPI)", 30, 30, guide("OA", "2023-09-15")),
  row("OM", "Oman", 30, 30, guide("OM", "2024-03-01")),
  row("PA", "Panama", 30, 30, guide("PA", "2024-03-01")),
  row("PE", "Peru", 30, 30, guide("PE", "2024-03-01")),
  row("PG", "Papua New Guinea", 31, 31, guide("PG", "2024-03-01")),
  {
    ...row("PH", "Philippines", 30, 30, guide("PH", "2024-03-01")),
    late: { months: 31, condition: "with an extension fee of half the filing fee" },
  },
  row("PL", "Poland", 30, 30, `${guide("PL", "2024-01-19")}${EP_ROUTE}`),
  row("PT", "Portugal", 30, 30, `${guide("PT", "2024-01-01")}${EP_ROUTE}`),
  row("QA", "Qatar", 30, 30, guide("QA", "2024-03-01")),
  row("RO", "Romania", 30, 30, `${guide("RO", "2024-01-01")}${EP_ROUTE}`),
  row(
    "RS",
    "Serbia",
    30,
    30,
    `${guide("RS", "2024-04-25")}; a 30-day extension with the fee for late entry is not shown${EP_ROUTE}`,
  ),
  row("RU", "Russian Federation", 31, 31, `${guide("RU", "2024-03-01")}${EA_ROUTE}`),
  row("SA", "Saudi Arabia", 30, 30, guide("SA", "2024-04-25")),
  row("SC", "Seychelles", 31, 31, `${guide("SC", "2024-03-01")}${AP_ROUTE}`),
  row("SD", "Sudan", 30, 30, `${guide("SD", "2023-09-15")}${AP_ROUTE}`),
  row("SE", "Sweden", 31, 31, `${guide("SE", "2024-04-11")}${EP_ROUTE}`),
  {
    ...row("SG", "Singapore", 30, 30, guide("SG", "2023-11-01")),
    late: {
      months: 48,
      condition:
        "on a request for an extension of time of up to 18 months, with the prescribed fee",
    },
  },
  row("SK", "Slovakia", 31, 31, `${guide("SK", "2024-04-11")}${EP_ROUTE}`),
  row("SL", "Sierra Leone", 31, 31, `${guide("SL", "2023-09-15")}${AP_ROUTE}`),
  row("SV", "El Salvador", 30, 30, guide("SV", "2024-03-01")),
  row("SY", "Syrian Arab Republic", 31, 31, guide("SY", "2024-03-01")),
  row("TH", "Thailand", 30, 30, guide("TH", "2023-09-15")),
  row("TJ", "Tajikistan", 30, 31, `${guide("TJ", "2024-03-01")}${EA_ROUTE}`),
  row("TM", "Turkmenistan", 30, 31, `${guide("TM", "2024-03-01")}${EA_ROUTE}`),
  row("TN", "Tunisia", 30, 30, guide("TN", "2023-09-15")),
  {
    ...row("TR", "Türkiye", 30, 30, `${guide("TR", "2024-04-01")}${EP_ROUTE}`),
    late: { months: 33, condition: "on a request for an extension, with the extension fee" },
  },
  row("TT", "Trinidad and Tobago", 30, 31, guide("TT", "2024-03-01")),
  {
    ...row(
      "TZ",
      "United Republic of Tanzania",
      21,
      31,
      `${guide("TZ", "2023-09-15")}; notified incompatibility with PCT Article 22(1) as in force from April 1, 2002${AP_ROUTE}`,
    ),
    demandBy19: true,
  },
  row("UA", "Ukraine", 31, 31, guide("UA", "2024-03-01")),
  row("UG", "Uganda", 30, 31, `${guide("UG", "2024-03-01")}${AP_ROUTE}`),
  row(
    "US",
    "United States of America (USPTO)",
    30,
    30,
    `${guide("US", "2024-05-02")}; 35 U.S.C. 371; 37 CFR 1.491 and 1.495`,
  ),
  row("UZ", "Uzbekistan", 31, 31, guide("UZ", "2024-03-01")),
  row("VC", "Saint Vincent and the Grenadines", 31, 31, guide("VC", "2023-09-15")),
  row("VN", "Viet Nam", 31, 31, guide("VN", "2023-09-15")),
  row("WS", "Samoa", 31, 31, guide("WS", "2024-03-01")),
  {
    ...row(
      "ZA",
      "South Africa",
      31,
      31,
      `${guide("ZA", "2024-01-01")}; the 3-month extension is from a practitioners' guide (hahn.co.za), not from WIPO's chapter`,
    ),
    late: {
      months: 34,
      condition: "on an application to the Registrar of Patents, who may extend by up to 3 months",
    },
  },
  row("ZM", "Zambia", 30, 30, `${guide("ZM", "2024-03-01")}${AP_ROUTE}`),
  row("ZW", "Zimbabwe", 30, 31, `${guide("ZW", "2024-03-01")}${AP_ROUTE}`),
];

export const PCT_OFFICES: readonly PctOffice[] = OFFICES.map((office) => ({
  ...office,
  // A row read in WIPO's table or in WIPO's PCT Applicant's Guide names it first in its basis.
  checked: office.note.startsWith("WIPO "),
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
