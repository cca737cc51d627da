import { addDays, addMonths, compareDates, type CalendarDate } from "@/lib/deadlines/dates";
import { defineEvents, earlier, later, type Rule } from "@/lib/deadlines/engine";

/** US patents (35 U.S.C.; 37 CFR; MPEP): filing, prosecution, allowance and maintenance. */

const maintenanceFee = (ordinal: string, years: number, surchargeEnds: number): Rule[] => {
  const window = years * 12;
  return [
    {
      id: `maintenance-${years}-opens`,
      office: "US",
      months: window,
      kind: "opens",
      title: `${ordinal} maintenance fee: payment window opens`,
      detail: `The fee due at ${years}.5 years can be paid without surcharge from ${years} years after grant; it cannot be paid earlier.`,
      source: "37 CFR 1.362(d)",
    },
    {
      id: `maintenance-${years}-due`,
      office: "US",
      closed: "uspto",
      months: window + 6,
      kind: "deadline",
      title: `${ordinal} maintenance fee due (${years}.5 years after grant)`,
      detail: "The last day to pay without the surcharge.",
      source: "35 U.S.C. 41(b)(1); 37 CFR 1.362(d)",
    },
    {
      id: `maintenance-${years}-grace`,
      office: "US",
      closed: "uspto",
      months: window + 12,
      kind: "deadline",
      title: `${ordinal} maintenance fee: end of the six-month grace period`,
      detail: `Payable with the surcharge until the ${surchargeEnds}th anniversary of grant; unpaid, the patent expires at the end of this day.`,
      source: "35 U.S.C. 41(b)(2); 37 CFR 1.362(e)",
      caveat:
        "Acceptance of the fee after the patent has expired, on a petition stating that the delay was unintentional (35 U.S.C. 41(c); 37 CFR 1.378), is not modelled.",
    },
  ];
};

const USPTO_REPLY: Rule[] = [3, 4, 5, 6].map((months) => ({
  id: `reply-${months}-months`,
  months,
  kind: "deadline" as const,
  title:
    months === 3
      ? "Reply due without an extension fee"
      : months === 6
        ? "Last day to reply, with a three-month extension: the statutory maximum"
        : `Reply with a ${months - 3}-month extension of time`,
  detail:
    months === 3
      ? "The shortened statutory period of three months usually set for a non-final action."
      : months === 6
        ? "No extension reaches beyond six months from the action; unanswered, the application is abandoned."
        : `A petition and the fee for a ${months - 3}-month extension, filed with the reply by this day.`,
  source:
    months === 3
      ? "37 CFR 1.134"
      : months === 6
        ? "35 U.S.C. 133; 37 CFR 1.136(a)"
        : "37 CFR 1.136(a); 37 CFR 1.17(a)",
  office: "US",
  closed: "uspto" as const,
  caveat:
    months === 3
      ? "Where the action sets a different period, or says extensions under 37 CFR 1.136(a) are not available, count from the action's own terms."
      : undefined,
}));

/**
 * A final action with a three-month shortened period (MPEP 706.07(f)): a first reply within two
 * months moves the period's end to the advisory action's mailing date, where that is later.
 */
const USPTO_FINAL_REPLY: Rule[] = [
  {
    id: "first-reply-2-months",
    months: 2,
    kind: "deadline",
    title: "First reply within two months, to keep the advisory-action rule",
    detail:
      "Where the first reply is filed by this day, the period ends three months from the final action or on the day an advisory action is mailed, whichever is later; any extension fee then counts from that end.",
    source: "MPEP 706.07(f); 37 CFR 1.136(a)",
    office: "US",
    closed: "uspto",
    caveat: "The advisory action's own date is not known in advance: count from it when it comes.",
  },
  ...[3, 4, 5, 6].map((months): Rule => ({
    id: `reply-${months}-months`,
    months,
    kind: "deadline",
    title:
      months === 3
        ? "Reply to the final action due without an extension fee"
        : months === 6
          ? "Last day to reply to the final action: the statutory maximum"
          : `Reply to the final action with a ${months - 3}-month extension of time`,
    detail:
      months === 3
        ? "The end of the three-month shortened statutory period, unless a first reply within two months and a later advisory action move it."
        : months === 6
          ? "No extension reaches beyond six months from the final action; unanswered, the application is abandoned."
          : `A petition and the fee for a ${months - 3}-month extension, filed with the reply (or notice of appeal, or request for continued examination) by this day.`,
    source:
      months === 3
        ? "37 CFR 1.134; MPEP 706.07(f)"
        : months === 6
          ? "35 U.S.C. 133; 37 CFR 1.136(a)"
          : "37 CFR 1.136(a); 37 CFR 1.17(a)",
    office: "US",
    closed: "uspto",
  })),
];

