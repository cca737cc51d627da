import type { ServicePage } from "@/content/types";

export const idsManagement = {
  slug: "ids-management",
  title: "IDS Management",
  group: "patent-management",
  filedBy: "patent-practitioner",
  description:
    "IDS preparation and tracking that meets the USPTO duty of disclosure under 37 CFR 1.56 and the timing rules of 37 CFR 1.97, across every related application.",
  tagline: "Meeting the duty of disclosure without the scramble",
  body: [
    { type: "heading", text: "The duty behind every IDS" },
    {
      type: "paragraph",
      text: "Under 37 CFR 1.56, every individual associated with filing and prosecuting a US patent application, including the inventors, the attorney or agent and anyone else substantively involved, owes the USPTO a duty of candor and good faith. That includes a duty to disclose information they know to be material to patentability, and it lasts for each pending claim until the claim is canceled or withdrawn, or the application is abandoned. The usual vehicle is an Information Disclosure Statement (IDS). A breach can make the whole patent unenforceable for inequitable conduct, which since Therasense v. Becton Dickinson (Fed. Cir. en banc 2011) requires but-for materiality and a specific intent to deceive.",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us and directs the disclosure; they decide what is cited, and sign and file each information disclosure statement.",
    },
    { type: "heading", text: "Timing under 37 CFR 1.97" },
    {
      type: "table",
      caption: "When an IDS is filed and what it needs",
      head: ["When the IDS is filed", "What it needs", "Rule"],
      rows: [
        [
          "Within three months of filing a national application or entering the national stage, before the first Office action on the merits, or before the first action after a request for continued examination",
          "No statement or fee for timing",
          "37 CFR 1.97(b)",
        ],
        [
          "Later, but before a final action, a notice of allowance or an action that otherwise closes prosecution",
          "Either a statement under 1.97(e) or the fee under 1.17(p)",
          "37 CFR 1.97(c)",
        ],
        [
          "After that, but on or before payment of the issue fee",
          "Both a statement under 1.97(e) and the fee",
          "37 CFR 1.97(d)",
        ],
        [
          "After the issue fee is paid",
          "Not considered; the usual route is to withdraw the application from issue and file a request for continued examination",
          "37 CFR 1.313; 1.114",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "The 1.97(e) statement says either that each item was first cited by a foreign patent office in a counterpart application no more than three months before the IDS is filed, or that no item was cited abroad and, after reasonable inquiry, none was known to anyone covered by 1.56 more than three months earlier. That three-month window is why the date each citation arrives matters as much as the citation itself.",
    },
    {
      type: "callout",
      title: "Content and size fee under 37 CFR 1.98",
      text: "An IDS lists each item and includes legible copies of foreign patent documents and non-patent literature (US patents and published applications need not be copied), with a concise explanation of relevance for items not in English. Since January 19, 2025, an IDS size fee under 37 CFR 1.17(v) is due when the cumulative number of cited items passes 50, 100 or 200, and every IDS must state whether that fee is due.",
    },
    { type: "heading", text: "India: Section 8 disclosures" },
    {
      type: "paragraph",
      text: "The Indian Patent Office has its own disclosure rule. Under Section 8 of the Patents Act and Rule 12 as amended in 2024, the applicant files a statement and undertaking in Form 3 within six months of filing and gives details of corresponding foreign applications within three months of the first examination report; the Controller may ask for more. Failure to disclose is a ground of opposition and revocation (Sections 25 and 64).",
    },
    { type: "heading", text: "How we manage disclosure across a family" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Collect every source",
          text: "Foreign search reports and office actions, PCT search reports and written opinions, art cited in related US applications, and art raised in litigation or PTAB proceedings.",
        },
        {
          title: "Cross-cite",
          text: "A citation matrix shows which items have been disclosed in which application, so nothing cited in one family member is missed in another.",
        },
        {
          title: "Track the clock",
          text: "Each item's first-cited date is logged against the 1.97 windows and the size-fee count, and fed to your [docket](/remote-patent-docketing).",
        },
        {
          title: "Prepare the filing",
          text: "Item lists, copies, relevance explanations and [translations](/patent-translations) where needed, ready for attorney review.",
        },
        {
          title: "Confirm consideration",
          text: "After each action, we check that the examiner has initialed every item and report any that were not considered.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Ready-to-sign IDS packages with the correct timing statement and size-fee assertion.",
        "A live citation matrix for each family, and a report of items awaiting disclosure with their deadlines, on the turnaround your docket requires.",
      ],
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Disclosure fails at the hand-offs: a foreign report sits in an inbox, a related case is forgotten. We close those gaps with one matrix per family, a second check on every package, and decisions on materiality left to your attorneys.",
    },
  ],
} satisfies ServicePage;
