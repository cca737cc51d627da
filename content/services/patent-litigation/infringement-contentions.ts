import type { ServicePage } from "@/content/types";

export const infringementContentions = {
  slug: "infringement-contentions",
  title: "Infringement Contentions",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Infringement contention charts prepared to local patent rules such as N.D. Cal. Patent L.R. 3-1, mapping each asserted claim to each accused product.",
  tagline: "Contentions that meet the local patent rules",
  searchTerms:
    "Infringement claim charts: each asserted claim charted element by element against each accused product.",
  body: [
    { type: "heading", text: "What infringement contentions must do" },
    {
      type: "paragraph",
      text: "In US district courts with patent local rules, the party asserting infringement must disclose its theories early and in detail, in written infringement contentions served on a schedule the rules set. Contentions then frame the case: theories left out may be struck, and in the Northern District of California they can be amended only by order of the court on a timely showing of good cause (Patent L.R. 3-6). Thin or generic charts invite motions; complete ones narrow the fight to the real disputes.",
    },
    { type: "subheading", text: "N.D. Cal. Patent L.R. 3-1 in brief" },
    {
      type: "list",
      items: [
        "Each claim of each patent said to be infringed by each opposing party, with the subsections of 35 U.S.C. 271 relied on.",
        "Each accused apparatus, product, device, process, method, act or other instrumentality, identified as specifically as possible, by name or model number where known.",
        "A chart identifying specifically where and how each limitation of each asserted claim is found in each accused instrumentality, including the structure, act or material for any means-plus-function limitation.",
        "For indirect infringement, the direct infringement relied on and the acts of the alleged indirect infringer.",
        "Whether each limitation is said to be present literally or under the doctrine of equivalents.",
        "The priority date claimed for each asserted claim, any of the patentee's own products it says practice the claims, and the basis for any allegation of willful infringement.",
      ],
    },
    {
      type: "paragraph",
      text: "Other districts, such as the Eastern District of Texas and the District of New Jersey, have their own patent rules, and many judges add standing orders. Content and timing differ, so we work from the rules and orders of your court.",
    },
    {
      type: "paragraph",
      text: "Your litigation counsel engages us and directs the charts; counsel decides the theories asserted, and signs and serves the contentions.",
    },
    { type: "heading", text: "How we prepare contentions" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Start from the pre-suit evidence",
          text: "Existing [evidence of use charts](/eou-charts) are checked, updated and extended to every asserted claim.",
        },
        {
          title: "Define the accused instrumentalities",
          text: "We list every accused product and, where products are grouped, record why one model is representative of the others, because courts ask for that showing.",
        },
        {
          title: "Chart claim by claim",
          text: "Each limitation is mapped with pinpoint citations to public evidence and to produced documents by production number. Doctrine of equivalents theories are set out limitation by limitation, not as boilerplate.",
        },
        {
          title: "Mark what needs discovery",
          text: "Where proof sits in confidential documents or code, the chart says so and the gap list proposes targeted requests. Supplements follow [source code review](/source-code-review).",
        },
        {
          title: "Check and hand over",
          text: "A second analyst checks every citation and every limitation for coverage before the draft goes to counsel for review, revision and service.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Draft contention charts, one for each accused instrumentality or representative group, in the exhibit format counsel serves.",
        "A cover list of asserted claims and accused products, and an index of cited evidence.",
        "A gap list with suggested discovery requests, and supplemental charts as discovery proceeds.",
        "For defendants, a review of the other side's contentions with deficiencies identified limitation by limitation.",
      ],
    },
    { type: "heading", text: "Confidential material under the protective order" },
    {
      type: "paragraph",
      text: "Documents produced in discovery are used only as the protective order allows. Our analysts are disclosed and sign the order's undertaking before they see designated material, keep it on the systems the order permits, and never use it outside the case. Turnaround follows the case schedule, agreed with counsel when the engagement starts.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We prepare and review contentions for plaintiffs and defendants alike, so we write them expecting the motion to strike and the deposition that will test them.",
    },
    {
      type: "paragraph",
      text: "Technical analysts read the evidence; counsel keeps control of strategy and signs what is served.",
    },
  ],
} satisfies ServicePage;