/** 37 CFR 1.55(d)(1), 1.78: whether 16 months from priority end after four from filing. */
const usClaimFromPriority = (filing: CalendarDate, priority?: CalendarDate) =>
  priority !== undefined && compareDates(addMonths(priority, 16), addMonths(filing, 4)) > 0;

export const US_PRIORITY_CLAIM_WARNING =
  "Counted four months from the filing date, as no priority date was given: where 16 months from the earliest foreign or provisional application's filing date end later, that later day is the limit. Enter that date to compare the two.";

const US_PRIORITY_CLAIM: Rule = {
  id: "priority-claim",
  at: (filing, { priority }) =>
    usClaimFromPriority(filing, priority) ? addMonths(priority!, 16) : addMonths(filing, 4),
  period: (filing, { priority }) =>
    usClaimFromPriority(filing, priority) ? "16 months" : "4 months",
  kind: "deadline",
  title: "Priority and benefit claims in an application data sheet",
  detail:
    "The claim to foreign priority, or to the benefit of an earlier provisional or non-provisional application, must be presented in an application data sheet within four months of the actual filing date or sixteen months of the earlier application's filing date, whichever is later. This period is not extendable; it does not apply to design applications.",
  source: "35 U.S.C. 119(b) and 120; 37 CFR 1.55(d)(1); 37 CFR 1.78(a)(4) and (d)(3)",
  office: "US",
  closed: "uspto",
  from: (filing, { priority }) =>
    usClaimFromPriority(filing, priority)
      ? { meaning: "the priority date", date: priority! }
      : undefined,
  warning: (_filing, { priority }) => (priority ? undefined : US_PRIORITY_CLAIM_WARNING),
  caveat:
    "Acceptance of a delayed claim on a petition stating the delay was unintentional (37 CFR 1.55(e); 1.78(c) and (e)) is not modelled.",
};

/** 37 CFR 1.55(f)(1): the certified copy, in the same window as the claim itself. */
const US_CERTIFIED_COPY: Rule = {
  ...US_PRIORITY_CLAIM,
  id: "certified-copy",
  title: "Certified copy of the foreign application",
  detail:
    "In an application filed under 35 U.S.C. 111(a), the certified copy of the foreign application is due within four months of the actual filing date or sixteen months of the foreign application's filing date, whichever is later.",
  source: "35 U.S.C. 119(b)(3); 37 CFR 1.55(f)(1)",
  caveat:
    "Retrieval through the priority document exchange (37 CFR 1.55(i)) and a later copy with a petition and fee (37 CFR 1.55(f)(3)) are not modelled; the copy concerns foreign priority only.",
};

/**
 * The shortened statutory period for a restriction or election requirement with no action on
 * the merits: two months for requirements mailed from December 18, 2013, when the Patent Law
 * Treaties Implementation Act rules took effect and the USPTO's memorandum of December 13, 2013
 * set at least two months for it; before, one month or thirty days, whichever was longer.
 */
const US_RESTRICTION_TWO_MONTHS: CalendarDate = { year: 2013, month: 12, day: 18 };
const restrictionTwoMonths = (mailed: CalendarDate) =>
  compareDates(mailed, US_RESTRICTION_TWO_MONTHS) >= 0;
const RESTRICTION_ERA_SOURCE =
  "USPTO memorandum of December 13, 2013 on the Patent Law Treaties Implementation Act of 2012 (two months for requirements mailed from December 18, 2013)";

