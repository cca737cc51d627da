import { addDays, addMonths, compareDates, type CalendarDate } from "@/lib/deadlines/dates";
import { defineEvents, type Rule } from "@/lib/deadlines/engine";

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
      ? "35 U.S.C. 121; 37 CFR 1.142; MPEP 710.02(b) and 817"
      : months === 6
        ? "35 U.S.C. 133; 37 CFR 1.136(a)"
        : "37 CFR 1.136(a); 37 CFR 1.17(a)",
  office: "US",
  closed: "uspto",
  caveat:
    months === 2
      ? "Where the requirement sets a different period, count from its own terms."
      : undefined,
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

export const US_PATENT_EVENTS = defineEvents([
  {
    id: "us-application-filed",
    group: "US patents",
    label: "US utility application filed",
    dateMeaning: "the actual filing date of a US non-provisional utility application",
    takesPriority: true,
    rules: [US_PRIORITY_CLAIM, US_CERTIFIED_COPY],
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
    ],
  },
  {
    id: "us-office-action",
    group: "US patents",
    label: "US non-final Office action mailed",
    dateMeaning: "the mailing date of a non-final USPTO Office action setting a three-month period",
    rules: USPTO_REPLY,
  },
  {
    id: "us-final-office-action",
    group: "US patents",
    label: "US final Office action mailed",
    dateMeaning: "the mailing date of a final USPTO Office action setting a three-month period",
    rules: USPTO_FINAL_REPLY,
  },
  {
    id: "us-restriction-requirement",
    group: "US patents",
    label: "US restriction or election requirement mailed",
    dateMeaning:
      "the mailing date of a USPTO restriction or election requirement with no action on the merits",
    rules: USPTO_RESTRICTION_REPLY,
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
    ],
  },
]);
