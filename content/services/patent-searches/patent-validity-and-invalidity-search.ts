import type { ServicePage } from "@/content/types";

export const patentValidityAndInvaliditySearch = {
  slug: "patent-validity-and-invalidity-search",
  title: "Patent Validity and Invalidity Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Validity and invalidity searches for prior art that anticipates or renders obvious a patent's claims, for litigation, IPR, oppositions and licensing.",
  tagline: "Prior art that tests every claim",
  body: [
    { type: "heading", text: "When you need a validity or invalidity search" },
    {
      type: "paragraph",
      text: "An invalidity search looks for prior art that defeats the claims of a granted patent. A defendant needs one when a patent is asserted in court, a company before petitioning the Patent Trial and Appeal Board or opposing a European patent, and a licensee before agreeing to a royalty. Run for the patent owner, the same work becomes a validity search: a test of how well the claims will hold up before they are enforced, licensed or sold.",
    },
    {
      type: "paragraph",
      text: "The search targets art dated before the patent's critical date: the effective filing date for US patents under the America Invents Act, the date of invention and the one-year bar for older US patents, and the priority or filing date at the EPO. We check the priority chain first, because a claim not entitled to its claimed priority has a later date and faces more art.",
    },
    { type: "heading", text: "The forum decides which art counts" },
    {
      type: "table",
      caption: "Grounds and prior art by forum",
      head: ["Forum", "Grounds and prior art"],
      rows: [
        [
          "Inter partes review (USPTO, PTAB)",
          "Only novelty and obviousness under 35 USC 102 and 103, and only on the basis of prior art consisting of patents or printed publications (35 USC 311(b)).",
        ],
        [
          "Post-grant review (USPTO, PTAB)",
          "Broader invalidity grounds, including public use and sale, for patents granted under the first-inventor-to-file rules; the petition must be filed within nine months of grant (35 USC 321(c)).",
        ],
        [
          "US district court",
          "All invalidity defenses, including prior public use, sales and offers for sale, proved by clear and convincing evidence.",
        ],
        [
          "EPO opposition",
          "The grounds of Article 100 EPC, including lack of novelty and inventive step, within nine months of the mention of grant.",
        ],
        [
          "India",
          "Post-grant opposition under section 25(2) of the Patents Act, 1970 within one year of publication of the grant, or revocation under section 64.",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "Because inter partes review rests on documents alone, an earlier product counts there only if a manual, catalog, datasheet, web page or other printed publication describes it. We look for those documents, and for proof of the date each became publicly accessible.",
    },
    { type: "heading", text: "How we search" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Read the claims and the file",
          text: "We read each claim element with the specification and the prosecution history in mind, note the art the examiner already cited, and identify the limitation that secured allowance.",
        },
        {
          title: "Search beyond the examiner",
          text: "Patent searches in USPTO Patent Public Search, Espacenet, WIPO PATENTSCOPE and Google Patents, including foreign-language documents, and non-patent literature: journals, standards, conference papers, theses, product manuals and archived web pages.",
        },
        {
          title: "Map and combine",
          text: "We chart each strong reference against every claim element. Where no single document anticipates, we propose combinations with a stated reason to combine, following KSR v. Teleflex in the US and the problem-solution approach at the EPO.",
        },
        {
          title: "Verify dates",
          text: "We confirm publication and public-accessibility dates, and obtain translations of the key passages of foreign references.",
        },
        {
          title: "Review",
          text: "A second analyst checks the charts, the combinations and the dates before delivery.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A report ranking the strongest references, with their dates and a summary of why each matters.",
        "Claim charts mapping each reference to each element of the claims at issue, with pinpoint citations.",
        "Suggested obviousness combinations and the reasoning for each.",
        "Copies of the references, translations of key passages and the date evidence.",
        "The full search record.",
      ],
    },
    {
      type: "paragraph",
      text: "Deliverables come in Word, PDF and Excel, in a form counsel can adapt for invalidity contentions or a petition. Turnaround is agreed at scoping and planned around your deadline, such as the one-year limit under 35 USC 315(b) for petitioning for inter partes review after being served with an infringement complaint. For a wider view of a patent's strength, see [patent due diligence](/patent-due-diligence) and [file history analysis](/file-history-analysis).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Searchers who know where examiners rarely look: foreign-language art, standards, product literature and web archives.",
        "Claim charts built to the standard counsel needs, each checked by a second analyst.",
        "Candid results: when the best art is weak, the report says so.",
        "Strict confidentiality for dispute work, under a non-disclosure agreement and with access limited to the team on your matter.",
      ],
    },
  ],
} satisfies ServicePage;