/** MPEP 710.02(b): a restriction requirement alone sets two months, extendable to six. */
const USPTO_RESTRICTION_REPLY: Rule[] = [2, 3, 4, 5, 6].map((months): Rule => ({
  id: `reply-${months}-months`,
  months,
  kind: "deadline",
  title:
    months === 2
      ? "Election in reply to the restriction requirement, without an extension fee"
      : months === 6
        ? "Last day to elect, with a four-month extension: the statutory maximum"
        : `Election with a ${months - 2}-month extension of time`,
  detail:
    months === 2
      ? "The two-month shortened statutory period set for a restriction or election requirement that comes without an action on the merits."
      : months === 6
        ? "No extension reaches beyond six months from the requirement; unanswered, the application is abandoned."
        : `A petition and the fee for a ${months - 2}-month extension, filed with the reply by this day.`,
  source:
    months === 2
      ? `35 U.S.C. 121; 37 CFR 1.142; MPEP 710.02(b) and 817; ${RESTRICTION_ERA_SOURCE}`
      : months === 6
        ? "35 U.S.C. 133; 37 CFR 1.136(a)"
        : "37 CFR 1.136(a); 37 CFR 1.17(a)",
  office: "US",
  closed: "uspto",
  appliesTo: restrictionTwoMonths,
  caveat:
    months === 2
      ? "Where the requirement sets a different period, count from its own terms."
      : undefined,
}));

/**
 * Before December 18, 2013 the requirement set "1 month or thirty (30) days, whichever is
 * longer" (the form's words, MPEP 710.02(b) as it then stood); extensions ran to six months.
 */
const oneMonthEraPeriod = (mailed: CalendarDate) =>
  later(addMonths(mailed, 1), addDays(mailed, 30));
const USPTO_RESTRICTION_REPLY_ONE_MONTH: Rule[] = [1, 2, 3, 4, 5, 6].map((months): Rule => ({
  id: months === 1 ? "reply-1-month" : `reply-${months}-months`,
  // An extension adds months to the period's end, never beyond six months from the mailing.
  at: (mailed) =>
    months === 1
      ? oneMonthEraPeriod(mailed)
      : earlier(addMonths(oneMonthEraPeriod(mailed), months - 1), addMonths(mailed, 6)),
  period:
    months === 1
      ? "1 month or 30 days, whichever is longer"
      : months === 6
        ? "6 months"
        : `the period + ${months - 1} months`,
  kind: "deadline",
  title:
    months === 1
      ? "Election in reply to the restriction requirement, without an extension fee (one-month era)"
      : months === 6
        ? "Last day to elect, with a five-month extension: the statutory maximum"
        : `Election with a ${months - 1}-month extension of time`,
  detail:
    months === 1
      ? "A requirement mailed before December 18, 2013 set a shortened statutory period of one month or thirty days, whichever was longer."
      : months === 6
        ? "No extension reaches beyond six months from the requirement; unanswered, the application is abandoned."
        : `A petition and the fee for a ${months - 1}-month extension, filed with the reply by this day.`,
  source:
    months === 1
      ? `35 U.S.C. 121; 37 CFR 1.142; MPEP 710.02(b) as in force before December 18, 2013; ${RESTRICTION_ERA_SOURCE}`
      : months === 6
        ? "35 U.S.C. 133; 37 CFR 1.136(a)"
        : "37 CFR 1.136(a); 37 CFR 1.17(a)",
  office: "US",
  closed: "uspto",
  appliesTo: (mailed) => !restrictionTwoMonths(mailed),
}));

/**
 * 37 CFR 1.53(f)(1): the notice sets the period, usually two months. It is not a statutory
 * period under 35 U.S.C. 133, so extensions under 37 CFR 1.136(a) run the full five months
 * (MPEP 710.02(d)), to seven months from the notice rather than six.
 */
