import type { ServicePage } from "@/content/types";

export const designRegistration = {
  slug: "design-registration",
  title: "Design Registration",
  group: "copyright-design",
  filedBy: "design-practitioner",
  description:
    "Design protection in India, as US design patents, as registered EU designs and via WIPO's Hague system, with compliant views and filings timed to disclosure.",
  tagline: "Protect how your product looks, market by market",
  body: [
    { type: "heading", text: "What design registration protects" },
    {
      type: "paragraph",
      text: "A registered design protects the appearance of a product: its shape, configuration, pattern, ornament, or composition of lines and colors, not the way it works. It suits consumer products, packaging, furniture, devices and, in a growing number of systems, screen designs such as graphical user interfaces. Because designs are visible, they are copied quickly, and registration gives the owner a defined exclusive right with a certain start date.",
    },
    {
      type: "paragraph",
      text: "Timing matters more than anything else. Showing the design in public before filing can destroy its novelty, and each system treats early disclosure differently.",
    },
    {
      type: "paragraph",
      text: "Your patent agent, attorney or other representative engages us and directs the application; they decide the views and the territories, and sign and file each application.",
    },
    { type: "heading", text: "Protection by jurisdiction" },
    {
      type: "table",
      caption: "Design protection at a glance",
      head: ["System", "Office and right", "Term", "Disclosure before filing"],
      rows: [
        [
          "India (Designs Act, 2000)",
          "Controller of Designs at the Indian Patent Office; registered design",
          "10 years from the registration date (the filing date, or the priority date where claimed), extendable once by 5 years (Section 11)",
          "The design must be new or original and not published anywhere before filing; the exception for notified exhibitions is narrow",
        ],
        [
          "United States",
          "USPTO; design patent",
          "15 years from grant for applications filed on or after May 13, 2015",
          "One-year grace period for the designer's own disclosures",
        ],
        [
          "European Union",
          "EUIPO; registered EU design (called the registered Community design until May 1, 2025)",
          "5 years from filing, renewable in 5-year periods up to 25 years",
          "12-month grace period for the designer's own disclosures",
        ],
        [
          "Hague system",
          "WIPO International Bureau; international registration with effect in each designated party",
          "5-year terms, renewable; the maximum is set by each designated party",
          "Set by each designated party's law",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "In the EU, a design first made public there also enjoys unregistered protection against copying for three years, but only registration gives the full 25-year right. An Indian design that lapses for want of the extension fee can be restored within one year (Section 12).",
    },
    { type: "heading", text: "How we carry it out" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Check disclosure and novelty",
          text: "We record when and where the design was first shown and, where useful, run a [design search](/design-patent-search) of registered designs and products on the market.",
        },
        {
          title: "Plan the filings",
          text: "We plan, for your attorney's decision, the first filing, any Paris Convention priority claims (six months for designs), and whether a Hague application designating the United States, the EU and other parties is more efficient than separate national filings. Indian protection is obtained through a national application.",
        },
        {
          title: "Prepare the representations",
          text: "Views that show every claimed feature, consistent from sheet to sheet and in the form each office accepts, with the statement of novelty and disclaimer required in India and the broken-line conventions used at the USPTO. Our [design patent drawings](/design-patent-drawings) team prepares the sheets.",
        },
        {
          title: "Classify and file",
          text: "The article is classified under the Locarno Classification, which India formally adopted in 2021, and the application is filed through the attorney or agent of record.",
        },
        {
          title: "Prosecute and maintain",
          text: "We draft replies to formality and examination objections for the attorney or agent of record, then docket every renewal and extension date, including the Indian five-year extension and EU five-year renewals.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A filing plan naming the countries, routes, priority dates and the last safe filing date for each",
        "Representation sets checked against each office's requirements",
        "Filing receipts, examination reports with draft responses, and registration certificates",
        "A maintenance schedule for every registered design",
      ],
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We treat disclosure dates as deadlines. A filing plan is built backwards from the first public showing, so a launch or trade fair does not cost you protection.",
    },
    {
      type: "paragraph",
      text: "Representations are reviewed against the rules of every office they will be filed in before any of them is filed, which avoids late amendments that can narrow the right.",
    },
  ],
} satisfies ServicePage;
