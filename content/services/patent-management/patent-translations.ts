import type { ServicePage } from "@/content/types";

export const patentTranslations = {
  slug: "patent-translations",
  title: "Patent Translations",
  group: "patent-management",
  filedBy: "patent-practitioner",
  description:
    "Translations of patent specifications, claims, office actions and prior art by technically trained translators, with a second-linguist check of claim terms.",
  tagline: "Translations that keep the claim scope intact",
  body: [
    { type: "heading", text: "When a patent translation carries legal weight" },
    {
      type: "paragraph",
      text: "A patent translation is not a paraphrase. In the claims, a single word decides what the patent covers, and a translation that broadens or narrows a term can follow the patent into every country where it is filed or enforced. Clients come to us when an application enters a new country, when prior art or an office action arrives in a language the team does not read, and when foreign documents become evidence in a dispute or a deal.",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us and directs the translation; they decide any question of wording, and sign and file the translation with the office.",
    },
    { type: "heading", text: "Rules that turn on the translation" },
    {
      type: "list",
      items: [
        "USPTO: a nonprovisional application filed in another language needs an English translation, a statement that the translation is accurate, and the processing fee (37 CFR 1.52(d)). A translation of a foreign priority application is needed only in limited cases, such as when the examiner requires it or to overcome the date of a cited reference (37 CFR 1.55(g)).",
        "USPTO disclosure: an IDS citing a document in another language must include a concise explanation of its relevance, and any existing translation in the applicant's possession (37 CFR 1.98(a)(3)).",
        "India: a PCT application that was not filed or published in English needs an English translation, verified by the applicant, to enter the national phase (Rule 20 of the Patents Rules, 2003).",
        "EPO: the text in the language of the proceedings is authentic, but a contracting state may treat its national translation as authentic where it confers narrower protection (Article 70 EPC). A careless validation translation can cost scope.",
      ],
    },
    { type: "heading", text: "What we translate" },
    {
      type: "list",
      items: [
        "Specifications and claims for national phase entry, validation and priority.",
        "Office actions, search reports and written opinions from counterpart applications.",
        "Prior art, in full or as summaries, for [IDS filings](/ids-management), validity searches and oppositions.",
        "Contracts, assignments, file histories and technical documents for litigation and due diligence.",
      ],
    },
    { type: "heading", text: "Our translation process" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Build the glossary first",
          text: "Key terms are fixed from the source specification and from family members already granted in the target language, so a term is rendered the same way in every document.",
        },
        {
          title: "Translate with subject knowledge",
          text: "The translator works in the technical field of the patent, whether chemistry, electronics, software, mechanics or life sciences.",
        },
        {
          title: "Review the claims separately",
          text: "A second linguist checks the claims against the source term by term, looking for shifts in scope as well as errors.",
        },
        {
          title: "Check the form",
          text: "Paragraph numbering, claim numbering, reference numerals, formulas and units are checked against the source.",
        },
        {
          title: "Certify and deliver",
          text: "Where an office requires it, the translation is delivered with a statement of accuracy or verification.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "The translation in Word and PDF, with the source's paragraph and claim numbering preserved.",
        "A statement of accuracy or verification where the filing requires one.",
        "The project glossary, for use across the family.",
        "A query log of ambiguities or apparent errors found in the source, on a turnaround agreed before work starts.",
      ],
    },
    {
      type: "paragraph",
      text: "Unpublished applications are confidential until the office publishes them. We never put client text into public machine translation services, and access is limited to the translators and reviewers on the project.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our translators work alongside patent analysts, so questions about claim scope are answered by people who read claims every day. Translations then flow straight into filing and [prosecution support](/prosecution-support) without a hand-off to another vendor.",
    },
  ],
} satisfies ServicePage;
