import type { ServicePage } from "@/content/types";

export const indianPatentApplicationDrafting = {
  slug: "indian-patent-application-drafting",
  title: "Indian Patent Application Drafting",
  group: "indian-patent",
  filedBy: "indian-patent-agent",
  description:
    "Drafting support for your registered Indian patent agent: working drafts of specifications shaped around Section 3, and draft forms, for the agent to adopt.",
  tagline: "Specifications for Indian examination practice, under your patent agent",
  body: [
    {
      type: "heading",
      text: "Drafting for the Indian Patent Office",
    },
    {
      type: "paragraph",
      text: "Indian applications are examined under the Patents Act, 1970 and the Patents Rules, 2003. A specification written only for the USPTO or the EPO can run into objections in India that were never an issue elsewhere, above all under Section 3, which lists what is not an invention. Amendment after filing is also restricted: Section 59 limits it to purposes such as disclaimer, correction or explanation, and amended claims must fall wholly within the claims as they stood. What India will grant is largely decided by the text you file.",
    },
    {
      type: "paragraph",
      text: "We support the registered patent agents who act for Indian startups and companies filing at home first, for universities and research institutes, and for foreign applicants who want a specification adapted to Indian practice before they enter India.",
    },
    {
      type: "callout",
      title: "Who is responsible for the application",
      text: "Every draft on this page is engaged and directed by the registered Indian patent agent who acts for you, named in writing before work starts: your own, or one you appoint. That agent instructs us, decides the claims and the content of the specification, adopts the documents as their own, and signs and files them as your agent before the Controller (Patents Act, 1970, Sections 127 and 128).",
    },
    {
      type: "heading",
      text: "What Indian law expects from the specification",
    },
    {
      type: "list",
      items: [
        "A provisional specification on Form 2 secures the filing date; the complete specification must follow within 12 months under Section 9, or the application is treated as abandoned.",
        "Sections 10(4) and 10(5) require a full and particular description, the best method of performing the invention known to the applicant, claims that are clear, succinct and fairly based on the disclosure, and an abstract.",
        "Biological material must be described with its source and geographical origin, and deposited with an International Depositary Authority under the Budapest Treaty where it cannot be described in words.",
        "Section 3 exclusions shape the claims: 3(d) for new forms of known substances without enhanced efficacy, 3(e) for mere admixtures, 3(i) for methods of treatment, 3(j) for plants and animals, and 3(k) for mathematical or business methods, computer programs per se and algorithms.",
      ],
    },
    {
      type: "heading",
      text: "Our drafting process",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Disclosure and inventor interview",
          text: "We establish what the invention does, how it differs from known solutions, and which embodiments matter commercially in India.",
        },
        {
          title: "Patentability and Section 3 review",
          text: "A search of the closest prior art, or your existing [patentability search](/patentability-search), is read together with the Section 3 exclusions that could apply to the subject matter.",
        },
        {
          title: "Claim architecture",
          text: "Claims are framed for Indian examination: technical effect and hardware context for computer-related inventions, and efficacy data in the description where Section 3(d) is in play.",
        },
        {
          title: "Specification and drawings",
          text: "The description is written to the Section 10 requirements, with drawings prepared to the sheet rules of the Patents Rules.",
        },
        {
          title: "Forms and review",
          text: "At your patent agent's direction we prepare working drafts of Forms 1, 2, 3, 5 and 26, Form 28 where startup or small-entity status applies, and the request for examination on Form 18 or the expedited Form 18A. A second drafter checks the set before it reaches the agent, who settles and signs each form.",
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
        "Drafting support for the provisional or complete specification, with claims, abstract and drawings, laid out as your patent agent directs, for the agent to settle and adopt.",
        "Draft forms for your patent agent's review and signature, and a checklist the agent can file from on the Indian Patent Office's online system.",
        "A note for your agent on later duties: Form 3 within six months of filing and again within three months of the first statement of objections, and the request for examination, due within 31 months of the priority date for applications filed on or after March 15, 2024.",
        "A delivery date agreed at intake, with revision rounds included.",
      ],
    },
    {
      type: "paragraph",
      text: "If the invention was first filed abroad, our [India entry strategy](/india-entry-strategy) work sets out the route and timing options for your patent agent before drafting begins.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our drafters work with Indian examination reports as well as USPTO and EPO actions, so the specification anticipates the objections an Indian Controller is likely to raise.",
    },
    {
      type: "paragraph",
      text: "Disclosures are received under a non-disclosure agreement and stay with the named drafting team; nothing is filed except by your patent agent, who approves every word first.",
    },
  ],
} satisfies ServicePage;
