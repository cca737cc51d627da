import { addDays, addMonths, type CalendarDate } from "@/lib/deadlines/dates";
import { ordinal, defineEvents, type Rule } from "@/lib/deadlines/engine";
import {
  US_OPPOSITION,
  US_STATEMENT_OF_USE,
  usRenewal,
  usTmThreeMonths,
} from "@/lib/deadlines/us-trademarks";

/** Trade marks: US, India, EU, UK, Japan, China and the Madrid system. */

/**
 * How a trade mark's ten-year terms follow one another. "anniversary": each term ends on an
 * anniversary of the start (EUTMR Article 52; Japan TMA Article 19). "chained": each renewal
 * runs ten years from the previous expiry, so a term that ended on February 28 keeps ending on
 * the 28th (India TMA s.25(2); UK TMA s.43(4); Madrid Protocol Article 7(1)). "day-before":
 * chained, each term ending the day before its tenth anniversary (China TML Articles 39-40).
 */
export type TermCount = "anniversary" | "chained" | "day-before";

/** The first day of the `term`-th ten-year term (1 = the first) under `count`. */
function termStart(start: CalendarDate, term: number, count: TermCount): CalendarDate {
  if (count === "anniversary") return addMonths(start, (term - 1) * 120);
  let from = start;
  for (let t = 1; t < term; t++)
    from = addDays(termExpiry(from, 1, count), count === "day-before" ? 1 : 0);
  return from;
}

/** The last day of the `term`-th ten-year term under `count`. */
export function termExpiry(start: CalendarDate, term: number, count: TermCount): CalendarDate {
  if (count === "anniversary") return addMonths(start, term * 120);
  const end = addMonths(termStart(start, term, count), 120);
  return count === "day-before" ? addDays(end, -1) : end;
}

/**
 * A trade mark's renewal rules for its first ten-year term, in months from the start (120 =
 * the expiry), repeated for the second and third terms. Rules after the expiry (grace,
 * restoration) count from the expiry itself, as the laws say ("within six months after the
 * expiry"), so a term ending February 28 has its grace end on August 28, not the 29th.
 */
const tenYearCycles = (firstTerm: Rule[], count: TermCount = "anniversary"): Rule[] =>
  [1, 2, 3].flatMap((term) =>
    firstTerm.map((rule): Rule => {
      const months = rule.months ?? 0;
      const at = (start: CalendarDate) =>
        months >= 120
          ? addMonths(termExpiry(start, term, count), months - 120)
          : count === "anniversary"
            ? addMonths(start, (term - 1) * 120 + months)
            : addMonths(termStart(start, term, count), months);
      const period =
        count === "day-before" && months === 120
          ? `${term * 10} years, less a day`
          : `${months + (term - 1) * 120} months`;
      return term === 1
        ? { ...rule, at, period }
        : {
            ...rule,
            at,
            period,
            id: `${rule.id}-${term * 10}`,
            title: `${rule.title} (${term * 10} years)`,
            detail:
              `For the ${ordinal(term)} ten-year term, which a renewal adds from the end of the one before. ${typeof rule.detail === "string" ? rule.detail : ""}`.trim(),
          };
    }),
  );

