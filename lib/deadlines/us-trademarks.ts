import { addDays, addMonths, compareDates, type CalendarDate } from "@/lib/deadlines/dates";
import { type Rule } from "@/lib/deadlines/engine";

/** The US trade mark rules (Lanham Act; 37 CFR Part 2) the trade mark events use. */

export const usRenewal = (anniversary: number): Rule[] => [
  {
    id: `sections-8-9-year-${anniversary}-opens`,
    office: "US",
    months: (anniversary - 1) * 12,
    kind: "opens",
    title: `Sections 8 and 9 (${anniversary}-year renewal): filing window opens`,
    detail: `The combined declaration of use and application for renewal can be filed in the year before the ${anniversary}th anniversary of registration.`,
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
  {
    id: `sections-8-9-year-${anniversary}-due`,
    office: "US",
    closed: "uspto-trademarks",
    months: anniversary * 12,
    kind: "deadline",
    title: `Sections 8 and 9 (${anniversary}-year renewal) due`,
    detail: `The last day to file the combined declaration and renewal without the grace-period surcharge: the ${anniversary}th anniversary of registration.`,
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
  {
    id: `sections-8-9-year-${anniversary}-grace`,
    office: "US",
    closed: "uspto-trademarks",
    at: (start) => addMonths(addMonths(start, anniversary * 12), 6),
    period: `${anniversary * 12 + 6} months`,
    kind: "deadline",
    title: `Sections 8 and 9 (${anniversary}-year renewal): end of the six-month grace period`,
    detail:
      "The filing is still accepted with a surcharge until this day; then the registration is cancelled.",
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
];

/** 15 U.S.C. 1051(d); 37 CFR 2.88 and 2.89: six months, then five extensions of six months. */
export const US_STATEMENT_OF_USE: Rule[] = [6, 12, 18, 24, 30, 36].map((months): Rule => ({
  id: `statement-of-use-${months}`,
  months,
  kind: "deadline",
  title:
    months === 6
      ? "Statement of use, or the first extension request"
      : months === 36
        ? "Statement of use: the last day, 36 months after the Notice of Allowance"
        : `Statement of use, or extension request ${months / 6}, after ${months / 6 - 1} granted`,
  detail:
    months === 6
      ? "Within six months of the Notice of Allowance's issue date; the first six-month extension needs no showing of good cause."
      : months === 36
        ? "No extension reaches beyond 36 months from the Notice of Allowance; without a statement of use by then, the application is abandoned."
        : "Where the earlier extensions were granted: the statement of use, or a further six-month extension request with a showing of good cause, by this day.",
  source:
    months === 6
      ? "15 U.S.C. 1051(d)(1) and (2); 37 CFR 2.88(a); 37 CFR 2.89(a)"
      : "15 U.S.C. 1051(d)(2); 37 CFR 2.89(b) and (c)",
  office: "US",
  closed: "uspto-trademarks",
}));

/**
 * 15 U.S.C. 1063(a); 37 CFR 2.102(c): thirty days from publication, then extensions in the
 * increments the rule allows, counted in days, never beyond 180.
 */
export const US_OPPOSITION: Rule[] = [
  {
    days: 30,
    title: "Notice of opposition, or a first request to extend the time",
    detail:
      "Thirty days from publication. By this day a first extension of 30 days is granted on request, or of 90 days for good cause shown.",
    source: "15 U.S.C. 1063(a); 37 CFR 2.101 and 2.102(c)(1)",
  },
  {
    days: 60,
    title: "Opposition after a first 30-day extension, or a request for 60 more days",
    detail:
      "Where the first 30-day extension was granted: the notice of opposition, or a request for a further 60 days for good cause shown.",
    source: "37 CFR 2.102(c)(1)(i) and (c)(2)",
  },
  {
    days: 120,
    title: "Opposition after extensions totalling 90 days, or the final request",
    detail:
      "Where 90 days of extensions were granted (30 and 60, or 90 at once): the notice of opposition, or one final request for 60 days with the applicant's consent or extraordinary circumstances.",
    source: "37 CFR 2.102(c)(2) and (c)(3)",
  },
  {
    days: 180,
    title: "Opposition after the final extension: 180 days, the maximum",
    detail: "The time to oppose is never extended beyond 180 days from publication.",
    source: "37 CFR 2.102(c)",
  },
].map(({ days, ...rest }): Rule => ({
  id: `opposition-${days}-days`,
  at: (published) => addDays(published, days),
  period: `${days} days`,
  kind: "deadline",
  office: "US",
  closed: "uspto-trademarks",
  ...rest,
}));

/**
 * The Trademark Modernization Act's rules (87 FR 431) set three months, extendable by three,
 * for Office actions in applications issued from December 3, 2022; earlier actions set six.
 */
const US_TM_THREE_MONTHS: CalendarDate = { year: 2022, month: 12, day: 3 };
export const usTmThreeMonths = (issued: CalendarDate) =>
  compareDates(issued, US_TM_THREE_MONTHS) >= 0;
