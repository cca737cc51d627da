import type { ServicePage } from "@/content/types";

export const oppositionSearches = {
  slug: "opposition-searches",
  title: "Opposition Searches",
  group: "indian-patent",
  filedBy: "counsel",
  description:
    "Prior-art searches, claim charts and evidence packs for pre-grant and post-grant oppositions at the Indian Patent Office under Sections 25(1) and 25(2).",
  tagline: "Evidence that stands up before the Controller",
  body: [
    {
      type: "heading",
      text: "Two ways to challenge an Indian patent",
    },
    {
      type: "paragraph",
      text: "India's Patents Act, 1970 lets third parties challenge a patent at the Patent Office itself. Under Section 25(1), any person may file a pre-grant opposition by representation on Form 7A at any time after the application is published and before the patent is granted. Under Section 25(2), any person interested may file a post-grant opposition on Form 7 within one year from the date the grant is published; the Controller decides it after an Opposition Board examines the notice and makes its recommendation.",
    },
    {
      type: "paragraph",
      text: "Both routes are usually cheaper and faster than revocation in court, but both succeed only on evidence. Generic manufacturers, competitors, public-interest groups and their counsel use our searches to build that evidence. Applicants and patentees use the same work to anticipate an opposition and prepare their reply.",
    },
    {
      type: "heading",
      text: "The main grounds under Section 25",
    },
    {
      type: "list",
      items: [
        "Wrongful obtaining of the invention.",
        "Anticipation by prior publication, by an earlier-dated claim in an Indian application, or by public knowledge or use in India.",
        "Obviousness and lack of inventive step.",
        "Subject matter that is not an invention, or not patentable, including under Section 3.",
        "Insufficient or unclear description of the invention or of the method of performing it.",
        "Failure to disclose, or false disclosure of, foreign application information required by Section 8.",
        "Non-disclosure or wrong mention of the source or geographical origin of biological material, and anticipation by traditional knowledge.",
      ],
    },
    {
      type: "heading",
      text: "How we build the evidence",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Claim analysis",
          text: "We read the claims as published or granted, construe key terms against the specification, and identify the features that carry novelty and inventive step.",
        },
        {
          title: "Search",
          text: "Patent literature worldwide, non-patent literature such as journals, theses, standards and product documentation, and Indian sources that can prove public knowledge or use in India before the priority date.",
        },
        {
          title: "Screening and ranking",
          text: "References are verified for date and content and ranked by how directly they meet each claim, with single-reference anticipation separated from combinations for obviousness.",
        },
        {
          title: "Claim charts",
          text: "Each strong reference is charted against each claim, element by element, with exact citations.",
        },
        {
          title: "Section 8 check",
          text: "We compare the applicant's Form 3 statements with the prosecution of the same family abroad, since undisclosed foreign objections or rejections can support a ground of their own.",
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
        "A search report with the strategy, databases and search strings used.",
        "Claim charts and full copies of the cited references, with evidence of each publication date.",
        "A ground-by-ground summary that counsel can turn into the representation or notice of opposition.",
        "Translations of key non-English references through our [patent translations](/patent-translations) team, and a delivery date agreed against the opposition window.",
      ],
    },
    {
      type: "paragraph",
      text: "When a patent is also asserted in court, the same search can feed a [validity or invalidity search](/patent-validity-and-invalidity-search) for the counter-claim, and our [licensing and litigation support](/licensing-and-litigation-support) for the wider dispute.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Searchers work in the technical field of the patent and report every reference with its date evidence, because a reference that cannot be dated is of no use before the Controller.",
    },
    {
      type: "paragraph",
      text: "Opposition work is often sensitive: we run a conflict check before accepting it, and the client's identity is never disclosed to third parties.",
    },
  ],
} satisfies ServicePage;
