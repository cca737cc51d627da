import type { ServicePage } from "@/content/types";

export const patentFilingServices = {
  slug: "patent-filing-services",
  title: "Patent Filing Services",
  group: "patent-prosecution",
  description:
    "Patent applications, forms and fee sheets prepared and checked for the USPTO, PCT, EPO and Indian Patent Office, with every follow-on deadline docketed.",
  tagline: "Complete, correct filings at the right office on the right day",
  searchTerms:
    "PCT international application, PCT national and regional phase entry, Euro-PCT, Paris Convention filing, foreign filing.",
  body: [
    {
      type: "heading",
      text: "Why filing deserves specialist hands",
    },
    {
      type: "paragraph",
      text: "The filing date anchors priority, the novelty cut-off and every deadline that follows. Small errors made on that day travel with the application: a missing page, a misspelled applicant, a priority claim entered incorrectly, an unsigned declaration. Some can be cured for a surcharge; others cost the priority claim or the filing date itself.",
    },
    {
      type: "paragraph",
      text: "Law firms use us to absorb peaks in their filing docket, corporate IP departments to run routine filings to a checklist, and universities and inventors to file through their own attorney with the paperwork already complete.",
    },
    {
      type: "heading",
      text: "Offices and routes we prepare",
    },
    {
      type: "list",
      items: [
        "USPTO: provisional applications under 35 USC 111(b), nonprovisional utility and design applications, and continuations and divisionals, filed through Patent Center with an application data sheet (37 CFR 1.76), inventor declarations (37 CFR 1.63) and small or micro entity status where it applies.",
        "PCT: international applications filed within 12 months of the priority date, and national or regional phase entries at 30 or 31 months from priority depending on the office.",
        "EPO: direct European applications and Euro-PCT entries into the regional phase.",
        "India: Forms 1, 2, 3, 5 and 26 filed online with the Indian Patent Office, Form 28 for startup or small-entity status, and the request for examination on Form 18 or Form 18A.",
      ],
    },
    {
      type: "heading",
      text: "How a filing runs",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Instruction and checklist",
          text: "We confirm the office, the route, the applicant and inventor details, the priority claims and the filing date you need, and open a checklist for that office.",
        },
        {
          title: "Document preparation",
          text: "Forms, data sheets, declarations, assignments and powers of attorney are drafted for signature; the specification is converted to the format the office expects, and any [sequence listing](/sequence-listing) is prepared in WIPO ST.26 XML.",
        },
        {
          title: "Formalities check",
          text: "Before anything is submitted we check page and drawing format, claim numbering, the abstract's length, priority data against the certified copy, and the fee calculation, including excess-claim fees.",
        },
        {
          title: "Foreign filing permission",
          text: "We flag when a license is needed before filing abroad: under 35 USC 184 for inventions made in the United States, and under Section 39 of India's Patents Act, 1970 for applicants resident in India.",
        },
        {
          title: "Submission and receipts",
          text: "Once your attorney or agent approves and signs the package, it is filed in their name, and the official receipt is checked line by line against what was sent.",
        },
        {
          title: "Docketing",
          text: "Follow-on deadlines go into your docket or ours: missing parts, publication, the Indian Form 3 updates and the request for examination, national phase dates and annuities. See [remote patent docketing](/remote-patent-docketing).",
        },
      ],
    },
    {
      type: "heading",
      text: "What you receive",
    },
    {
      type: "list",
      items: [
        "The complete filed package as submitted, with the office's electronic receipt.",
        "A filing report listing application number, filing date, fees paid and priority claims recorded.",
        "A deadline schedule for the application's next steps, in a format your docketing system can import.",
        "Turnaround agreed per filing and set against the date the application must be on file.",
      ],
    },
    {
      type: "callout",
      title: "Checked twice, filed once",
      text: "Every package is prepared by one specialist and checked by a second against the office's own rules before it reaches your attorney for approval.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We prepare filings for the USPTO, PCT, EPO and Indian systems side by side, so office-specific traps, such as Indian Form 3 timing or US foreign filing licenses, are part of the checklist rather than something learned the hard way.",
    },
    {
      type: "paragraph",
      text: "Documents stay in access-controlled folders, and nothing is submitted without written approval from the responsible attorney.",
    },
  ],
} satisfies ServicePage;
