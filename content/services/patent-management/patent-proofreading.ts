import type { ServicePage } from "@/content/types";

export const patentProofreading = {
  slug: "patent-proofreading",
  title: "Patent Proofreading",
  group: "patent-management",
  filedBy: "patent-practitioner",
  description:
    "Proofreading of patent applications and granted patents for claim, numbering and antecedent-basis errors, with certificate of correction requests prepared.",
  tagline: "Catch the errors that weaken a patent",
  body: [
    { type: "heading", text: "Why a patent needs proofreading" },
    {
      type: "paragraph",
      text: "Errors reach patents from two directions: drafting and amendment mistakes made by the applicant, and printing mistakes made by the office. A dropped word in a claim can change its scope or leave it indefinite, and courts will correct an error in a claim themselves only when the correction is not subject to reasonable debate and the prosecution history does not suggest a different reading (Novo Industries v. Micro Molds, Fed. Cir. 2003). Everything else has to be fixed through the office, and the sooner the better.",
    },
    {
      type: "callout",
      title: "Why timing matters",
      text: "A US certificate of correction takes effect for causes of action arising after it issues (35 U.S.C. 254 and 255). An error found only when the patent is asserted may be corrected too late for the infringement already under way.",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us and directs the check; they decide every correction, and sign any request made to the office.",
    },
    { type: "heading", text: "Two moments to proofread" },
    { type: "subheading", text: "Before filing and before grant" },
    {
      type: "paragraph",
      text: "On a draft application we check antecedent basis for every claim term, claim dependencies and numbering, reference numerals against the drawings, and consistent terminology between claims and description. Before the issue fee is paid, we compare the allowed claims, including any examiner's amendment, against the last claims filed, so that errors are caught while they are still easy to fix. At the EPO this step is essential: the granted text cannot later be corrected under Rule 140 EPC (G 1/10), so the text proposed for grant under Rule 71(3) EPC must be checked before it is approved.",
    },
    { type: "subheading", text: "After grant" },
    {
      type: "paragraph",
      text: "We read the printed patent word by word against the allowed text and check the front page: inventors, applicant, priority claims, related applications, title and term adjustment.",
    },
    { type: "heading", text: "Correction routes by office" },
    {
      type: "table",
      caption: "How errors in a granted patent are corrected",
      head: ["Office", "Route", "What it covers"],
      rows: [
        [
          "USPTO, office error",
          "Certificate of correction under 35 U.S.C. 254 and 37 CFR 1.322, without fee",
          "Mistakes incurred through the fault of the office that are clearly disclosed by its records",
        ],
        [
          "USPTO, applicant error",
          "Certificate of correction under 35 U.S.C. 255 and 37 CFR 1.323, with fee",
          "Clerical or typographical mistakes, or mistakes of minor character, made in good faith, where the correction adds no new matter and needs no reexamination",
        ],
        [
          "Indian Patent Office",
          "Request to the Controller under Section 78 of the Patents Act, with the prescribed fee",
          "Clerical errors in a patent, specification, application or register entry; larger changes need amendment under Sections 57 and 59",
        ],
        [
          "EPO",
          "Check the text at the Rule 71(3) EPC stage; after grant, bibliographic data can still be corrected, but the text changes only through opposition or limitation",
          "Errors in the granted description, claims and drawings cannot be corrected under Rule 140 EPC",
        ],
      ],
    },
    { type: "heading", text: "How we proofread" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Gather the record",
          text: "The final claims, every amendment, any examiner's amendment and the notice of allowance.",
        },
        {
          title: "Compare twice",
          text: "An automated comparison flags every textual difference; a proofreader then reads the claims in full, because meaning errors do not always show as differences.",
        },
        {
          title: "Classify each error",
          text: "Office error or applicant error, and its effect on scope, which decides the correction route.",
        },
        {
          title: "Prepare the request",
          text: "We draft the correction request, for example on USPTO form PTO/SB/44, citing the record that supports each change.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "An error report listing each discrepancy by column and line, its class and the suggested route.",
        "A marked-up copy of the patent or application.",
        "Draft correction requests ready for your signature, within a turnaround agreed per batch.",
      ],
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Every patent is read by a proofreader with a technical background and checked by a second reviewer, so the errors that matter, those that change meaning, are not lost among the cosmetic ones.",
    },
    {
      type: "paragraph",
      text: "Findings feed straight into your docket and, where useful, into a wider [patent data verification](/data-verification) of the portfolio. Related work: [prosecution support](/prosecution-support).",
    },
  ],
} satisfies ServicePage;
