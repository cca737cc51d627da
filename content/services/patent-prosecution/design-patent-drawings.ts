import type { ServicePage } from "@/content/types";

export const designPatentDrawings = {
  slug: "design-patent-drawings",
  title: "Design Patent Drawings",
  group: "patent-prosecution",
  filedBy: "patent-practitioner",
  description:
    "Design patent drawing sets prepared to 37 CFR 1.84 and 1.152: complete views, surface shading and broken lines that define the ornamental design you claim.",
  tagline: "Drawings that define exactly the design you claim",
  body: [
    {
      type: "heading",
      text: "In a design patent, the drawings are the claim",
    },
    {
      type: "paragraph",
      text: "A US design patent under 35 USC 171 protects the new, original and ornamental design of an article of manufacture. It has a single claim (37 CFR 1.153) to the design as shown, so the drawings decide what is protected: solid lines mark the claimed design, broken lines show what is not claimed, and any inconsistency between views can draw a rejection for indefiniteness under 35 USC 112. For applications filed on or after May 13, 2015, the term is 15 years from grant under 35 USC 173.",
    },
    {
      type: "paragraph",
      text: "Clients need a drawing set when a product's appearance is what competitors copy: consumer electronics, furniture, packaging, medical devices, tools and graphical user interfaces shown on a display screen. The set is also the starting point for protection abroad, including international applications under the Hague Agreement, to which the United States is a party.",
    },
    {
      type: "paragraph",
      text: "Your patent attorney or agent directs the drawing set: they decide what is claimed in solid lines and what is left in broken lines, and sign and file the application.",
    },
    {
      type: "heading",
      text: "The rules a set must meet",
    },
    {
      type: "list",
      items: [
        "37 CFR 1.84: black line drawings on A4 or US letter sheets, within the stated margins, with views numbered and arranged for clear reproduction.",
        "37 CFR 1.152: enough views to disclose the whole appearance of the design, usually front, rear, both sides, top, bottom and a perspective view.",
        "Surface shading that shows the contour and character of each surface; solid black shading only to represent the color black or color contrast.",
        "Broken lines for environment or unclaimed portions only, never for hidden surfaces that could not be seen through opaque material.",
        "No mixing of photographs and ink drawings as formal drawings in one application.",
      ],
    },
    {
      type: "heading",
      text: "How we prepare a set",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Inputs",
          text: "CAD models, photographs, prototypes or sketches: whatever shows the article most exactly. We confirm which version of the product the filing should cover.",
        },
        {
          title: "Claim scope",
          text: "With your attorney we decide which features are drawn in solid lines and which in broken lines, and whether variants belong in separate applications.",
        },
        {
          title: "Views and line work",
          text: "Orthographic and perspective views are drawn with consistent line weights, with enlarged or sectional views added where a detail would otherwise be unclear.",
        },
        {
          title: "Shading",
          text: "Surface shading is applied so curved, flat, transparent and reflective surfaces read correctly in every view.",
        },
        {
          title: "Consistency check",
          text: "A second illustrator checks every feature across every view, since a line present in one view and missing in another is a common ground for objection.",
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
        "Filing-ready PDF sheets for USPTO Patent Center, with editable vector source files.",
        "Brief descriptions of each figure and a broken-line statement for the specification.",
        "On request, versions formatted for Hague international applications, EUIPO filings or an [Indian design application](/design-patent-application).",
        "Replacement sheets when an examiner objects, prepared without adding new matter.",
      ],
    },
    {
      type: "paragraph",
      text: "Turnaround is agreed when we see the inputs, since a simple article with CAD files moves faster than a multi-part product drawn from photographs. Before drawings start, a [design patent search](/design-patent-search) can show whether the design is new enough to justify the filing.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our illustrators draw design sets as a specialty, not as an occasional job beside utility figures, and every set is checked against 37 CFR 1.152 before delivery.",
    },
    {
      type: "paragraph",
      text: "Unreleased product designs are handled under your non-disclosure agreement, and source files stay with the project team until you receive them.",
    },
  ],
} satisfies ServicePage;
