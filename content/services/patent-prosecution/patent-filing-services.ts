import type { ServicePage } from "@/content/types";

export const patentFilingServices = {
  slug: "patent-filing-services",
  title: "Patent Filing Services",
  group: "patent-prosecution",
  filedBy: "patent-practitioner",
  description:
    "Filing packages prepared and checked for your patent attorney or agent to file at the USPTO, PCT, EPO or Indian Patent Office, with next deadlines docketed.",
  tagline: "Complete, checked filing packages, for your attorney or agent to file on the right day",
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
      text: "Law firms use us to absorb peaks in their filing docket, corporate IP departments to have routine packages prepared to a checklist for their attorneys, and universities and inventors to reach their own attorney or agent with the paperwork already complete.",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us for each package and directs it; they decide what is filed and when, and sign and file it themselves.",
    },
    {
      type: "heading",
      text: "Offices and routes we prepare packages for",
    },
    {
      type: "list",
      items: [
        "USPTO: provisional applications under 35 USC 111(b), nonprovisional utility and design applications, and continuations and divisionals, prepared for your registered practitioner to file through Patent Center, with an application data sheet (37 CFR 1.76), inventor declarations (37 CFR 1.63) and small or micro entity status where it applies.",
        "PCT: international applications, which must be on file within 12 months of the priority date to claim it, and national or regional phase entries at 30 or 31 months from priority depending on the office.",
        "EPO: direct European applications and Euro-PCT entries into the regional phase, for your European patent attorney to file.",
        "India: draft Forms 1, 2, 3, 5 and 26, Form 28 for startup or small-entity status, and the request for examination on Form 18 or Form 18A, for your registered Indian patent agent to settle, sign and file online.",
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
          text: "We confirm with your attorney or agent the office, the route, the applicant and inventor details, the priority claims and the filing date you need, and open a checklist for that office.",
        },
        {
          title: "Document preparation",
          text: "Forms, data sheets, declarations, assignments and powers of attorney are drafted for your attorney or agent to settle and have signed; the specification is converted to the format the office expects, and any [sequence listing](/sequence-listing) is prepared in WIPO ST.26 XML.",
        },
        {
          title: "Formalities check",
          text: "Before the package goes to your attorney or agent we check page and drawing format, claim numbering, the abstract's length, priority data against the certified copy, and the fee calculation, including excess-claim fees.",
        },
        {
          title: "Foreign filing permission",
          text: "We flag for your attorney or agent when a license may be needed before filing abroad: under 35 USC 184 for inventions made in the United States, and under Section 39 of India's Patents Act, 1970 for any person resident in India, which in practice means any inventor resident in India (see [confidentiality](/confidentiality)).",
        },
        {
          title: "Filing by your attorney or agent, and the receipt",
          text: "Your attorney or agent approves, signs and submits the package; when they send us the official receipt, we check it line by line against the package.",
        },
        {
          title: "Docketing",
          text: "Follow-on deadlines go into your docket, or the docket we keep for your attorney: missing parts, publication, the Indian Form 3 updates and the request for examination, national phase dates and annuities. See [remote patent docketing](/remote-patent-docketing).",
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
        "The complete package as approved for filing, and, once your attorney or agent has filed it, the office's electronic receipt checked against it.",
        "A filing report from that receipt: application number, filing date, fees paid and priority claims recorded.",
        "A deadline schedule for the application, for your attorney's or agent's docket, in a format their docketing system can import.",
        "Turnaround agreed per filing and set against the date the application must be on file.",
      ],
    },
    {
      type: "callout",
      title: "Checked twice before your attorney files it",
      text: "Every package is prepared by one specialist and checked by a second against the office's own rules before it reaches your attorney for approval.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We prepare filing packages for the USPTO, PCT, EPO and Indian systems side by side, so office-specific traps, such as Indian Form 3 timing or US foreign filing licenses, are part of the checklist rather than something learned the hard way.",
    },
    {
      type: "paragraph",
      text: "Documents stay in access-controlled folders, and we submit nothing: every package goes to the responsible attorney or agent, who approves and files it.",
    },
  ],
} satisfies ServicePage;