const USPTO_MISSING_PARTS: Rule[] = [2, 3, 4, 5, 6, 7].map((months): Rule => ({
  id: `reply-${months}-months`,
  months,
  kind: "deadline",
  title:
    months === 2
      ? "Missing parts (fees, surcharge, any oath or declaration) without an extension fee"
      : months === 7
        ? "Missing parts with a five-month extension: the most 37 CFR 1.136(a) allows"
        : `Missing parts with a ${months - 2}-month extension of time`,
  detail:
    months === 2
      ? "The two-month period the notice usually sets to supply what it lists, such as the filing, search and examination fees with the late-filing surcharge; unanswered, the application is abandoned."
      : months === 7
        ? "The notice's period is not a statutory period under 35 U.S.C. 133, so extensions may reach five months, seven months from the notice."
        : `A petition and the fee for a ${months - 2}-month extension, filed with the reply by this day.`,
  source:
    months === 2
      ? "35 U.S.C. 111(a)(3); 37 CFR 1.53(f)(1); MPEP 601.01(a)"
      : "37 CFR 1.136(a); 37 CFR 1.17(a); MPEP 710.02(d)",
  office: "US",
  closed: "uspto",
  caveat:
    months === 2
      ? "Where the notice sets a different period, count from its own terms. The inventor's oath or declaration may be postponed until the application is otherwise in condition for allowance where an application data sheet names each inventor (37 CFR 1.53(f)(3))."
      : months === 7
        ? "Further time under 37 CFR 1.136(b), for cause, is not modelled."
        : undefined,
}));

/**
 * 37 CFR 1.97: when an information disclosure statement is considered, and what it needs. (b)
 * no fee or statement within three months of filing or national stage entry, or before the
 * first action on the merits; (c) then, until a final action or notice of allowance, the
 * 1.97(e) statement or the 1.17(p) fee; (d) then, until the issue fee is paid, both.
 */
const IDS_FREE_WINDOW = (from: string, paragraph: string): Rule => ({
  id: "ids-without-fee",
  months: 3,
  kind: "deadline",
  title: "Information disclosure statement with no fee or statement (37 CFR 1.97(b))",
  detail: `An IDS filed within three months of ${from}, or before the first Office action on the merits where that comes later, is considered without a fee or statement. After that, until a final action or a notice of allowance, it needs the statement under 37 CFR 1.97(e) or the fee under 37 CFR 1.17(p) (1.97(c)).`,
  source: `37 CFR 1.97(b)(${paragraph}); MPEP 609.04(b)`,
  office: "US",
  closed: "uspto",
  caveat:
    "A first action on the merits mailed after this day keeps the free window open until its mailing (37 CFR 1.97(b)(3)); so does a request for continued examination until the first action after it (1.97(b)(4)).",
});

/** 37 CFR 1.97(e): the statement that can stand in for the fee turns on three months. */
const IDS_STATEMENT =
  " The statement under 37 CFR 1.97(e) says that each item was first cited by a foreign office in a counterpart application not more than three months before the IDS, or that no item was cited by a foreign office in a counterpart application and, after reasonable inquiry, none was known to anyone with the duty of disclosure more than three months before it.";

const IDS_STATEMENT_OR_FEE: Rule = {
  id: "ids-statement-or-fee",
  at: (mailed) => mailed,
  period: "from the action",
  kind: "opens",
  title: "IDS from a first action on the merits: the 1.97(e) statement or the 1.17(p) fee",
  detail:
    "Where this is the first action on the merits and three months from filing or national stage entry have passed, an IDS filed from now until a final action, notice of allowance or other action closing prosecution is considered only with the statement under 37 CFR 1.97(e) or the fee under 37 CFR 1.17(p)." +
    IDS_STATEMENT,
  source: "37 CFR 1.97(b)(3) and (c); MPEP 609.04(b)",
  office: "US",
};

const IDS_STATEMENT_AND_FEE: Rule = {
  id: "ids-statement-and-fee",
  at: (mailed) => mailed,
  period: "from the action",
  kind: "opens",
  title: "IDS from now: both the 1.97(e) statement and the 1.17(p) fee (37 CFR 1.97(d))",
  detail:
    "After a final action or a notice of allowance, an IDS is considered only with both the statement under 37 CFR 1.97(e) and the fee under 37 CFR 1.17(p), and only if filed on or before payment of the issue fee." +
    IDS_STATEMENT,
  source: "37 CFR 1.97(c) and (d); MPEP 609.04(b)",
  office: "US",
};

