import {
  addDays,
  addMonths,
  compareDates,
  endOfMonth,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import { ordinal, defineEvents, type Rule } from "@/lib/deadlines/engine";

/** European patents (EPC): renewals, search, Euro-PCT entry, grant and after. */

/** EPC Rule 51(1): due on the last day of the month of the filing date's anniversary. */
const epRenewalDue = (start: CalendarDate, year: number) =>
  endOfMonth(addMonths(start, (year - 1) * 12));

const EP_RENEWALS: Rule[] = Array.from({ length: 18 }, (_, i) => i + 3).flatMap((year) => [
  {
    id: `renewal-${year}-due`,
    at: (start: CalendarDate) => epRenewalDue(start, year),
    period: `Year ${year}`,
    kind: "deadline" as const,
    title: `Renewal fee for the ${ordinal(year)} year due`,
    detail: `Due on the last day of the month of the filing date's ${ordinal(year - 1)} anniversary; it may be paid no earlier than ${year === 3 ? "six" : "three"} months before.`,
    source: "EPC Article 86(1); EPC Rule 51(1)",
    office: "EP",
    closed: "epo" as const,
    caveat:
      year === 3
        ? "For a Euro-PCT application whose third-year fee falls due within the 31-month limit, it is payable until that limit expires (EPC Rule 159(1)(g)). After the mention of grant, renewal fees are paid to the national offices (EPC Article 86(2))."
        : "After the mention of grant, renewal fees are paid to the national offices (EPC Article 86(2)).",
  },
  {
    id: `renewal-${year}-grace`,
    at: (start: CalendarDate) => endOfMonth(addMonths(epRenewalDue(start, year), 6)),
    period: `Year ${year} + 6 months`,
    kind: "deadline" as const,
    title: `Renewal fee for the ${ordinal(year)} year: end of the six-month grace period`,
    detail:
      "Still payable with the additional fee (50% of the renewal fee) until the last day of the sixth month after the due date; unpaid, the application is deemed withdrawn.",
    source: "EPC Rule 51(2); EPO Guidelines A-X, 5.2.4",
    office: "EP",
    closed: "epo" as const,
  },
]);

/**
 * Before November 1, 2023 an EPO communication was deemed notified ten days after the date it
 * bears (EPC Rules 126(2) and 127(2) as then in force); from that day, on the date it bears.
 * A communication dated earlier keeps the ten days, whenever its period ends.
 */
const EP_TEN_DAY_RULE_ENDS: CalendarDate = { year: 2023, month: 11, day: 1 };
const tenDayRule = (dated: CalendarDate) => compareDates(dated, EP_TEN_DAY_RULE_ENDS) < 0;
const epNotified = (dated: CalendarDate) => (tenDayRule(dated) ? addDays(dated, 10) : dated);
const TEN_DAY_SOURCE = "EPC Rules 126(2) and 127(2) as in force until October 31, 2023";

/** A period of `months` from an EPO communication, under the notification rule of its day. */
const fromEpCommunication = (months: number) => ({
  at: (dated: CalendarDate) => addMonths(epNotified(dated), months),
  period: `${months} months`,
  from: (dated: CalendarDate) =>
    tenDayRule(dated)
      ? {
          meaning: "the deemed notification, ten days after the date the communication bears",
          date: epNotified(dated),
        }
      : undefined,
});

/** EPC Rule 132(2): two to four months, in exceptional cases up to six. */
const EP_94_3_USUAL = 4;

/** Further processing is the remedy for most missed EPO periods (Article 121; Rule 135). */
const FURTHER_PROCESSING_CAVEAT =
  "Missed, the application is deemed withdrawn (Article 94(4)); further processing (Article 121; Rule 135) is the remedy: choose the loss-of-rights communication as the event for its date.";

export const EP_EVENTS = defineEvents([
  {
    id: "ep-application",
    group: "European patents",
    label: "European patent application filed",
    dateMeaning: "the date of filing of a European patent application",
    rules: EP_RENEWALS,
  },
  {
    id: "ep-search-report",
    group: "European patents",
    label: "EP search report publication mentioned",
    dateMeaning:
      "the date the European Patent Bulletin mentioned the publication of the European search report",
    rules: [
      {
        id: "examination-designation",
        months: 6,
        kind: "deadline",
        title: "Request for examination, designation fee, and reply to the search opinion",
        detail:
          "Within six months of the date the European Patent Bulletin mentions the publication of the search report: the examination fee (the written request is in the grant request form), the designation fee, and, unless examination was requested earlier, the reply to the extended European search report.",
        source: "EPC Article 94(1) and (2); EPC Rules 39(1), 70(1) and 70a(1)",
        office: "EP",
        closed: "epo",
        caveat:
          "For a Euro-PCT application, the request is due at 31 months at the earliest (EPC Article 150(2); Rule 159(1)(f)); where examination was requested before the search report was sent, the Rule 70(2) invitation sets the period. Further processing (EPC Article 121) is not modelled.",
      },
    ],
  },
  {
    id: "euro-pct-entry",
    group: "European patents",
    label: "Euro-PCT: priority date (European phase entry)",
    dateMeaning:
      "the earliest priority date claimed in an international application designating the EPO, or its international filing date where no priority is claimed",
    rules: [
      {
        id: "european-phase-entry",
        months: 31,
        kind: "deadline",
        title: "Entry into the European phase: the Rule 159(1) acts and claims fees",
        detail:
          "Within 31 months of the priority date: any translation the EPO needs, the application documents to proceed on, the filing fee, the search fee where a supplementary European search is drawn up, any claims fees, and the designation fee, the request for examination and the third-year renewal fee where their own periods ended earlier. The EPO then sends the communication under Rules 161 and 162, which sets its own six-month period.",
        source: "EPC Article 153; EPC Rules 159(1) and 162(1)",
        office: "EP",
        closed: "epo",
        caveat:
          "Further processing after a missed act (EPC Article 121; Rule 135) is not modelled. Choose the Rule 161/162 communication as the event for the reply it asks for.",
      },
    ],
  },
  {
    id: "ep-rule-161",
    group: "European patents",
    label: "Euro-PCT: Rule 161/162 communication notified",
    dateMeaning:
      "the date of the EPO's communication under Rules 161 and 162 EPC, the date it bears",
    rules: [
      {
        id: "rule-161",
        ...fromEpCommunication(6),
        kind: "deadline",
        title: "Reply to the written opinion or preliminary examination report, and claims fees",
        detail:
          "Within six months of the communication under Rules 161 and 162, a period that cannot be extended: amendments and comments in reply to the EPO's written opinion (where one is required), and any claims fees not paid at entry.",
        source: (dated) =>
          tenDayRule(dated)
            ? `EPC Rule 161(1) and (2); EPC Rule 162(2); ${TEN_DAY_SOURCE}`
            : "EPC Rule 161(1) and (2); EPC Rule 162(2)",
        office: "EP",
        closed: "epo",
        caveat:
          "Further processing after a missed time limit (EPC Article 121; Rule 135) is not modelled.",
      },
    ],
  },
  {
    id: "ep-article-94-3",
    group: "European patents",
    label: "EP examination communication (Article 94(3)) notified",
    dateMeaning:
      "the date of the EPO examining division's communication under Article 94(3) EPC, the date it bears",
    setPeriod: {
      usual: EP_94_3_USUAL,
      usualSource:
        "four months for a communication on substantive matters, two for minor or formal ones (EPO Guidelines E-VIII, 1.2)",
      choices: [2, 3, 4, 5, 6],
    },
    rules: [
      {
        id: "article-94-3-reply",
        at: (dated, { period }) => addMonths(epNotified(dated), period ?? EP_94_3_USUAL),
        period: (_dated, { period }) => `${period ?? EP_94_3_USUAL} months`,
        from: (dated) =>
          tenDayRule(dated)
            ? {
                meaning: "the deemed notification, ten days after the date the communication bears",
                date: epNotified(dated),
              }
            : undefined,
        kind: "deadline",
        title: "Reply to the examining division's communication",
        detail:
          "Observations and any amendments within the period the communication sets, counted from its notification; the EPO may extend it on a request filed before it ends.",
        source: (dated) =>
          tenDayRule(dated)
            ? `EPC Article 94(3) and (4); EPC Rules 71(1) and 132(2); ${TEN_DAY_SOURCE}`
            : "EPC Article 94(3) and (4); EPC Rules 71(1) and 132(2)",
        office: "EP",
        closed: "epo",
        caveat: FURTHER_PROCESSING_CAVEAT,
      },
    ],
  },
  {
    id: "ep-intention-to-grant",
    group: "European patents",
    label: "EP intention to grant (Rule 71(3)) notified",
    dateMeaning: "the date of the EPO's communication under Rule 71(3) EPC, the date it bears",
    rules: [
      {
        id: "rule-71-3",
        ...fromEpCommunication(4),
        kind: "deadline",
        title: "Fee for grant and publishing, any claims fees, and the claims' translations",
        detail:
          "Within four months of the communication under Rule 71(3), a period that cannot be extended; paying and filing approves the text intended for grant.",
        source: (dated) =>
          tenDayRule(dated)
            ? `EPC Rule 71(3) to (5) and (7); ${TEN_DAY_SOURCE}`
            : "EPC Rule 71(3) to (5) and (7)",
        office: "EP",
        closed: "epo",
        caveat:
          "Further processing after a missed time limit (EPC Article 121; Rule 135) is not modelled.",
      },
    ],
  },
  {
    id: "ep-grant",
    group: "European patents",
    label: "European patent granted (mention published)",
    dateMeaning:
      "the date the mention of the grant of the European patent was published in the European Patent Bulletin",
    rules: [
      {
        id: "unitary-effect",
        months: 1,
        kind: "deadline",
        title: "Request for unitary effect",
        detail:
          "No later than one month after the mention of the grant is published; the period cannot be extended. Validations in states outside the Unitary Patent follow each state's own time limit.",
        source:
          "Regulation (EU) No 1257/2012, Article 9(1)(g); Rules relating to Unitary Patent Protection, Rule 6(1)",
        office: "EP",
        caveat:
          "Re-establishment of rights for this period (Rule 22 of the Rules relating to Unitary Patent Protection) is not modelled.",
      },
      {
        id: "validation-translations",
        months: 3,
        kind: "deadline",
        title: "Translations for validation, in the states that require one",
        detail:
          "Where a contracting state requires a translation of the patent, the period ends three months after the mention of the grant, unless that state prescribes a longer one. States party to the London Agreement that share an official language with the EPO require none; other parties may require the claims in their language, or the patent in the language they prescribe.",
        source: "EPC Article 65(1); London Agreement, Article 1",
        office: "",
        caveat:
          "Each state's own period, fees and local requirements are not modelled (see the EPO's National law relating to the EPC, Table IV); a patent with unitary effect needs no validation in the participating states.",
      },
      {
        id: "opposition",
        months: 9,
        kind: "deadline",
        title: "End of the opposition period",
        detail:
          "Anyone may file notice of opposition, with the fee, within nine months of the publication of the mention of the grant.",
        source: "EPC Article 99(1)",
        office: "EP",
        closed: "epo",
      },
    ],
  },
  {
    id: "ep-loss-of-rights",
    group: "European patents",
    label: "EP loss-of-rights communication (Rule 112(1)) notified",
    dateMeaning:
      "the date of the EPO's communication noting a missed time limit or a loss of rights (Rule 112(1) EPC), the date it bears",
    rules: [
      {
        id: "further-processing",
        ...fromEpCommunication(2),
        kind: "deadline",
        title: "Further processing: the request (fee paid) and the omitted act",
        detail:
          "Within two months of the communication concerning the failure to observe a time limit or the loss of rights: pay the further processing fee and complete the omitted act.",
        source: (dated) =>
          tenDayRule(dated)
            ? `EPC Article 121(1) and (2); EPC Rule 135(1); ${TEN_DAY_SOURCE}`
            : "EPC Article 121(1) and (2); EPC Rule 135(1)",
        office: "EP",
        closed: "epo",
        caveat:
          "Further processing is ruled out for the periods Article 121(4) and Rule 135(2) list, the period for requesting it among them; re-establishment of rights (Article 122; Rule 136) is not modelled.",
      },
    ],
  },
  {
    id: "ep-decision",
    group: "European patents",
    label: "EPO decision open to appeal notified",
    dateMeaning:
      "the date of an EPO decision open to appeal (a refusal, or an opposition division's decision), the date it bears",
    rules: [
      {
        id: "notice-of-appeal",
        ...fromEpCommunication(2),
        kind: "deadline",
        title: "Notice of appeal, with the appeal fee",
        detail:
          "Within two months of notification of the decision; the appeal is filed only once the fee is paid.",
        source: (dated) =>
          tenDayRule(dated)
            ? `EPC Article 108, first and second sentences; ${TEN_DAY_SOURCE}`
            : "EPC Article 108, first and second sentences",
        office: "EP",
        closed: "epo",
        caveat:
          "The appeal periods cannot be extended, and Article 121(4) rules out further processing for them; re-establishment of rights (Article 122) is not modelled.",
      },
      {
        id: "grounds-of-appeal",
        ...fromEpCommunication(4),
        kind: "deadline",
        title: "Statement of grounds of appeal",
        detail: "Within four months of notification of the decision.",
        source: (dated) =>
          tenDayRule(dated)
            ? `EPC Article 108, third sentence; ${TEN_DAY_SOURCE}`
            : "EPC Article 108, third sentence",
        office: "EP",
        closed: "epo",
      },
    ],
  },
]);
