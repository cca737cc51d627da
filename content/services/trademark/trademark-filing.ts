import type { ServicePage } from "@/content/types";

export const trademarkFiling = {
  slug: "trademark-filing",
  title: "Trademark Filing",
  group: "trademark",
  filedBy: "trademark-practitioner",
  description:
    "Trademark applications prepared for the USPTO, India's Trade Marks Registry and the Madrid Protocol, with owner, classes, specimens and priority checked.",
  tagline: "Applications built to get through examination",
  body: [
    { type: "heading", text: "What a well-prepared application does for you" },
    {
      type: "paragraph",
      text: "A trademark application fixes three things that are hard to change later: the mark as shown, the owner named and the goods and services listed. Examiners refuse or narrow filings for a vague identification, a specimen that does not match, or the wrong applicant, and many of these errors cannot be cured afterwards. At the USPTO, for example, an identification of goods may be clarified or limited but never broadened. We prepare each filing so that what goes in on day one is what the client needs registered.",
    },
    {
      type: "paragraph",
      text: "Clients come to us when a new brand is ready to launch, when a product line moves into new classes, when a mark used at home must be protected abroad, or when a law firm needs a dependable team to prepare applications in volume.",
    },
    {
      type: "paragraph",
      text: "Your trademark attorney or agent engages us and directs the application; they decide the mark, owner and goods and services claimed, and sign and file it.",
    },
    { type: "heading", text: "Offices and routes we prepare filings for" },
    {
      type: "definitions",
      items: [
        {
          title: "USPTO (United States)",
          text: "Applications under Section 1(a) for marks in use, Section 1(b) for a bona fide intent to use, or Section 44(e) on the basis of a foreign registration. Section 44(d) gives priority only: it claims the date of a foreign application filed within the previous six months, and the application still needs a 1(a), 1(b) or 44(e) basis of its own. Preparing US trademark filings for someone else is practice before the USPTO, which a non-attorney may not undertake, whatever the applicant's domicile (37 CFR 11.5(b)(2) and 11.14; TMEP 608.01). We therefore prepare US filings under the supervision of the client's US attorney, who reviews, signs and files them.",
        },
        {
          title: "Trade Marks Registry (India)",
          text: "Applications on Form TM-A under the Trade Marks Act, 1999, covering one class or several. Where use before the filing date is claimed, the application carries an affidavit of use with supporting evidence.",
        },
        {
          title: "Madrid Protocol (WIPO)",
          text: "One international application, filed through the office of origin and based on a home application or registration, designating other members such as the United States, India or the European Union. For five years the international registration depends on that basic mark.",
        },
        {
          title: "EUIPO (European Union)",
          text: "A single EU trade mark covering every member state, where the client's market justifies it.",
        },
      ],
    },
    { type: "heading", text: "How we prepare each application" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Confirm the owner",
          text: "We check the applicant's exact legal name, entity type and address against company records. In the United States an application filed by someone who is not the owner of the mark is void.",
        },
        {
          title: "Settle the mark",
          text: "We set out for you and your attorney the choice between a standard-character, stylized or design mark, and prepare a clean representation with any color claim or description the office requires.",
        },
        {
          title: "Classify and word the goods and services",
          text: "Every item is placed in the right class of the Nice Classification (45 classes: 34 for goods, 11 for services) and worded in terms the office accepts, using the USPTO's ID Manual and Indian Registry practice, so the list is neither vague nor needlessly narrow.",
        },
        {
          title: "Check specimens and dates",
          text: "For use-based filings we compare each specimen with the mark as filed and with the goods it supports, and confirm first-use dates against the client's records.",
        },
        {
          title: "Claim priority",
          text: "If a first application was filed in another Paris Convention country within the previous six months, we prepare the priority claim so that the application can take its date.",
        },
        {
          title: "Review and file",
          text: "A second reviewer checks the complete filing against the instruction sheet. A US filing then goes to the supervising US attorney for review, signature and filing; a filing elsewhere goes to the trademark agent or attorney who files for you. The filing receipt and application number are docketed the day they issue.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A filing-ready application for signature, and once it is filed, its official receipt and number checked against the instructions",
        "A goods-and-services schedule by class, with notes on terms an examiner is likely to question",
        "A specimen review note for use-based applications",
        "A sheet of next deadlines, ready for your docket or for our [trademark docketing](/trademark-docketing) team",
      ],
    },
    {
      type: "paragraph",
      text: "Turnaround is agreed when you instruct us and depends on the number of marks, classes and countries. When a filing date is urgent, tell us at the outset and that filing goes first.",
    },
    {
      type: "callout",
      title: "Search before you file",
      text: "Filing does not clear a mark. A [trademark search](/trademark-search) before filing shows whether an earlier mark is likely to block registration or use.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Every application is checked by a second person who did not prepare it, against a written checklist covering owner, mark, classes, specimens and priority.",
    },
    {
      type: "paragraph",
      text: "Our team works with the USPTO, Indian and Madrid systems side by side, so an application filed in one office is drafted with its later foreign extensions in mind.",
    },
  ],
} satisfies ServicePage;