/** AIA Technical Corrections Act: the two months under 1.705(b) for patents from this day. */
const PTA_RULES_FROM: CalendarDate = { year: 2013, month: 1, day: 14 };
const grantedUnderCurrentPta = (granted: CalendarDate) =>
  compareDates(granted, PTA_RULES_FROM) >= 0;

const US_PTA_RECONSIDERATION: Rule = {
  id: "pta-reconsideration",
  months: 2,
  kind: "deadline",
  title: "Request for reconsideration of the patent term adjustment",
  detail:
    "Any request to reconsider the adjustment shown on the patent is an application for patent term adjustment, with the fee under 37 CFR 1.18(e) and the statement of facts, filed no later than two months from the date the patent was granted.",
  source: "35 U.S.C. 154(b)(3)(B); 37 CFR 1.705(b); MPEP 2734",
  office: "US",
  closed: "uspto",
  appliesTo: grantedUnderCurrentPta,
  leftOut: () =>
    "The patent term adjustment request: for a patent granted before January 14, 2013, 37 CFR 1.705 as then in force applied; it is not computed here.",
  caveat:
    "Extensions of time, and the civil action against the Office's decision (35 U.S.C. 154(b)(4)), are not modelled.",
};

export const US_PATENT_EVENTS = defineEvents([
  {
    id: "us-application-filed",
    group: "US patents",
    label: "US utility application filed",
    dateMeaning: "the actual filing date of a US non-provisional utility application",
    takesPriority: true,
    rules: [US_PRIORITY_CLAIM, US_CERTIFIED_COPY, IDS_FREE_WINDOW("the filing date", "1")],
  },
  {
    id: "us-national-stage-entry",
    group: "US patents",
    label: "US national stage entered (35 U.S.C. 371)",
    dateMeaning:
      "the date the national stage commenced in the US under 35 U.S.C. 371(b) or (f) (37 CFR 1.491)",
    rules: [IDS_FREE_WINDOW("the date the national stage was entered", "2")],
  },
  {
    id: "us-patent-grant",
    group: "US patents",
    label: "US utility patent granted",
    dateMeaning: "the issue date of a US utility patent",
    rules: [
      ...maintenanceFee("First", 3, 4),
      ...maintenanceFee("Second", 7, 8),
      ...maintenanceFee("Third", 11, 12),
      US_PTA_RECONSIDERATION,
    ],
  },
  {
    id: "us-office-action",
    group: "US patents",
    label: "US non-final Office action mailed",
    dateMeaning: "the mailing date of a non-final USPTO Office action setting a three-month period",
    rules: [...USPTO_REPLY, IDS_STATEMENT_OR_FEE],
  },
  {
    id: "us-final-office-action",
    group: "US patents",
    label: "US final Office action mailed",
    dateMeaning: "the mailing date of a final USPTO Office action setting a three-month period",
    rules: [...USPTO_FINAL_REPLY, IDS_STATEMENT_AND_FEE],
  },
  {
    id: "us-restriction-requirement",
    group: "US patents",
    label: "US restriction or election requirement mailed",
    dateMeaning:
      "the mailing date of a USPTO restriction or election requirement with no action on the merits",
    rules: [...USPTO_RESTRICTION_REPLY_ONE_MONTH, ...USPTO_RESTRICTION_REPLY],
  },
  {
    id: "us-notice-of-appeal",
    group: "US patents",
    label: "US notice of appeal received",
    dateMeaning: "the date the USPTO received the notice of appeal",
    rules: [
      {
        id: "appeal-brief",
        months: 2,
        kind: "deadline",
        title: "Appeal brief due",
        detail:
          "Two months from the day the USPTO received the notice of appeal (not the date on a certificate of mailing); the time allowed to reply to the rejection no longer counts.",
        source: "37 CFR 41.37(a); MPEP 1205.01",
        office: "US",
        closed: "uspto",
      },
      {
        id: "appeal-brief-extended",
        months: 7,
        kind: "deadline",
        title: "Appeal brief: the latest with a five-month extension of time",
        detail:
          "A petition and fee under 37 CFR 1.136(a) extend the two months by one to five months; no statute sets an earlier maximum for the brief.",
        source: "37 CFR 1.136(a)(1); 37 CFR 1.17(a); MPEP 1205.01",
        office: "US",
        closed: "uspto",
        caveat: "Extensions under 37 CFR 1.136(b), for cause, are not modelled.",
      },
    ],
  },
  {
    id: "us-examiners-answer",
    group: "US patents",
    label: "US examiner's answer mailed (ex parte appeal)",
    dateMeaning: "the date of the examiner's answer to an appeal brief",
    rules: [
      {
        id: "reply-brief",
        months: 2,
        kind: "deadline",
        title: "Reply brief (optional) and the appeal forwarding fee",
        detail:
          "A single reply brief may be filed within two months of the examiner's answer; the appeal forwarding fee is due within the same two months, or the appeal is dismissed.",
        source: "37 CFR 41.41(a); 37 CFR 41.45(a); 37 CFR 41.20(b)(4)",
        office: "US",
        closed: "uspto",
        caveat:
          "Where a petition to designate a new ground of rejection is refused, the reply brief runs from that decision if later (37 CFR 41.41(a)); extensions are not modelled.",
      },
    ],
  },
  {
    id: "us-ptab-decision",
    group: "US patents",
    label: "US Patent Trial and Appeal Board decision",
    dateMeaning: "the date of the Board's final decision in an ex parte appeal",
    rules: [
      {
        id: "federal-circuit-appeal",
        at: (decided) => addDays(decided, 63),
        period: "63 days",
        kind: "deadline",
        title: "Notice of appeal to the Federal Circuit, or a civil action",
        detail:
          "No later than 63 days after the Board's final decision: the notice of appeal to the US Court of Appeals for the Federal Circuit, filed with the USPTO's Director, or a civil action in the Eastern District of Virginia.",
        source: "35 U.S.C. 141, 142 and 145; 37 CFR 90.3(a)(1)",
        office: "US",
        closed: "uspto",
        caveat:
          "A timely request for rehearing moves the period to 63 days after the decision on it (37 CFR 90.3(b)); extensions (37 CFR 90.3(c)) are not modelled.",
      },
    ],
  },
  {
    id: "us-missing-parts",
    group: "US patents",
    label: "US Notice to File Missing Parts mailed",
    dateMeaning:
      "the mailing date of a USPTO Notice to File Missing Parts of a non-provisional application",
    rules: USPTO_MISSING_PARTS,
  },
  {
    id: "us-notice-of-allowance",
    group: "US patents",
    label: "US Notice of Allowance mailed",
    dateMeaning: "the mailing date of a USPTO Notice of Allowance and Fee(s) Due",
    rules: [
      {
        id: "issue-fee",
        months: 3,
        kind: "deadline",
        title: "Issue fee (and any publication fee) due",
        detail:
          "Three months from the mailing of the Notice of Allowance; the period cannot be extended, and unpaid the application is abandoned.",
        source: "35 U.S.C. 151(a); 37 CFR 1.311(a)",
        office: "US",
        closed: "uspto",
        caveat:
          "Acceptance of a late issue fee on a petition to revive (37 CFR 1.137) is not modelled.",
      },
      IDS_STATEMENT_AND_FEE,
      {
        id: "ids-last-day",
        months: 3,
        kind: "deadline",
        title: "Last day for an IDS before issue: with the statement and the fee (37 CFR 1.97(d))",
        detail:
          "An IDS is considered only if filed on or before payment of the issue fee, with both the 37 CFR 1.97(e) statement and the 37 CFR 1.17(p) fee: at the latest, the issue fee's own due date. Paying the issue fee earlier ends this window that day.",
        source: "37 CFR 1.97(d); 37 CFR 1.311(a); MPEP 609.04(b)",
        office: "US",
        closed: "uspto",
      },
    ],
  },
]);
