import type { AudiencePage } from "@/content/types";

export const toResearchers = {
  slug: "to-researchers",
  title: "Support for researchers",
  label: "Researchers",
  description:
    "Prior-art searches for grant proposals, field landscapes, sequence and structure searches, and publish-or-patent guidance for researchers.",
  tagline: "Know the patent literature of your field",
  image: { scene: "sequence-listing", icon: "microscope", alt: "" },
  services: [
    "state-of-art-search",
    "patentability-search",
    "patent-landspace-and-white-space-analysis",
    "biological-sequence-search",
    "chemical-structure-search",
    "patent-drafting",
  ],
  layout: "numbered",
  start:
    "Researchers know the journals of their field, but much technical knowledge is disclosed first, or only, in patent documents. Whether you are writing a grant proposal, starting a new line of work or deciding whether to publish, we help you read the patent literature with the same rigor you bring to the scientific literature.",
  items: [
    {
      title: "Prior art for grant proposals",
      text: "A [state-of-the-art search](/state-of-art-search) across patents and non-patent literature shows reviewers that the proposed work is new, and shows you who already holds rights close to it.",
    },
    {
      title: "The landscape of a field",
      text: "A patent landscape charts who files, in which countries, on which technologies and how activity has shifted over time. It helps when choosing a research direction or looking for industry partners.",
    },
    {
      title: "Sequence and structure searches",
      text: "Biological sequences and chemical structures are hard to find with keywords. We search nucleotide and protein sequences against patent sequence collections, and compounds and Markush structures against chemical databases, so a new antibody, primer or molecule is checked properly.",
    },
    {
      title: "Publication, patent, or both",
      text: "Publishing first makes your work prior art against your own later application in most countries. The United States allows one year for the inventor's own disclosures; the European Patent Office has no general grace period. Filing before you submit lets you publish on schedule and keep patent options open.",
    },
    {
      title: "What the last eighteen months hide",
      text: "Most patent applications are published 18 months after their earliest priority date, so every search has a blind spot for recent filings. Each report states its date and suggests when to run it again.",
    },
    {
      title: "From result to application",
      text: "When a discovery proves patentable, your technology-transfer office names the patent attorney or agent who will file it. We work on the draft under that practitioner's direction, with you as the source of the science, including [sequence listings](/sequence-listing) in WIPO ST.26 format where the claims need them; the practitioner settles the claims, signs and files.",
    },
  ],
  end: "Every search report records the databases, the search strategy and the date, so you can cite it, repeat it, or pass it to your technology-transfer office or patent counsel. Unpublished results you share with us under our engagement terms or NDA stay confidential ([how we keep matters confidential](/confidentiality)).",
} satisfies AudiencePage;
