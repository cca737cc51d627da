import type { ServicePage } from "@/content/types";

export const dataVerification = {
  slug: "data-verification",
  title: "Patent Data Verification",
  group: "patent-management",
  filedBy: "patent-practitioner",
  description:
    "Verification of patent bibliographic data, legal status, ownership and fee dates against USPTO, EPO and Indian Patent Office records, with a discrepancy report.",
  tagline: "Portfolio data you can rely on",
  body: [
    { type: "heading", text: "Why portfolio data drifts" },
    {
      type: "paragraph",
      text: "Patent records pass through many hands: outside counsel, foreign associates, annuity providers, acquired companies and at least one system migration. Each hand-off can drop a priority claim, mistype a date or leave an old owner in place. The errors stay invisible until they matter, when a fee is missed, an expiry date is wrong in a license, or a buyer's diligence team finds that the schedule does not match the registers. Verification finds them first.",
    },
    {
      type: "paragraph",
      text: "Your attorneys and agents engage us and direct the checks; they decide each correction to the record, and sign anything sent to an office.",
    },
    { type: "heading", text: "When to verify" },
    {
      type: "list",
      items: [
        "Before or after moving to a new docketing or IP management system.",
        "After an acquisition, merger or divestiture, when portfolios are combined or split.",
        "Before handing annuity payments to a new provider.",
        "Before a [portfolio ranking](/patent-portfolio-ranking), a sale or a licensing program.",
        "As a yearly audit, on a sample or on the whole portfolio.",
      ],
    },
    { type: "heading", text: "What we check, field by field" },
    {
      type: "table",
      caption: "Fields verified and the records we check them against",
      head: ["Field", "Checked against", "What commonly goes wrong"],
      rows: [
        [
          "Numbers and dates",
          "USPTO Patent Center, the European Patent Register, Indian Patent Office records, WIPO PATENTSCOPE",
          "Transposed digits, publication numbers entered as application numbers",
        ],
        [
          "Priority and family links",
          "Priority claims and continuity data in the office records",
          "Missing parents, wrong priority dates, national phases not linked to their PCT application",
        ],
        [
          "Legal status",
          "Office registers and published events",
          "Lapsed or abandoned cases still shown as pending or in force",
        ],
        [
          "Owner of record",
          "USPTO assignment records and the Indian register of patents",
          "Assignments never recorded, former owners still listed after a merger",
        ],
        [
          "Expiry",
          "In the US, twenty years from the filing date of the earliest non-provisional application whose benefit is claimed (35 U.S.C. 154(a)(2)), adjusted for term adjustment, extension and terminal disclaimers, for utility patents; for US design patents, 15 years from grant if filed on or after May 13, 2015, and 14 years from grant if filed before (35 U.S.C. 173); twenty years from filing in India (Section 53)",
          "Term adjustment or terminal disclaimers ignored",
        ],
        [
          "Fees and entity status",
          "USPTO maintenance fee windows and Indian renewal dates; small or micro entity status under 37 CFR 1.27 and 1.29",
          "Wrong due dates; reduced fees still paid after the owner lost entitlement, a change the USPTO must be told of no later than the next issue or maintenance fee payment",
        ],
      ],
    },
    { type: "heading", text: "How we verify" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Export and normalize",
          text: "We take an export from your system and bring numbers and dates into one format per office.",
        },
        {
          title: "Match to the record",
          text: "Each record is matched against the official data, by automated retrieval where the office allows it and by hand where it does not.",
        },
        {
          title: "Classify each discrepancy",
          text: "Critical (a deadline or status at risk), significant (ownership or term) or minor (formatting), so the urgent items surface first.",
        },
        {
          title: "Check the critical items twice",
          text: "A second analyst confirms every critical finding against the register before it is reported.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A discrepancy report ranked by risk, each line citing the official record and the date it was checked.",
        "A corrected import file in your system's format, or corrections made directly in your system if you prefer.",
        "A list of actions needed at the offices, such as recording assignments, correcting entity status or requesting a certificate of correction after [patent proofreading](/patent-proofreading).",
        "A timetable agreed at the outset, with critical findings reported as soon as they are confirmed.",
      ],
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Verification is slow, careful work, and we treat it that way: every finding is tied to an official record, critical items are checked twice, and the same method can be rerun each year so your data stays clean. Ongoing upkeep is available through [remote patent docketing](/remote-patent-docketing).",
    },
  ],
} satisfies ServicePage;