/** Madrid Protocol Articles 6(1) and 7; Common Regulations Rule 30: each ten-year period. */
const MADRID_RENEWALS: Rule[] = [10, 20, 30].flatMap((years): Rule[] => {
  const cycle = years === 10 ? "" : ` (${years} years)`;
  // Each period runs ten years from the expiry of the one before (Article 7(1)).
  const expiry = (start: CalendarDate) => termExpiry(start, years / 10, "chained");
  return [
    {
      id: `renewal-${years}-opens`,
      at: (start) => addMonths(expiry(start), -6),
      period: `${years * 12 - 6} months`,
      kind: "opens",
      title: `WIPO's reminder of the expiry: renewal can be prepared${cycle}`,
      detail:
        "Six months before the ten-year period ends, the International Bureau reminds the holder and any representative of the exact date of expiry; a reminder that does not arrive excuses no missed date. The renewal fees are due to WIPO by the expiry.",
      source:
        "Madrid Protocol, Article 7(3); Common Regulations under the Madrid Protocol, Rules 29 and 30",
      office: "WO",
    },
    {
      id: `renewal-${years}-due`,
      at: expiry,
      period: `${years * 12} months`,
      kind: "deadline",
      title:
        years === 10
          ? "International registration expires: renewal due"
          : `International registration expires after ${years} years: renewal due`,
      detail:
        "Each period of protection is ten years; renewal runs ten years from the end of the one before.",
      source:
        "Madrid Protocol, Articles 6(1) and 7(1); Common Regulations under the Madrid Protocol, Rule 30",
      office: "WO",
    },
    {
      id: `renewal-${years}-grace`,
      at: (start) => addMonths(expiry(start), 6),
      period: `${years * 12 + 6} months`,
      kind: "deadline",
      title: `End of the six-month grace period, with the surcharge${cycle}`,
      detail:
        "Renewal is still possible for six months after the due date with a surcharge; then the international registration lapses.",
      source:
        "Madrid Protocol, Article 7(4); Common Regulations under the Madrid Protocol, Rule 30",
      office: "WO",
    },
  ];
});

/** A reply within the period an examination report sets (the visitor's, or the usual). */
const examinationReply = (usual: number, rule: Omit<Rule, "id" | "at" | "period" | "kind">) =>
  ({
    id: "examination-reply",
    at: (issued, { period }) => addMonths(issued, period ?? usual),
    period: (_issued, { period }) => `${period ?? usual} months`,
    kind: "deadline",
    ...rule,
  }) satisfies Rule;

