import type { Insight } from "@/content/types";

export const indiaPatentsAmendmentRules2024 = {
  slug: "india-patents-amendment-rules-2024",
  title:
    "India's Patents (Amendment) Rules 2024: working statements, Form 3 and the 31-month examination request",
  description:
    "What the Patents (Amendment) Rules 2024, in force since 15 March 2024, changed for Form 27, Form 3, examination requests, divisionals and grace period filings.",
  published: "2026-11-23",
  updated: "2026-11-28",
  tags: ["indian-patent-application-drafting", "india-entry-strategy", "remote-patent-docketing"],
  body: [
    {
      type: "paragraph",
      text: "The Patents (Amendment) Rules, 2024 amend the Patents Rules, 2003 and came into force on 15 March 2024, the date of their publication in the Gazette of India, Extraordinary, Part II, Section 3(i). The Central Government made them under section 159 of the Patents Act, 1970, after publishing a draft for public comment on 23 August 2023 (notification G.S.R. 619(E)). They are the largest revision of Indian patent procedure in several years, and they change deadlines that every docket with Indian matters has to track: the statement of working, the statement on corresponding foreign applications, and the request for examination.",
    },
    {
      type: "paragraph",
      text: "This article walks through the changes that matter most to applicants and to the foreign attorneys who instruct a registered Indian patent agent, and notes what each one means for the research, drafting support and docketing we do for those agents.",
    },
    { type: "heading", text: "Request for examination: 31 months instead of 48" },
    {
      type: "paragraph",
      text: "Under amended rule 24B, a request for examination (Form 18) must now be filed within 31 months from the priority date or the filing date, whichever is earlier. The old period was 48 months. The shorter period applies to applications filed on or after 15 March 2024; applications filed before that date keep the 48-month period.",
    },
    {
      type: "paragraph",
      text: "For a PCT application, 31 months from priority is also the deadline for entering the national phase in India. In practice the request for examination now has to be ready when the national phase application is filed, instead of being a decision that could wait well over a year after entry. The budget and the instructions for examination therefore have to be settled before entry.",
    },
    {
      type: "callout",
      title: "Docket by filing date",
      text: "An Indian application filed on 14 March 2024 still has 48 months for its examination request; one filed a day later has 31. A docket that applies a single rule to every Indian matter will get one group of them wrong.",
    },
    { type: "heading", text: "Form 3: corresponding foreign applications" },
    {
      type: "paragraph",
      text: "Section 8 of the Patents Act obliges an applicant to tell the Controller about applications for the same or substantially the same invention filed outside India. Before 2024, rule 12 required updates within six months of each new foreign filing, which produced a steady stream of Form 3 filings over the life of an application. The amended rule 12(2) replaces that with a single update, due within three months from the date the first statement of objections (the first examination report) is issued.",
    },
    {
      type: "list",
      items: [
        "The statement and undertaking at filing, or within six months of it, is still required.",
        "The Controller may now use accessible and available databases for information on foreign applications, rather than relying only on what the applicant files.",
        "The Controller may still direct the applicant, for reasons recorded in writing, to file a fresh Form 3, and that must be done within two months of the communication.",
        "The Controller may condone a delay, or extend the time for filing Form 3, by up to three months on a request made in Form 4.",
      ],
    },
    {
      type: "paragraph",
      text: "Fewer filings do not mean less care. The single post-examination update now carries the whole family's status at one moment, so it has to be complete and current when it is filed.",
    },
    { type: "heading", text: "Statement of working: every three financial years" },
    {
      type: "paragraph",
      text: "Amended rule 131 changes the statement of working of a patent (Form 27) from an annual filing to one filed once for each period of three financial years, within six months from the end of that period. The form itself has been simplified, and the time for filing it can be extended by up to three months on a request in Form 4. The obligation remains, and so do the consequences of not meeting it under the Act, but the volume of filings and the effort of compiling yearly figures both fall.",
    },
    { type: "heading", text: "Other changes worth knowing" },
    {
      type: "definitions",
      items: [
        {
          title: "Divisional applications",
          text: "Amended rule 13 allows an applicant to file one or more further applications under section 16, including for an invention disclosed in the provisional or complete specification, or in an earlier divisional. Divisional filing is no longer tied only to what the parent's claims recited.",
        },
        {
          title: "Grace period",
          text: "A new rule 29A and a new Form 31 set out how an applicant claims the benefit of the grace period for certain disclosures under section 31 of the Act.",
        },
        {
          title: "Renewal fees paid in advance",
          text: "A reduction on renewal fees is available where fees for at least four years are paid in advance electronically.",
        },
      ],
    },
    { type: "heading", text: "What we changed in our own work" },
    {
      type: "list",
      ordered: true,
      items: [
        "Our Indian dockets record each application's filing date against the 15 March 2024 cut-off, and compute the examination deadline from the correct rule.",
        "For PCT national phase entries, the examination request is prepared with the entry papers, and we flag it in the entry checklist we send to the Indian patent agent.",
        "We compile the full family status for the single post-examination Form 3 from patent office registers, and date each entry so the agent can see how current it is.",
        "Form 27 deadlines are docketed per three-year period, with the period's end and the six-month filing date shown together.",
      ],
    },
    {
      type: "paragraph",
      text: "These are small changes to a docket, but they touch every Indian matter. A firm that manages dozens of Indian entries a year will meet each of them many times over.",
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "We support the Indian patent agents who act for foreign applicants: research for [entry into India](/india-entry-strategy), working drafts of [Indian patent applications](/indian-patent-application-drafting) for the agent to adopt, and run [remote patent docketing](/remote-patent-docketing) that tracks these deadlines. Filing and representation before the Indian Patent Office remain with a registered Indian patent agent; India has no separate category of patent attorney, and an advocate who is not a patent agent may take part in a hearing before the Controller (Section 132).",
    },
  ],
  sources: [
    {
      title:
        "Patents (Amendment) Rules, 2024, notified in the Gazette of India on 15 March 2024 (amending the Patents Rules, 2003)",
      url: "https://ipindia.gov.in/",
    },
    {
      title: "Patents Act, 1970, sections 8, 11B, 16, 31 and 159",
      url: "https://www.indiacode.nic.in/",
    },
  ],
} satisfies Insight;
