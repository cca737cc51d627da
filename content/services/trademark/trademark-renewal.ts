import type { ServicePage } from "@/content/types";

export const trademarkRenewal = {
  slug: "trademark-renewal",
  title: "Trademark Renewal",
  group: "trademark",
  filedBy: "trademark-practitioner",
  description:
    "Trademark maintenance tracked and prepared: USPTO Section 8, 9 and 71 filings, Indian TM-R renewals, EUIPO and Madrid renewals, well before grace periods end.",
  tagline: "Keep every registration in force, on time",
  body: [
    { type: "heading", text: "Why registrations lapse" },
    {
      type: "paragraph",
      text: "A trademark registration lasts only as long as its owner maintains it. Offices send few reminders, addresses change, and a filing missed by a day can cost a registration that took years to build. Renewal support keeps each mark in force and its record accurate. It is also the natural moment to trim marks that are no longer worth the fees.",
    },
    {
      type: "paragraph",
      text: "In the United States, registrations must be maintained with declarations of use as well as renewals, and a registration that is not maintained is canceled or expires. In India, a registration lasts ten years from the filing date and can be renewed for ten years at a time, indefinitely (Trade Marks Act, 1999, Section 25).",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us and directs the renewals; they decide which marks to keep, and sign and file each renewal and declaration.",
    },
    { type: "heading", text: "The rules by jurisdiction" },
    {
      type: "table",
      caption: "Maintenance and renewal deadlines",
      head: ["Jurisdiction", "What is filed", "When", "Grace period"],
      rows: [
        [
          "United States (USPTO)",
          "Section 8 declaration of use (or excusable non-use)",
          "Between the 5th and 6th anniversaries of registration",
          "Six months, with a surcharge",
        ],
        [
          "United States (USPTO)",
          "Combined Section 8 declaration and Section 9 renewal",
          "In the year before every 10-year anniversary of registration",
          "Six months, with a surcharge",
        ],
        [
          "India",
          "Renewal on Form TM-R for a further 10 years",
          "In the year before the registration expires",
          "Six months after expiry, with a surcharge; after that, restoration may be requested within one year of expiry",
        ],
        [
          "European Union (EUIPO)",
          "Renewal for a further 10 years",
          "In the six months before expiry",
          "Six months after expiry, with a surcharge",
        ],
        [
          "Madrid (WIPO)",
          "Renewal of the international registration for 10 years",
          "Before the 10-year term ends",
          "Six months, with a surcharge",
        ],
      ],
    },
    { type: "subheading", text: "Points that catch owners out" },
    {
      type: "list",
      items: [
        "A US Section 8 declaration may cover only goods and services on which the mark is in use; the rest must be deleted, and the USPTO audits some registrations by asking for further proof of use.",
        "A US registration that came from a Madrid designation is maintained with a Section 71 declaration at the USPTO, while the international registration itself is renewed through WIPO.",
        "A Section 15 declaration of incontestability can often be filed together with the Section 8 declaration, but only once the mark has been in continuous use for five consecutive years after registration, with no final decision adverse to the owner's claim and no proceeding about those rights pending in the USPTO or a court.",
        "In India, an unrecorded assignment or an outdated proprietor name slows the renewal, so recordals should be cleared first.",
      ],
    },
    { type: "heading", text: "Our process" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Build the calendar",
          text: "We load every registration with its maintenance dates, calculated from the official registration or filing date and checked against the register.",
        },
        {
          title: "Remind early",
          text: "You receive reminders well before each window opens, listing what we need from you: confirmation of use, specimens, and any change of owner or address.",
        },
        {
          title: "Prepare the filing",
          text: "We draft the declaration or renewal request, check each specimen against the registered goods and services, and flag items that must be deleted.",
        },
        {
          title: "File and confirm",
          text: "US maintenance filings are prepared under the supervision of your US attorney, who reviews, signs and files them, since a non-attorney may not prepare them for others (37 CFR 11.5(b)(2) and 11.14; TMEP 608.01); elsewhere, your trademark agent or attorney files them. After filing we track acceptance and update the docket with the next due date.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "paragraph",
      text: "A renewal schedule for every registration in the portfolio, reminder notices, filing-ready documents, filing receipts and acceptance notices, and an updated record of the next deadline. Maintenance dates feed our [trademark docketing](/trademark-docketing) service when you use both, and a [portfolio analysis](/trademark-portfolio-analysis) helps decide which marks to renew at all.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Every due date is computed from the official record and checked by a second person before it enters the calendar.",
    },
    {
      type: "paragraph",
      text: "We look at use before the declaration goes to your attorney, so it does not claim goods or services on which, from the use evidence you give us, the mark is no longer used.",
    },
  ],
} satisfies ServicePage;
