import type { ServicePage } from "@/content/types";

export const patentDrafting = {
  slug: "patent-drafting",
  title: "Patent Drafting",
  group: "patent-prosecution",
  filedBy: "patent-practitioner",
  description:
    "Utility patent specifications and claim sets drafted from your invention disclosure for USPTO, EPO, PCT or Indian filing, ready for your attorney to review.",
  tagline:
    "Claims built around what the invention does, and a specification that supports every one",
  body: [
    {
      type: "heading",
      text: "When a drafted application is the next step",
    },
    {
      type: "paragraph",
      text: "Every right a patent gives starts with the application as filed. The claims set the boundary others may not cross, and the specification has to support each claim on the day of filing, because new matter cannot be added later. A thin or rushed draft is hard to repair in examination and harder to defend in court.",
    },
    {
      type: "paragraph",
      text: "Clients bring us a disclosure when a filing date matters: before a product launch, a conference talk, a journal submission or an investor meeting; when a US provisional application must be followed by a nonprovisional within 12 months under 35 USC 119(e); when a law firm's docket outgrows its drafting bench; or when a university technology-transfer office has a queue of disclosures and one budget.",
    },
    {
      type: "paragraph",
      text: "Your patent attorney or agent engages us and directs the draft: they settle the claim strategy, decide every claim, and sign and file the application as their own.",
    },
    {
      type: "heading",
      text: "How we draft, step by step",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Disclosure review and inventor interview",
          text: "We read the disclosure, lab records, code or prototypes, then join your attorney's or agent's interview with the inventors to pin down what is new, which variants work, and which embodiment will be sold.",
        },
        {
          title: "Prior-art orientation",
          text: "A focused search, or the results of your own [patentability search](/patentability-search), shows where the closest art sits so the claims are positioned around it rather than discovered against it in the first office action.",
        },
        {
          title: "Claim strategy",
          text: "We draft independent claims in the categories that fit (apparatus, method, system, composition, computer-readable medium) and dependent claims that form fallback positions. Your attorney or agent settles the claim tree before the specification is written.",
        },
        {
          title: "Specification",
          text: "Background, summary, detailed description with alternative embodiments, and definitions of key terms, written to meet written description, enablement and definiteness under 35 USC 112(a) and (b), Articles 83 and 84 EPC, and Section 10 of India's Patents Act, 1970.",
        },
        {
          title: "Figures",
          text: "We brief or prepare the figures, with reference numerals that match the text, and can deliver them as [formal patent drawings](/formal-patent-drawings).",
        },
        {
          title: "Second-drafter review and revision",
          text: "A second specialist checks antecedent basis, claim support, terminology and numbering. Your attorney's comments are then worked in over the revision rounds agreed at the start.",
        },
      ],
    },
    {
      type: "heading",
      text: "Drafted for the offices you will file in",
    },
    {
      type: "list",
      items: [
        "USPTO: subject-matter eligibility under 35 USC 101 for software and diagnostics, and deliberate use or avoidance of means-plus-function language under 35 USC 112(f).",
        "EPO: technical character for computer-implemented inventions, and enough intermediate generalizations in the original text that later amendments do not add matter under Article 123(2) EPC.",
        "India: claims shaped around the Section 3 exclusions, such as 3(d) for new forms of known substances and 3(k) for computer programs per se.",
        "PCT: one text that will survive national phase entry in several offices with minimal rework.",
      ],
    },
    {
      type: "heading",
      text: "What you receive",
    },
    {
      type: "list",
      items: [
        "Specification, claims and abstract in DOCX, the format the USPTO expects for nonprovisional utility filings, with clean and tracked versions for each round.",
        "A support table mapping every claim element to the paragraphs and figures that disclose it.",
        "Figure briefs or finished drawings, and a list of open questions for the inventors.",
        "A delivery date agreed at intake and set against your filing deadline, not a generic queue.",
      ],
    },
    {
      type: "callout",
      title: "Confidential from the first page",
      text: "We sign a non-disclosure agreement before you share anything confidential, the disclosure included. We keep drafts within the assigned team and submit nothing on our own authority: every draft goes to your registered practitioner for review and signature.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Each disclosure goes to a drafter whose technical background matches its field, so the first interview is spent on the invention rather than on a glossary.",
    },
    {
      type: "paragraph",
      text: "Because we also handle [office action responses](/office-action-response), we draft with examination in mind: fallback claims, defined terms and support that your attorney can rely on two years later.",
    },
  ],
} satisfies ServicePage;
