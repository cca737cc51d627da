import type { SamplePage } from "@/content/types";

export const ftoAnalysisClaimChart = {
  slug: "fto-analysis-claim-chart",
  title: "What you receive: an FTO or infringement analysis with a claim chart",
  description:
    "What our freedom-to-operate and infringement reports contain, how in-force patents are searched and checked, what we need, and a sample claim chart.",
  tagline: "The patents that matter, read claim by claim against the product, with their status",
  services: ["freedom-to-operate-search", "infringement-search", "eou-charts"],
  searchText:
    "Sample freedom to operate report, FTO analysis example, infringement analysis, claim chart, evidence of use chart, EoU, element by element, legal status, expiry, in force, UPC opt-out, no blocking patent found, product description.",
  body: [
    { type: "heading", text: "Two reports, one method" },
    {
      type: "paragraph",
      text: "A freedom-to-operate (FTO) analysis starts from a product and asks which in-force patents, in the countries where it will be made or sold, have claims that may read on it. An infringement analysis, or evidence-of-use (EoU) chart, starts from a patent and asks which products on the market appear to practice its claims, and what public evidence shows it. Both end in the same working document: a claim chart that sets each element of a claim beside what the product has, with the evidence. Whether a product infringes, and what to do about it, is a legal opinion for the client's patent attorney or counsel; our report gives them the patents, the status facts and the technical reading on which that opinion can rest.",
    },
    { type: "heading", text: "What the report contains, section by section" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Scope",
          text: "The product or patent analysed, the countries covered, the date of the search and of each status check, and what was left out by agreement.",
        },
        {
          title: "The product as we understood it",
          text: "Its features in numbered form, from the client's description, drawings or teardown, or, for an EoU chart, from the public documents we found.",
        },
        {
          title: "Patents found, by relevance",
          text: "Each patent or pending application with its owner, family, countries where it is in force, expected expiry and the claims that come closest, grouped by relevance to the product: high when every element of that claim is apparently present, medium when all but one are, with that one apparently absent or not determinable, low otherwise.",
        },
        {
          title: "Claim charts",
          text: "For each high-relevance patent, and each medium one the client asks us to chart, every element of the closest independent claim against the product: apparently present, apparently absent, or not determinable from what we have, with the evidence and the passages of the specification that bear on the element's meaning.",
        },
        {
          title: "Status and expiry",
          text: "Legal status from the national registers and, for Europe, whether unitary effect is registered or an opt-out from the Unified Patent Court is recorded, each with the date checked.",
        },
        {
          title: "Technical notes",
          text: "Where a claim turns on a single element that is in doubt, the technical alternatives a design team could look at; whether any of them avoids the claim is for the attorney to say.",
        },
        {
          title: "Search log and limits",
          text: "The databases, classes and queries, and what the search could not reach.",
        },
      ],
    },
    { type: "heading", text: "How the search is done and logged" },
    {
      type: "paragraph",
      text: "An FTO search reads claims, not abstracts. We search by the product's features in the CPC and IPC groups where such claims are classified, and by keywords in claim text, then keep only documents that are in force or pending in the countries in scope. Each survivor's status is checked in the office's own register (USPTO Patent Center, the EPO's European Patent Register and the national registers it links, the Unified Patent Court's register, IP India's e-register), because database status fields lag. Expiry is worked out from the filing date and the office's term rules, including any US patent term adjustment, US patent term extension and terminal disclaimer, and supplementary protection certificates in Europe, where they apply. Every query, count and status check is logged with its date, as in the search report.",
    },
    { type: "heading", text: "What 'no blocking patent found' means, and what it does not" },
    {
      type: "paragraph",
      text: "If the report finds no high-relevance patent, it means that in the countries, sources and dates of the log, we found no in-force patent or pending application whose closest claim has every element apparently present in the product as described. It does not clear the product. Pending applications can still be amended to claim more, within what they disclose; applications less than about 18 months old are not yet published; a product that changes after the analysis needs a fresh look; and claim meaning is finally decided by a court, not by an analyst. The report lists the pending applications worth watching and the date to check them again.",
    },
    { type: "heading", text: "What we need from you" },
    {
      type: "list",
      items: [
        "A description of the product as it will be sold, with drawings, a bill of materials or source-level detail where the claims may turn on it, after a non-disclosure agreement ([how we keep matters confidential](/confidentiality)).",
        "The countries where it will be made, sold, imported or used, and the launch date.",
        "Patents you already know of, and competitors whose portfolios concern you.",
        "For an EoU chart: the patent and claims to chart, and the products or companies to look at.",
        "The name of the attorney or counsel who will receive the report.",
      ],
    },
    {
      type: "paragraph",
      text: "See [freedom to operate search](/freedom-to-operate-search), [infringement search](/infringement-search) and [EoU charts](/eou-charts) for the services, and [how we work and price](/how-we-work) for turnaround and quotes.",
    },
  ],
  sample: {
    title: "FTO Analysis: moisture-switched wick planter (sample)",
    label:
      "Sample report on a fictional product. The client, the product, the patents, their owners and every number, name and date below are invented. 'XX' is not the code of any patent office, and no patent cited here exists.",
    blocks: [
      {
        type: "table",
        caption: "Scope",
        head: ["Item", "Entry"],
        rows: [
          ["Matter", "SAMPLE-FTO-0001, for Fernleaf Labs (fictional)"],
          [
            "Product",
            "Fernleaf self-watering planter, model FL-2 (fictional), as described in the client's drawings of 10 February 2026",
          ],
          ["Countries", "United States, Germany, France, Italy, India"],
          ["Search date / status checked", "12 March 2026 / 13 March 2026"],
        ],
      },
      { type: "heading", text: "1. Patents found, by relevance" },
      {
        type: "table",
        caption: "In-force patents and pending applications (all fictional)",
        head: ["Patent", "Owner", "In force in", "Expected expiry", "Relevance"],
        rows: [
          [
            "XX 1 102 334 B1",
            "Verdant Pot Co.",
            "Unitary effect (DE, FR, IT among others)",
            "2039-06-14",
            "Medium: claim 1 charted below; element 1e apparently absent",
          ],
          [
            "XX 11,204,118 B2",
            "Verdant Pot Co.",
            "United States",
            "2040-01-30 (includes 47 days of term adjustment; no terminal disclaimer or term extension of record)",
            "Medium: claim 9 needs a valve on the reservoir side",
          ],
          [
            "XX 2025/0098812 A1 (pending)",
            "Dripwise Ltd",
            "Application, India",
            "Not granted",
            "Watch: claims may be amended",
          ],
        ],
      },
      {
        type: "heading",
        text: "2. Claim chart: XX 1 102 334 B1, claim 1 (charted at the client's request)",
      },
      {
        type: "table",
        caption: "Claim 1 element by element against the FL-2 planter",
        head: ["Element", "Claim language", "FL-2 planter", "Reading"],
        rows: [
          [
            "1a",
            "A plant container having a base",
            "Molded pot with a flat base (client drawing 1)",
            "Apparently present",
          ],
          [
            "1b",
            "a reservoir below the base",
            "Separate tray the pot stands in (drawing 2)",
            "Apparently present",
          ],
          [
            "1c",
            "a wick extending from the reservoir into the growing medium",
            "Cotton wick through a hole in the base (drawing 3)",
            "Apparently present",
          ],
          [
            "1d",
            "a closure member movable to restrict flow through the wick",
            "Pinch valve on the wick (drawing 4)",
            "Apparently present",
          ],
          [
            "1e",
            "wherein the closure member is actuated by a float responsive to the level in the reservoir",
            "Valve driven by a strip that swells with soil moisture; no float",
            "Apparently absent: see the specification at para. [0027], which describes only float actuation",
          ],
        ],
      },
      { type: "heading", text: "3. Technical note" },
      {
        type: "paragraph",
        text: "No patent found is of high relevance. Element 1e is the only element of claim 1 apparently absent, which is why the patent is graded medium and charted. The FL-2 valve responds to moisture in the soil, while claim 1 requires a float responding to the reservoir level. Whether element 1e would be read to cover other actuators, and whether equivalence could reach the FL-2 valve, which for this European patent with unitary effect is decided by the Unified Patent Court, and for a national patent under each country's own law, is for Fernleaf Labs' patent attorney to assess.",
      },
      { type: "heading", text: "4. Status and limits" },
      {
        type: "paragraph",
        text: "XX 1 102 334 B1: unitary effect registered 2 August 2023; no revocation action found in the UPC's register on 13 March 2026. Renewal fees paid to 2026. Applications filed after about September 2024 may be unpublished. The chart reflects the FL-2 drawings of 10 February 2026; a later design change needs a new reading.",
      },
    ],
  },
} satisfies SamplePage;
