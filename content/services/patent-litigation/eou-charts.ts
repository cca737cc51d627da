import type { ServicePage } from "@/content/types";

export const eouCharts = {
  slug: "eou-charts",
  title: "Evidence of Use (EoU) Charts",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Evidence of use charts that map every claim element to dated public proof from product manuals, teardowns, datasheets and open-source code.",
  tagline: "Claim-by-claim proof that a product practices the patent",
  body: [
    { type: "heading", text: "What an evidence of use chart is" },
    {
      type: "paragraph",
      text: "An evidence of use (EoU) chart sets a patent claim beside a commercial product and shows, element by element, where each limitation appears in that product. Every row cites a piece of public evidence: a page of a user manual, a datasheet table, a teardown photograph, a function in a public code repository. The result is a claim-by-claim mapping that a licensee's engineers, a patent buyer or a court can check for themselves.",
    },
    {
      type: "paragraph",
      text: "Patent owners and their counsel use EoU charts to open licensing discussions, to value patents before a sale, and to document the reasonable inquiry that Rule 11 of the Federal Rules of Civil Procedure expects before a US infringement complaint is filed. In litigation, the same charts become the starting point for [infringement contentions](/infringement-contentions).",
    },
    {
      type: "paragraph",
      text: "Your litigation or licensing counsel engages us and directs the charting; counsel decides which claims and products to pursue, and signs any contention or notice built on the charts.",
    },
    { type: "heading", text: "Where our evidence comes from" },
    {
      type: "list",
      items: [
        "Product manuals, user guides, support articles and configuration screens.",
        "Datasheets, application notes and reference designs published by component makers.",
        "Teardown and reverse-engineering reports, published or commissioned, with photographs and part markings.",
        "Public source code repositories and SDK documentation, read within their license terms.",
        "Technical standards and a product's declared compliance with them.",
        "Regulatory filings, white papers, conference talks and the target's own patents and publications describing the product.",
      ],
    },
    {
      type: "paragraph",
      text: "Every item is captured with its address and retrieval date and saved as an archived copy, because product pages change and evidence that disappears before a dispute is of little use.",
    },
    { type: "heading", text: "How we build a chart" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Read the claim and its history",
          text: "We break each claim into elements and read the specification and the prosecution record for statements that narrow a term, using our [file history analysis](/file-history-analysis) method.",
        },
        {
          title: "Choose the product",
          text: "We identify the products most likely to practice the claim and pick the one where the evidence is clearest, noting related models that appear to share the feature.",
        },
        {
          title: "Map each element",
          text: "Each limitation gets its own row with pinpoint citations and a short explanation of how the evidence meets it. For method claims we note who performs each step, because direct infringement of a method generally requires one actor to perform, or direct and control, every step (Akamai v. Limelight, Fed. Cir. en banc 2015).",
        },
        {
          title: "Grade the proof",
          text: "Each element is marked as directly shown, inferred from evidence, or not yet shown. Gaps are stated plainly, with the discovery that could close them, such as a source code request.",
        },
        {
          title: "Review independently",
          text: "A second analyst checks every citation against the claim language before the chart leaves us.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A chart in Word or Excel: claim language on the left, evidence excerpts, screenshots and citations on the right.",
        "A strength grade for every element and a list of open gaps.",
        "An archive of the cited evidence with retrieval dates.",
        "A cover note naming the product, the seller and related models, on a turnaround agreed at scoping.",
      ],
    },
    {
      type: "callout",
      title: "Before a chart goes out",
      text: "A chart sent with a notice letter can give the recipient grounds to seek a declaratory judgment of non-infringement (MedImmune v. Genentech, 2007; SanDisk v. STMicroelectronics, Fed. Cir. 2007), and a specific charge of infringement also serves as actual notice under 35 U.S.C. 287(a). Counsel decides what is sent and when.",
    },
    {
      type: "paragraph",
      text: "EoU charts rest on public evidence only. Confidential material the other side produces in litigation is read only under the protective order entered in the case, by the people it permits; that work is described under [source code review](/source-code-review).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our analysts pair technical training with claim-charting practice, so each row explains why the evidence meets the claim rather than simply placing the two side by side.",
    },
    {
      type: "paragraph",
      text: "Charts are built to survive scrutiny: every citation is dated and archived, every gap is disclosed, and nothing is overstated to make a chart look complete.",
    },
  ],
} satisfies ServicePage;
