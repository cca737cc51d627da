import type { ServicePage } from "@/content/types";

export const licensingSupport = {
  slug: "licensing-support",
  title: "Patent Licensing Support",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Licensing program support for patent owners: target identification, claim charts, royalty-base research and negotiation packs prepared for counsel.",
  tagline: "Licensing campaigns built on evidence",
  body: [
    { type: "heading", text: "Support for every stage of a licensing program" },
    {
      type: "paragraph",
      text: "A licensing program succeeds when the patent owner can show, patent by patent, who uses the invention, how much of their business depends on it and why a license costs less than a dispute. We do the research behind that case for companies, universities' technology-transfer offices, patent monetization firms and the counsel who represent them. We also work for prospective licensees who need to test an offer before they answer it.",
    },
    {
      type: "paragraph",
      text: "Your licensing counsel engages us and directs the research; counsel decides which companies to approach and on what terms, and signs every notice and offer letter.",
    },
    { type: "heading", text: "How we build a campaign" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Select the patents",
          text: "We start from the patents with broad, detectable claims and enough remaining term, drawing on a [portfolio ranking](/patent-portfolio-ranking) where one exists.",
        },
        {
          title: "Identify the targets",
          text: "We research which companies sell products that appear to practice the claims, in which markets and through which channels, and group them by likely exposure.",
        },
        {
          title: "Chart the evidence",
          text: "For the lead targets we prepare [evidence of use charts](/eou-charts) from public product evidence, element by element.",
        },
        {
          title: "Size the opportunity",
          text: "We estimate each target's sales of the accused products and gather public royalty and license data, so the opening terms rest on numbers rather than hope.",
        },
        {
          title: "Prepare the outreach",
          text: "Counsel receives a negotiation pack for each target: summary deck, charts, a note on the royalty base, and prepared answers to the non-infringement and invalidity arguments a target is likely to raise.",
        },
        {
          title: "Support the negotiation",
          text: "When a target replies, we test its arguments: new prior art, claimed design-arounds, disputed product features. We keep a tracker of every target's status for the program manager.",
        },
      ],
    },
    { type: "heading", text: "Points counsel weigh before outreach" },
    {
      type: "list",
      items: [
        "Declaratory judgment risk: a letter that charges a specific product with infringement can let the recipient sue first for a declaration of non-infringement (MedImmune v. Genentech, 2007; SanDisk v. STMicroelectronics, Fed. Cir. 2007).",
        "Notice: where the owner or its licensees sell patented products without marking them, US damages run only from actual notice of infringement (35 U.S.C. 287(a)); and no damages are recoverable for infringement more than six years before suit (35 U.S.C. 286).",
        "Standard-essential patents: owners who declared patents to a standards body may be bound to license on fair, reasonable and non-discriminatory (FRAND) terms.",
        "India: a license must be in writing to be valid (Section 68 of the Patents Act), the licensee's interest is to be registered with the Controller (Section 69), and patentees and licensees file a statement of working in Form 27, now once for each period of three financial years under the Patents (Amendment) Rules, 2024.",
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A target list with the products, evidence strength and estimated exposure behind each name.",
        "EoU charts for lead targets and negotiation packs ready for counsel's review.",
        "Royalty-base research prepared with our [market research and damages](/market-research-damage-study) team.",
        "A program tracker updated as outreach proceeds, with turnaround agreed for each wave of targets.",
      ],
    },
    { type: "heading", text: "How we work with counsel" },
    {
      type: "paragraph",
      text: "We prepare; counsel decides what is sent, to whom and when, and conducts the negotiation. Work product is addressed to counsel, kept within the project team and never shared between clients whose programs touch the same targets.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Licensing work draws on several of our services at once: ranking, charting, searching and market research. One team running all of them keeps the evidence, the numbers and the arguments consistent from the first letter to the signed license.",
    },
  ],
} satisfies ServicePage;
