/** The words of /ip-deadline-calculator around its results (rule texts live in lib/deadlines). */
export const calculator = {
  tagline:
    "Pick an event and its date to see the deadlines that follow, each with the rule behind it.",
  formHeading: "Calculate deadlines",
  eventLabel: "Event",
  eventPlaceholder: "Choose an event",
  dateLabel: "Date",
  dateHint: "The filing, grant or registration date the deadlines run from.",
  priorityLabel: "Priority date (optional)",
  priorityHint:
    "Only for an Indian or US patent application, a PCT application or search report, or an EU design with deferred publication: the earliest priority date claimed (for the Indian request for examination, the US priority claim and certified copy, the PCT Rule 26bis priority claim, the Article 19 amendments and Chapter II demand, and the end of the design's deferment).",
  periodLabel: "Period set (optional)",
  periodHint:
    'Only for an EPO Article 94(3) communication, an EUIPO or UKIPO examination report, or a Madrid provisional refusal: the months it sets. "Usual" takes the office\'s usual period.',
  periodUsual: "Usual",
  submit: "Show deadlines",
  startHeading: "What the calculator covers",
  start: [
    "Patent priority and PCT deadlines from a first filing: Paris Convention priority, the PCT application, the Chapter II demand, national and regional phase entry office by office, and India's request for examination; the correction or addition of a priority claim after an international filing (Rule 26bis); and Article 19 amendments and the Chapter II demand after the international search report.",
    "Patent upkeep: US maintenance fees and the patent term adjustment request, European patent renewal fees with their grace periods, Indian renewal fees and statements of working.",
    "Prosecution: the US priority and benefit claims and certified copy after filing, the information disclosure statement windows from filing or national stage entry to the issue fee, the reply to a US restriction requirement (one month before December 18, 2013, two from then) and to a non-final or final Office action, the appeal brief, the reply brief and appeal forwarding fee, the Federal Circuit appeal after a Board decision, the issue fee after a US Notice of Allowance, the EPO's examination request and designation fees after the search report, the reply to an Article 94(3) communication in the period it sets, the Euro-PCT Rule 161/162 reply, the EPO's intention to grant (Rule 71(3)), further processing, an appeal against an EPO decision, the request for unitary effect and the opposition period after a European grant, an Indian provisional application's complete specification and Form 3, and Form 3 and the reply to an Indian first examination report. EPO communications dated before November 1, 2023 keep the ten-day rule.",
    "Designs and trademarks: US design patent term, EU and Indian design renewals, the end of an EU design's deferred publication, trademark renewals at the USPTO, EUIPO, UKIPO, JPO, CNIPA and in India for three ten-year terms, the opposition periods after a US, EU, UK or Indian trade mark application is published, the Indian counter-statement, the reply to an Indian examination report, the reply to an EUIPO objection or a UKIPO examination report in the period it sets, the response to a US trademark Office action, the statement of use after a US trademark Notice of Allowance, and the renewals of an international (Madrid) registration, the designated Offices' time to notify a provisional refusal and the response to one in the period it sets.",
  ],
  notCoveredHeading: "What it does not cover",
  notCovered: [
    "US terminal events, continuation and divisional timing, interferences and post-grant trials; patent term adjustment requests for patents granted before January 14, 2013.",
    "Oppositions' later stages; extensions of an examination report's period; which Madrid Offices declared 18 months beyond those named (WIPO's list of declarations gives them).",
    "Re-establishment, revival, restoration and reinstatement after a missed date; fee amounts; office holidays other than those named in the notes.",
  ],
  howHeading: "How the dates are worked out",
  how: [
    "A period of months ends on the same day of the month as the event, or on the last day of the month when that month has no such day (PCT Rule 80.2). A first filing on January 31, 2024 gives July 31, 2024 at six months, January 31, 2025 at twelve, July 31, 2026 at thirty and August 31, 2026 at thirty-one.",
    "Each date is the period's own last day, the date to docket. Where that day is one the office is closed and its law extends the period, the later day is shown beside it with the rule: at the USPTO a Saturday, Sunday or federal holiday (35 U.S.C. 21(b); 37 CFR 1.7(a) and 2.196), with the federal holidays worked out by their rule (5 U.S.C. 6103, Juneteenth and the observed Friday or Monday included) and the Office's whole-day closings (MPEP 510; January 9, 2025); at the EPO a Saturday or Sunday and its announced Christmas closures (EPC Rule 134(1)); at WIPO's International Bureau a Saturday or Sunday (PCT Rule 80.5). A date that covers several offices (the Paris Convention year, the PCT demand, the 30- and 31-month offices) is never moved, as offices close on different days; under Paris Convention Article 4C(3) and PCT Rule 80.5 each office extends it to its next open day, and the docket's own rows for the USPTO and the EPO (chosen in the offices filter) give that day. Other offices' holidays and closures are not computed, nor the EPO's and WIPO's beyond those named: weekends only, so check the office's calendar for those.",
    "For an Indian patent application, the request for examination is due 31 months from the priority date or the filing date, whichever is earlier (Rule 24B(1)(i)): give the priority date of a convention or PCT national phase application, or the date counts from the filing date and says so. Applications filed before March 15, 2024 keep the former 48 months (Rule 24B(1)(vi)).",
    "A date whose last day to act is before today is marked as passed, and what is still ahead comes first. The CSV download marks it by your own date where the page can send it (with JavaScript on), and by the server's otherwise.",
  ],
  resultsHeading: "Deadlines",
  addAll: "Add all to calendar",
  addOne: "Add to calendar",
  weekend: "Falls on a weekend",
  weekendShort: "a weekend day",
  weekendUnmoved:
    "The calculator quotes no rule of this office for a deadline on a closed day: check whether it extends to the next working day.",
  extended: "Extended to the next working day",
  extendedTo: "Extended to",
  holidaysNotComputed:
    "Weekends only: check the office for its public holidays and other closing days.",
  caveatLabel: "Not modelled:",
  passedBadge: "Passed",
  aheadHeading: "Still ahead",
  passedHeading: "Already passed",
  nothingAhead: "Every date below has passed.",
  downloadCsv: "Download the docket (CSV)",
  docketHeading: "Docket",
  docketHint:
    "Select the table to copy it into a spreadsheet or docketing system, or download it as CSV. Printing this page prints the docket alone.",
  pctHeading: "National and regional phase by office",
  pctIntro:
    "Each office's limits in months from the priority date. The rows for the offices AE to KZ were read in WIPO's table, and the rows from LA on in the summary of each office's national chapter of WIPO's PCT Applicant's Guide, whose version each row's basis names. States whose national route is closed are reached through their regional office (EP, EA, AP or OA) and are not listed; nor are Saint Lucia, Libya, Mauritius, Rwanda and Sao Tome and Principe, whose chapters give no national phase details yet: check WIPO's table for them. Where an office accepts entry later on a condition, that limit is shown separately and marked; a 20-month office needs a demand by 19 months to keep its Chapter II limit.",
  pctFilterLabel: "Offices",
  pctFilterHint: "Two-letter codes, for example US EP JP CN. Leave empty for every office.",
  pctFilterSubmit: "Show these offices",
  pctShowAll: "Show every office",
  pctUnknown: "Not in this table:",
  pctUnchecked: "Not yet checked against WIPO's table",
  notesHeading: "Not listed for this date",
  disclaimerHeading: "A planning aid, not legal advice",
  disclaimer:
    "These dates follow the general rules quoted beside them. Extensions, fee reductions, restoration, office holidays and the facts of a particular case can change a deadline, so confirm each one against the office's own rules or with your attorney before relying on it.",
  service:
    "Keeping a docket is more than adding months. [Our remote docketing team](/remote-patent-docketing) enters and double-checks deadlines like these in your own docketing system, and [trademark docketing](/trademark-docketing) does the same for marks. To talk about your portfolio, [send us an enquiry](/contact-us).",
} as const;
