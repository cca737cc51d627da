import { addMonths, compareDates, formatLongDate, type CalendarDate } from "@/lib/deadlines/dates";
import { defineEvents, type Rule } from "@/lib/deadlines/engine";
import { INDIA_RFE_FROM } from "@/lib/deadlines/in-patents";

/** Priority (Paris Convention) and the PCT: the first filing and the international search report. */

const NATIONAL_PHASE_CAVEAT =
  "Reinstatement of rights after a missed entry limit (PCT Rule 49.6, at the offices that apply it) is not modelled; each office's own limits are in the table by office.";

/** PCT Rule 46.1: whether 16 months from the priority date end after two from transmittal. */
const article19FromPriority = (transmittal: CalendarDate, priority?: CalendarDate) =>
  priority !== undefined && compareDates(addMonths(priority, 16), addMonths(transmittal, 2)) > 0;

export const ARTICLE_19_WARNING =
  "Counted two months from the transmittal, as no priority date was given: where 16 months from the priority date end later, that later day is the limit (PCT Rule 46.1). Enter the priority date to compare the two.";

const ARTICLE_19: Rule = {
  id: "article-19",
  at: (transmittal, { priority }) =>
    article19FromPriority(transmittal, priority)
      ? addMonths(priority!, 16)
      : addMonths(transmittal, 2),
  period: (transmittal, { priority }) =>
    article19FromPriority(transmittal, priority) ? "16 months" : "2 months",
  kind: "deadline",
  title: "Amendments of the claims under PCT Article 19, to the International Bureau",
  detail:
    "Two months from the transmittal of the international search report or 16 months from the priority date, whichever ends later. Amendments reaching the International Bureau later, before the technical preparations for international publication are complete, are treated as received on the last day.",
  source: "PCT Article 19(1); PCT Rule 46.1",
  office: "IB",
  closed: "pct",
  from: (transmittal, { priority }) =>
    article19FromPriority(transmittal, priority)
      ? { meaning: "the priority date", date: priority! }
      : undefined,
  warning: (_transmittal, { priority }) => (priority ? undefined : ARTICLE_19_WARNING),
};

/** PCT Rule 54bis.1(a): whether 22 months from the priority date end after three from transmittal. */
const demandFromPriority = (transmittal: CalendarDate, priority?: CalendarDate) =>
  priority !== undefined && compareDates(addMonths(priority, 22), addMonths(transmittal, 3)) > 0;

export const DEMAND_WARNING =
  "Counted three months from the transmittal, as no priority date was given: where 22 months from the priority date end later, that later day is the limit (PCT Rule 54bis.1(a)). Enter the priority date to compare the two.";

const CHAPTER_II_DEMAND: Rule = {
  id: "chapter-ii-demand",
  at: (transmittal, { priority }) =>
    demandFromPriority(transmittal, priority)
      ? addMonths(priority!, 22)
      : addMonths(transmittal, 3),
  period: (transmittal, { priority }) =>
    demandFromPriority(transmittal, priority) ? "22 months" : "3 months",
  kind: "deadline",
  title:
    "Chapter II demand for international preliminary examination, with any Article 34 amendments",
  detail:
    "Three months from the transmittal of the international search report and written opinion, or 22 months from the priority date, whichever ends later. Amendments under Article 34 are best filed with the demand; they may be filed until the preliminary examination report is established.",
  source: "PCT Rule 54bis.1(a); PCT Article 34(2)(b); PCT Rule 66.1(b)",
  office: "",
  closed: "pct",
  from: (transmittal, { priority }) =>
    demandFromPriority(transmittal, priority)
      ? { meaning: "the priority date", date: priority! }
      : undefined,
  warning: (_transmittal, { priority }) => (priority ? undefined : DEMAND_WARNING),
  caveat:
    "The demand goes to the International Preliminary Examining Authority, so its closed days apply. A demand filed later is treated as not submitted (Rule 54bis.1(b)).",
};

/** PCT Rule 26bis.1(a): whether 16 months from the priority date end after four from filing. */
const priorityClaimFromPriority = (filed: CalendarDate, priority?: CalendarDate) =>
  priority !== undefined && compareDates(addMonths(priority, 16), addMonths(filed, 4)) > 0;

export const RULE_26BIS_WARNING =
  "Counted four months from the international filing date, as no priority date was given: where 16 months from the priority date end later, that later day is the limit (PCT Rule 26bis.1(a)). Enter the priority date to compare the two.";

const RULE_26BIS: Rule = {
  id: "priority-claim-correction",
  at: (filed, { priority }) =>
    priorityClaimFromPriority(filed, priority) ? addMonths(priority!, 16) : addMonths(filed, 4),
  period: (filed, { priority }) =>
    priorityClaimFromPriority(filed, priority) ? "16 months" : "4 months",
  kind: "deadline",
  title: "Correction or addition of a priority claim (PCT Rule 26bis)",
  detail:
    "A notice to the receiving Office or the International Bureau correcting or adding a priority claim: within 16 months from the priority date or four months from the international filing date, whichever expires later. Where the correction or addition changes the priority date, the 16 months run from the earlier of the two priority dates: enter that one.",
  source: "PCT Rule 26bis.1(a)",
  office: "",
  closed: "pct",
  from: (filed, { priority }) =>
    priorityClaimFromPriority(filed, priority)
      ? { meaning: "the priority date", date: priority! }
      : undefined,
  warning: (_filed, { priority }) => (priority ? undefined : RULE_26BIS_WARNING),
  caveat:
    "A notice received after a request for early publication (Article 21(2)(b)) is considered not submitted unless withdrawn first (Rule 26bis.1(c)); restoration of the right of priority (Rule 26bis.3) is not modelled.",
};

