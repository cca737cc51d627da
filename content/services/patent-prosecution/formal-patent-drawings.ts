import type { ServicePage } from "@/content/types";

export const formalPatentDrawings = {
  slug: "formal-patent-drawings",
  title: "Formal Patent Drawings",
  group: "patent-prosecution",
  filedBy: "patent-practitioner",
  description:
    "Formal utility patent figures, from flowcharts and schematics to exploded mechanical views, drawn to USPTO, PCT, EPO and Indian rules and delivered as PDFs.",
  tagline: "Figures drawn to pass formalities review",
  body: [
    {
      type: "heading",
      text: "Drawings that carry the disclosure",
    },
    {
      type: "paragraph",
      text: "Under 35 USC 113 an applicant must furnish a drawing wherever one is needed to understand the invention, and 37 CFR 1.83 requires the drawings to show every feature recited in the claims. Figures are part of the disclosure: what they show can support a claim amendment years later, and what they leave out cannot be added once the application is filed.",
    },
    {
      type: "paragraph",
      text: "Clients come to us when informal sketches were filed with a provisional application, when a PCT application enters the national phase and figures must be reformatted, when an examiner objects to the drawings, or when a drafting team wants figures produced alongside the text.",
    },
    {
      type: "paragraph",
      text: "Your patent attorney or agent instructs us and directs the figures; they decide what each figure must show, and sign and file the application that carries them.",
    },
    {
      type: "heading",
      text: "Figures we draw",
    },
    {
      type: "list",
      items: [
        "Mechanical views: perspective, exploded, sectional and detail views with hatching that matches the material.",
        "Electrical schematics, circuit diagrams and system block diagrams.",
        "Flowcharts for methods and software, and sequence or data-flow diagrams for networked systems.",
        "Graphs, charts, chemical structures and reaction schemes.",
        "User-interface screens rendered as line drawings.",
      ],
    },
    {
      type: "heading",
      text: "Office rules we work to",
    },
    {
      type: "list",
      items: [
        "USPTO, 37 CFR 1.84: black line drawings on A4 or US letter sheets with minimum margins of 2.5 cm at the top and left, 1.5 cm at the right and 1.0 cm at the bottom; reference characters at least 0.32 cm high; views numbered FIG. 1, FIG. 2 and so on.",
        "USPTO color drawings and color photographs only when the Office grants a petition under 37 CFR 1.84(a)(2) explaining why they are necessary; black-and-white photographs only where they are the only practicable medium for showing the invention (37 CFR 1.84(b)(1)).",
        "PCT: the physical requirements of Rule 11 of the PCT Regulations.",
        "EPO: Rule 46 EPC on the form of drawings.",
        "India: Rule 15 of the Patents Rules, 2003, which sets its own sheet layout and markings.",
      ],
    },
    {
      type: "heading",
      text: "How we work",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Brief and inputs",
          text: "We take sketches, CAD files, photographs, screenshots or the draft specification, and list the figures the text refers to.",
        },
        {
          title: "Drafting",
          text: "Figures are drawn as vector line art at a scale that stays legible after reduction for publication.",
        },
        {
          title: "Numeral check",
          text: "Every reference numeral is checked against the specification, so each numeral in the text appears in a figure and each one in a figure is described.",
        },
        {
          title: "Formalities review",
          text: "A second illustrator checks margins, line weights, lettering height, view labels and sheet numbering against the target office's rules.",
        },
        {
          title: "Revisions",
          text: "Changes from the drafter or attorney are made on the same files, with each version kept.",
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
        "Filing-ready PDF drawing sheets and the editable vector source files.",
        "A reference-numeral list cross-checked with the specification.",
        "Replacement sheets labeled as the USPTO requires under 37 CFR 1.121(d) when drawings are corrected during prosecution.",
        "Turnaround agreed at intake, based on the number and complexity of figures and your filing date.",
      ],
    },
    {
      type: "paragraph",
      text: "Drawings are often commissioned with [patent drafting](/patent-drafting) so text and figures are written together. For the ornamental appearance of a product, see [design patent drawings](/design-patent-drawings), which follow a different rule set.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Illustrators who read the claims, so each claimed feature is visible in at least one figure.",
        "One drawing set adapted to the USPTO, PCT, EPO and Indian formats without redrawing from scratch.",
        "Unpublished inventions handled under your non-disclosure agreement.",
      ],
    },
  ],
} satisfies ServicePage;