export const TRADEMARK_EVENTS = defineEvents([
  {
    id: "us-trademark-registration",
    group: "Trade marks",
    label: "US trademark registered",
    dateMeaning: "the registration date of a US trademark",
    rules: [
      {
        id: "section-8-opens",
        office: "US",
        months: 60,
        kind: "opens",
        title: "Section 8 declaration of use: filing window opens",
        detail:
          "The first declaration of continued use (or excusable nonuse) can be filed from the 5th anniversary of registration.",
        source: "15 U.S.C. 1058 (Lanham Act Section 8)",
      },
      {
        id: "section-8-due",
        office: "US",
        closed: "uspto-trademarks",
        months: 72,
        kind: "deadline",
        title: "Section 8 declaration of use due",
        detail:
          "The last day to file without the grace-period surcharge: the 6th anniversary of registration.",
        source: "15 U.S.C. 1058 (Lanham Act Section 8)",
      },
      {
        id: "section-8-grace",
        office: "US",
        closed: "uspto-trademarks",
        // Six months after the anniversary itself: a February 29 registration's sixth
        // anniversary is February 28, so the grace ends on August 28, not the 29th.
        at: (start) => addMonths(addMonths(start, 72), 6),
        period: "78 months",
        kind: "deadline",
        title: "Section 8 declaration: end of the six-month grace period",
        detail:
          "The declaration is still accepted with a surcharge until this day; then the registration is cancelled.",
        source: "15 U.S.C. 1058 (Lanham Act Section 8)",
      },
      ...usRenewal(10),
      ...usRenewal(20),
      ...usRenewal(30),
    ],
  },
  {
    id: "in-trademark-application",
    group: "Trade marks",
    label: "Indian trademark application filed",
    dateMeaning: "the filing date of an Indian trademark application",
    rules: tenYearCycles(
      [
        {
          id: "renewal-opens",
          months: 108,
          office: "IN",
          kind: "opens",
          title: "Renewal request (Form TM-R) can be filed",
          detail: "Renewal may be requested from one year before the registration expires.",
          source: "Trade Marks Act, 1999 (India), Section 25(2); Trade Marks Rules, 2017",
        },
        {
          id: "registration-expires",
          months: 120,
          office: "IN",
          kind: "deadline",
          title: "Registration expires: renewal due",
          detail:
            "A registration is dated from the application date and lasts ten years; renew by this day to avoid the surcharge.",
          source: "Trade Marks Act, 1999 (India), Sections 23(1) and 25(1)",
        },
        {
          id: "surcharge-period-ends",
          months: 126,
          office: "IN",
          kind: "deadline",
          title: "End of renewal with surcharge",
          detail: "Renewal is still possible with the surcharge for six months after expiry.",
          source: "Trade Marks Act, 1999 (India), Section 25(3)",
        },
        {
          id: "restoration-ends",
          months: 132,
          office: "IN",
          kind: "deadline",
          title: "Last day to request restoration and renewal",
          detail:
            "After removal from the register, the Registrar may restore and renew the mark on a request made within one year of expiry.",
          source: "Trade Marks Act, 1999 (India), Section 25(4)",
        },
      ],
      "chained",
    ),
  },
  {
    id: "eu-trademark-filing",
    group: "Trade marks",
    label: "EU trade mark application filed",
    dateMeaning: "the filing date of an EU trade mark application",
    rules: tenYearCycles([
      {
        id: "renewal-opens",
        months: 114,
        office: "EM",
        kind: "opens",
        title: "Renewal period opens",
        detail:
          "The renewal request and fees can be filed in the six months before the registration expires.",
        source: "Regulation (EU) 2017/1001 (EUTMR), Article 53(3)",
      },
      {
        id: "registration-expires",
        months: 120,
        office: "EM",
        kind: "deadline",
        title: "Registration expires: renewal due",
        detail:
          "An EU trade mark is registered for ten years from its filing date; renew by this day to avoid the additional fee.",
        source: "Regulation (EU) 2017/1001 (EUTMR), Articles 52 and 53(3)",
      },
      {
        id: "grace-period-ends",
        months: 126,
        office: "EM",
        kind: "deadline",
        title: "End of the six-month grace period",
        detail:
          "The request and fees are still accepted, with an additional fee for late renewal, until this day.",
        source: "Regulation (EU) 2017/1001 (EUTMR), Article 53(3)",
        caveat:
          "Re-establishment of rights after this period (restitutio in integrum, EUTMR Article 104) is not modelled.",
      },
    ]),
  },
  {
    id: "uk-trademark-filing",
    group: "Trade marks",
    label: "UK trade mark application filed",
    dateMeaning: "the filing date of a UK trade mark application",
    rules: tenYearCycles(
      [
        {
          id: "registration-expires",
          months: 120,
          kind: "deadline",
          title: "Registration expires: renewal due",
          detail:
            "A UK trade mark is registered for ten years from its date of registration, which is its filing date; renew by this day to avoid the additional fee.",
          source: "Trade Marks Act 1994 (UK), Sections 40(3), 42(1) and 43(3)",
          office: "GB",
        },
        {
          id: "late-renewal-ends",
          months: 126,
          kind: "deadline",
          title: "End of late renewal with the additional fee",
          detail:
            "The request and fee are still accepted, with an additional renewal fee, for six months after expiry; then the mark is removed from the register.",
          source: "Trade Marks Act 1994 (UK), Section 43(3) and (5); Trade Marks Rules 2008",
          office: "GB",
          caveat: "Restoration after removal is not modelled.",
        },
      ],
      "chained",
    ),
  },
  {
    id: "jp-trademark-registration",
    group: "Trade marks",
    label: "Japanese trademark registered",
    dateMeaning: "the registration date of a Japanese trademark",
    rules: tenYearCycles([
      {
        id: "renewal-opens",
        months: 114,
        kind: "opens",
        title: "Renewal period opens",
        detail:
          "The application for renewal can be filed in the six months before the term expires.",
        source: "Trademark Act (Japan), Article 20(2)",
        office: "JP",
      },
      {
        id: "registration-expires",
        months: 120,
        kind: "deadline",
        title: "Term expires: renewal due",
        detail:
          "A trademark right runs ten years from the date of registration, renewable for ten more each time.",
        source: "Trademark Act (Japan), Articles 19(1) and 20(2)",
        office: "JP",
      },
      {
        id: "late-renewal-ends",
        months: 126,
        kind: "deadline",
        title: "End of late renewal with the surcharge",
        detail:
          "Renewal is still possible within six months after expiry, with a surcharge on the renewal fee.",
        source: "Trademark Act (Japan), Articles 20(3) and 43",
        office: "JP",
        caveat: "Paying the registration fee in two five-year instalments is not modelled.",
      },
    ]),
  },
  {
    id: "cn-trademark-registration",
    group: "Trade marks",
    label: "Chinese trademark registered",
    dateMeaning: "the date a Chinese trademark registration was approved",
    rules: tenYearCycles(
      [
        {
          id: "renewal-opens",
          months: 108,
          kind: "opens",
          title: "Renewal period opens",
          detail:
            "Renewal formalities can be completed in the twelve months before the term expires.",
          source: "Trademark Law (China), Article 40",
          office: "CN",
        },
        {
          id: "registration-expires",
          months: 120,
          kind: "deadline",
          title: "Term expires: renewal due",
          detail:
            "Ten years from the date the registration was approved, ending the day before its tenth anniversary; each renewal runs ten years from the day after the term before ends.",
          source: "Trademark Law (China), Articles 39 and 40",
          office: "CN",
        },
        {
          id: "grace-period-ends",
          months: 126,
          kind: "deadline",
          title: "End of the six-month grace period",
          detail:
            "Renewal is still possible in the six months after expiry; then the registration is cancelled.",
          source: "Trademark Law (China), Article 40",
          office: "CN",
        },
      ],
      "day-before",
    ),
  },
  {
    id: "us-trademark-office-action",
    group: "Trade marks",
    label: "US trademark Office action issued",
    dateMeaning:
      "the issue date of a USPTO Office action in a trademark application under section 1 or 44",
    rules: [
      {
        id: "response",
        months: 6,
        kind: "deadline",
        title: "Response to the trademark Office action",
        detail:
          "Six months from the issue date for an Office action issued before December 3, 2022, without extension; unanswered, the application is abandoned.",
        source: "15 U.S.C. 1062(b); 37 CFR 2.62(a), as in force before December 3, 2022",
        office: "US",
        closed: "uspto-trademarks",
        appliesTo: (issued) => !usTmThreeMonths(issued),
      },
      {
        id: "response",
        months: 3,
        appliesTo: usTmThreeMonths,
        kind: "deadline",
        title: "Response to the trademark Office action, or a request to extend",
        detail:
          "Three months from the Office action's issue date; by this day a request and fee extend the time by three months.",
        source: "37 CFR 2.62(a)(1)(i) and (a)(2)",
        office: "US",
        closed: "uspto-trademarks",
        caveat:
          "An Office action in a Madrid application under section 66(a) sets six months, without this extension (37 CFR 2.62(a)(1)(ii)); an action that sets other terms governs.",
      },
      {
        id: "response-extended",
        months: 6,
        appliesTo: usTmThreeMonths,
        kind: "deadline",
        title: "Response after the three-month extension: the maximum",
        detail:
          "The extended time ends six months from the issue date; unanswered, the application is abandoned.",
        source: "37 CFR 2.62(a)(2); 15 U.S.C. 1062(b)",
        office: "US",
        closed: "uspto-trademarks",
      },
    ],
  },
  {
    id: "us-trademark-publication",
    group: "Trade marks",
    label: "US trademark published for opposition",
    dateMeaning: "the date a mark was published for opposition in the USPTO's Official Gazette",
    rules: US_OPPOSITION,
  },
  {
    id: "uk-trademark-publication",
    group: "Trade marks",
    label: "UK trade mark application published",
    dateMeaning: "the date a UK trade mark application was published in the Trade Marks Journal",
    rules: [
      {
        id: "opposition",
        months: 2,
        kind: "deadline",
        title: "Notice of opposition (Form TM7), or of threatened opposition (Form TM7A)",
        detail:
          "Two months beginning immediately after the publication date. A notice of threatened opposition filed by this day extends the period to three months for the person who files it.",
        source:
          "Trade Marks Act 1994 (UK), Section 38(2); Trade Marks Rules 2008, Rule 17(2) and (3)",
        office: "GB",
      },
      {
        id: "opposition-extended",
        months: 3,
        kind: "deadline",
        title: "Notice of opposition after a notice of threatened opposition",
        detail:
          "Three months beginning immediately after the publication date, only for a person who filed Form TM7A within the first two.",
        source: "Trade Marks Act 1994 (UK), Section 38(2); Trade Marks Rules 2008, Rule 17",
        office: "GB",
      },
    ],
  },
  {
    id: "in-trademark-advertisement",
    group: "Trade marks",
    label: "Indian trademark application advertised",
    dateMeaning:
      "the date of the Trade Marks Journal that advertised (or re-advertised) an Indian trademark application",
    rules: [
      {
        id: "opposition",
        months: 4,
        kind: "deadline",
        title: "Notice of opposition (Form TM-O)",
        detail:
          "Within four months from the date of the advertisement or re-advertisement of the application; the Act provides for no extension of this period.",
        source:
          "Trade Marks Act, 1999 (India), Section 21(1); Trade Marks Rules, 2017 (India), Rule 43 (what the notice contains)",
        office: "IN",
      },
    ],
  },
  {
    id: "in-trademark-opposition-received",
    group: "Trade marks",
    label: "Indian notice of opposition received by the applicant",
    dateMeaning:
      "the date the applicant received the copy of the notice of opposition to its Indian trademark application",
    rules: [
      {
        id: "counter-statement",
        months: 2,
        kind: "deadline",
        title: "Counter-statement (Form TM-O)",
        detail:
          "Within two months from the receipt of the copy of the notice of opposition; without a counter-statement by then, the application is deemed abandoned. The Act provides for no extension.",
        source: "Trade Marks Act, 1999 (India), Section 21(2)",
        office: "IN",
      },
    ],
  },
  {
    id: "madrid-registration",
    group: "Trade marks",
    label: "International (Madrid) registration dated",
    dateMeaning: "the date of the international registration of a mark under the Madrid Protocol",
    rules: MADRID_RENEWALS,
  },
  {
    id: "madrid-designation-notified",
    group: "Trade marks",
    label: "Madrid designation notified to a designated Office",
    dateMeaning:
      "the date the International Bureau notified the international registration, or a later designation, to the designated Office",
    rules: [
      {
        id: "refusal-12-months",
        months: 12,
        kind: "deadline",
        title: "Last day for a designated Office to notify a provisional refusal: 12 months",
        detail:
          "The time limit for an Office whose Contracting Party has made no declaration. Without a refusal notified to the International Bureau by then, the mark is protected in that territory as if that Office had registered it.",
        source: "Madrid Protocol, Articles 4(1)(a) and 5(2)(a)",
        office: "",
      },
      {
        id: "refusal-18-months",
        months: 18,
        kind: "deadline",
        title:
          "Last day for a designated Office to notify a provisional refusal: 18 months, where declared",
        detail:
          "The time limit for an Office whose Contracting Party declared 18 months, among them the African Intellectual Property Organization (OAPI), Algeria, Armenia, Belarus, Kenya and the Philippines; WIPO's list of declarations under Article 5(2)(b) gives the rest. Where a Party also declared under Article 5(2)(c), a refusal based on an opposition may be notified after the 18 months, on that provision's conditions.",
        source: "Madrid Protocol, Article 5(2)(b) and (c)",
        office: "",
      },
    ],
  },
  {
    id: "madrid-provisional-refusal",
    group: "Trade marks",
    label: "Madrid provisional refusal issued by a designated Office",
    dateMeaning:
      "the date of a designated Office's provisional refusal of protection for an international registration",
    setPeriod: {
      usual: 2,
      usualSource:
        "two months, the period the EUIPO and the UKIPO usually set; the USPTO sets six months for a Madrid designation (37 CFR 2.62(a)(1)(ii)). The refusal states its own time limit",
      choices: [1, 2, 3, 4, 5, 6],
    },
    rules: [
      examinationReply(2, {
        title: "Response to the provisional refusal, filed with the designated Office",
        detail:
          "Within the time limit the refusal states. The response (a request for review, an appeal, or a reply to an opposition) goes to the designated Office, usually through a local representative, not to WIPO.",
        source:
          "Madrid Protocol, Article 5(1) and (3); Common Regulations under the Madrid Protocol, Rule 17(2)",
        office: "",
        caveat:
          "Each Office's own rules on how the period is counted, and its extensions, are not modelled.",
      }),
    ],
  },
  {
    id: "in-trademark-examination-report",
    group: "Trade marks",
    label: "Indian trade mark examination report received",
    dateMeaning:
      "the date the applicant received the Registrar's examination report on an Indian trademark application",
    rules: [
      {
        id: "examination-reply",
        months: 1,
        kind: "deadline",
        title: "Reply to the examination report",
        detail:
          "Within one month from the receipt of the examination report; without a reply, the Registrar may treat the application as abandoned.",
        source: "Trade Marks Rules, 2017 (India), Rule 33(4)",
        office: "IN",
        caveat:
          "An extension of the period, and the hearing after an unsatisfactory reply, are not modelled.",
      },
    ],
  },
  {
    id: "us-trademark-notice-of-allowance",
    group: "Trade marks",
    label: "US trademark Notice of Allowance issued",
    dateMeaning: "the issue date of a USPTO Notice of Allowance for an intent-to-use application",
    rules: US_STATEMENT_OF_USE,
  },
  {
    id: "eu-trademark-examination",
    group: "Trade marks",
    label: "EUIPO objection to an EU trade mark application issued",
    dateMeaning:
      "the date of the EUIPO's communication raising a deficiency or an objection on absolute grounds",
    setPeriod: {
      usual: 2,
      usualSource:
        "two months, the period the EUIPO sets for a reply to a deficiency or objection, with a first extension of two months normally granted on request",
      choices: [1, 2, 3, 4, 5, 6],
    },
    rules: [
      examinationReply(2, {
        title: "Reply to the EUIPO's objection: observations or amendments",
        detail:
          "Within the period the communication sets; unanswered, the application may be refused in whole or in part.",
        source: "Regulation (EU) 2017/1001 (EUTMR), Articles 41 and 42(2)",
        office: "EM",
        caveat:
          "An extension requested before the period ends, and continuation of proceedings (EUTMR Article 105), are not modelled.",
      }),
    ],
  },
  {
    id: "uk-trademark-examination",
    group: "Trade marks",
    label: "UKIPO examination report on a UK trade mark application issued",
    dateMeaning: "the date of the UKIPO's examination report raising objections to an application",
    setPeriod: {
      usual: 2,
      usualSource: "two months, the period the UKIPO's examination report usually sets",
      choices: [1, 2, 3, 4, 5, 6],
    },
    rules: [
      examinationReply(2, {
        title: "Representations or amendments in reply to the examination report",
        detail:
          "Within the period the registrar specifies in the report; unanswered, the application may be refused.",
        source: "Trade Marks Act 1994 (UK), Section 37(3) and (4)",
        office: "GB",
        caveat: "Extensions of the period the registrar sets are not modelled.",
      }),
    ],
  },
  {
    id: "eu-trademark-publication",
    group: "Trade marks",
    label: "EU trade mark application published",
    dateMeaning:
      "the date an EU trade mark application was published in the EU Trade Marks Bulletin",
    rules: [
      {
        id: "opposition",
        months: 3,
        kind: "deadline",
        title: "Notice of opposition, with the fee",
        detail:
          "Within three months following the publication of the EU trade mark application; the opposition fee must be paid within the same period.",
        source: "Regulation (EU) 2017/1001 (EUTMR), Article 46(1) and (3)",
        office: "EM",
      },
    ],
  },
]);