export const PCT_EVENTS = defineEvents([
  {
    id: "first-filing",
    group: "Priority and PCT",
    label: "First filing (priority date)",
    dateMeaning: "the filing date of the first application, which becomes the priority date",
    rules: [
      {
        id: "paris-design-trademark",
        office: "",
        closed: "paris",
        months: 6,
        kind: "deadline",
        title: "Paris Convention priority for designs and trademarks",
        detail:
          "The last day to file an industrial design or trademark abroad claiming this priority.",
        source: "Paris Convention, Article 4C(1)",
      },
      {
        id: "paris-patent",
        office: "",
        closed: "paris",
        months: 12,
        kind: "deadline",
        title: "Paris Convention priority for patents and utility models",
        detail:
          "The last day to file a patent or utility model application abroad claiming this priority.",
        source: "Paris Convention, Article 4C(1)",
      },
      {
        id: "us-nonprovisional",
        office: "US",
        closed: "uspto",
        months: 12,
        kind: "deadline",
        title: "US non-provisional application claiming a provisional",
        detail:
          "The last day to file a US non-provisional application claiming the benefit of a US provisional application filed on this date.",
        source: "35 U.S.C. 119(e)(1)",
      },
      {
        id: "pct-application",
        office: "",
        closed: "pct",
        months: 12,
        kind: "deadline",
        title: "PCT international application claiming priority",
        detail:
          "The last day to file an international application under the PCT claiming this priority.",
        source: "PCT Article 8(2)(a); Paris Convention, Article 4C(1)",
        caveat:
          "Restoration of the right of priority for an international application filed within two months after this day (PCT Rule 26bis.3) is not modelled.",
      },
      {
        id: "pct-priority-document",
        office: "",
        closed: "pct",
        months: 16,
        kind: "deadline",
        title: "PCT: priority document to the International Bureau or the receiving Office",
        detail:
          "Unless filed with the international application: the certified copy, or a request that the receiving Office prepare it or that it be obtained from a digital library. A copy reaching the International Bureau later, but before international publication, counts as received on this day.",
        source: "PCT Rule 17.1(a), (b) and (b-bis)",
      },
      {
        id: "pct-demand",
        office: "",
        closed: "pct",
        months: 22,
        kind: "deadline",
        title: "PCT Chapter II demand for international preliminary examination",
        detail:
          "22 months from the priority date, or three months from transmittal of the international search report and written opinion if that ends later.",
        source: "PCT Rule 54bis.1(a)",
      },
      {
        id: "national-phase-30",
        office: "",
        closed: "pct",
        months: 30,
        kind: "deadline",
        title: "National phase entry at 30-month offices",
        detail:
          "Including the USPTO, China (CNIPA, which accepts entry up to 32 months for a fee) and Japan (JPO), and most other designated offices.",
        source: "PCT Articles 22(1) and 39(1)(a); 35 U.S.C. 371",
        caveat: NATIONAL_PHASE_CAVEAT,
      },
      {
        id: "national-phase-31",
        office: "",
        closed: "pct",
        months: 31,
        kind: "deadline",
        title: "Regional and national phase entry at 31-month offices",
        detail: "Including the European Patent Office, India, the Republic of Korea and Australia.",
        source: "PCT Article 22(3); EPC Rule 159(1); Indian Patents Rules, 2003, Rule 20",
        caveat: NATIONAL_PHASE_CAVEAT,
      },
      {
        id: "india-examination-request",
        office: "IN",
        months: 31,
        kind: "deadline",
        title: "India: request for examination",
        detail:
          "31 months from the priority date (or the filing date, if earlier) for Indian applications filed on or after March 15, 2024.",
        source:
          "Patents Act, 1970 (India), Section 11B; Patents Rules, 2003, Rule 24B, as amended by the Patents (Amendment) Rules, 2024",
        appliesTo: (date) => compareDates(date, INDIA_RFE_FROM) >= 0,
        leftOut: (date) =>
          `India's request for examination is not listed: the 31-month limit applies to Indian applications filed on or after March 15, 2024 (for one of those claiming this priority date, it ends on ${formatLongDate(addMonths(date, 31))}); applications filed before then had 48 months.`,
      },
    ],
  },
  {
    id: "pct-international-filing",
    group: "Priority and PCT",
    label: "PCT international application filed",
    dateMeaning: "the international filing date accorded to a PCT international application",
    takesPriority: true,
    rules: [RULE_26BIS],
  },
  {
    id: "pct-search-report",
    group: "Priority and PCT",
    label: "PCT international search report transmitted",
    dateMeaning:
      "the date the International Searching Authority transmitted the international search report",
    takesPriority: true,
    rules: [ARTICLE_19, CHAPTER_II_DEMAND],
  },
]);
