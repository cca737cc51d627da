/** The words of /ip-deadline-calculator around its results (rule texts live in lib/deadlines). */
export const calculator = {
  tagline:
    "Pick an event and its date to see the deadlines that follow, each with the rule behind it.",
  formHeading: "Calculate deadlines",
  eventLabel: "Event",
  eventPlaceholder: "Choose an event",
  dateLabel: "Date",
  dateHint: "The filing, grant or registration date the deadlines run from.",
  submit: "Show deadlines",
  startHeading: "What the calculator covers",
  start: [
    "Patent priority and PCT deadlines from a first filing: Paris Convention priority, the PCT application, the Chapter II demand, national and regional phase entry, and India's request for examination.",
    "US utility patent maintenance fees from the grant date, with their payment windows and surcharge periods.",
    "Trademark upkeep: US Section 8 and Section 9 filings, Indian renewal, surcharge and restoration, and EU trade mark renewal.",
  ],
  howHeading: "How the dates are worked out",
  how: [
    "A period of months ends on the same day of the month as the event, or on the last day of the month when that month has no such day (PCT Rule 80.2). A first filing on January 31, 2024 gives July 31, 2024 at six months, January 31, 2025 at twelve, July 31, 2026 at thirty and August 31, 2026 at thirty-one.",
    "A deadline that falls on a Saturday or Sunday is flagged: offices generally extend it to their next working day (for example PCT Rule 80.5 and 35 U.S.C. 21(b)). Public holidays and office closures are not computed; check the office's calendar for those.",
  ],
  resultsHeading: "Deadlines",
  addAll: "Add all to calendar",
  addOne: "Add to calendar",
  weekend: "Falls on a weekend",
  notesHeading: "Not listed for this date",
  disclaimerHeading: "A planning aid, not legal advice",
  disclaimer:
    "These dates follow the general rules quoted beside them. Extensions, fee reductions, restoration, office holidays and the facts of a particular case can change a deadline, so confirm each one against the office's own rules or with your attorney before relying on it.",
  service:
    "Keeping a docket is more than adding months. [Our remote docketing team](/remote-patent-docketing) enters and double-checks deadlines like these in your own docketing system, and [trademark docketing](/trademark-docketing) does the same for marks. To talk about your portfolio, [send us an enquiry](/contact-us).",
} as const;
