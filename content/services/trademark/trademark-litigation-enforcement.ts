import type { ServicePage } from "@/content/types";

export const trademarkLitigationEnforcement = {
  slug: "trademark-litigation-enforcement",
  title: "Trademark Litigation and Enforcement",
  group: "trademark",
  filedBy: "counsel",
  description:
    "Research and evidence for enforcing trademarks: infringement investigations, marketplace and domain takedowns, customs recordal and support for suits.",
  tagline: "Evidence that turns a suspicion into a case",
  body: [
    { type: "heading", text: "When enforcement support is needed" },
    {
      type: "paragraph",
      text: "A registration is only as valuable as its owner's readiness to enforce it. Clients turn to us when a look-alike product appears on a marketplace, a competitor adopts a confusingly similar name, a domain name diverts customers, or counterfeit goods reach a port. In each case counsel needs facts first: who is behind the use, since when, on what goods, where, and with what effect on the brand.",
    },
    {
      type: "paragraph",
      text: "Your counsel engages us and directs the investigation; counsel decides what action to take, and signs every letter and pleading.",
    },
    { type: "heading", text: "The legal frameworks we work within" },
    {
      type: "definitions",
      items: [
        {
          title: "United States",
          text: "Infringement of a registered mark under Section 32 of the Lanham Act (15 U.S.C. §1114); false designation of origin, which also protects unregistered marks, under Section 43(a) (15 U.S.C. §1125(a)); dilution of famous marks under Section 43(c); and cybersquatting under Section 43(d). Registered marks can be recorded with US Customs and Border Protection to help stop infringing imports.",
        },
        {
          title: "India",
          text: "Infringement of a registered mark under Section 29 of the Trade Marks Act, 1999, and the common-law action of passing off, which protects unregistered marks and can be pleaded alongside infringement. Trademark suits are commercial disputes under the Commercial Courts Act, 2015, and owners can record their rights with Indian Customs under the Intellectual Property Rights (Imported Goods) Enforcement Rules, 2007.",
        },
        {
          title: "Domain names",
          text: "Complaints under the Uniform Domain-Name Dispute-Resolution Policy (UDRP) for generic top-level domains, and under the .IN Domain Name Dispute Resolution Policy (INDRP) for Indian domains.",
        },
      ],
    },
    { type: "heading", text: "How we build the evidence" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Investigate",
          text: "We search marketplaces, social media, app stores, websites, company registers and domain records to identify the infringer, the products involved and the scale of use.",
        },
        {
          title: "Capture",
          text: "Pages and listings are captured with their date and URL and a note of how each capture was made, so that every exhibit can be authenticated later.",
        },
        {
          title: "Establish your priority",
          text: "From your records we assemble a chronology of your own mark: first use, sales, advertising, media coverage and recognition.",
        },
        {
          title: "Analyze",
          text: "A likelihood-of-confusion or deceptive-similarity analysis compares the marks, the goods, the channels of trade and any instances of actual confusion.",
        },
        {
          title: "Support the action",
          text: "Marketplace takedown notices, draft [cease-and-desist letters](/drafting-of-legal-notice), and evidence bundles and research memos for [commercial litigation](/commercial-litigation), with [damages research](/market-research-damage-study) where the case turns on money.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "An investigation report identifying the infringing use, the party behind it and the evidence found",
        "An indexed exhibit bundle of captures and records, with a log of how each item was obtained",
        "A use chronology and reputation file for your own mark",
        "Draft takedown notices, demand letters and customs recordal papers for your counsel's review",
      ],
    },
    {
      type: "paragraph",
      text: "We work under the direction of the client's counsel and do not appear in court. How long an investigation takes depends on how well the infringer hides; at the start we agree with counsel what the first report will cover and when it will arrive.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Evidence is collected as if it will be challenged, because in a contested case it will be: sources, dates and methods are logged for every exhibit.",
    },
    {
      type: "paragraph",
      text: "We keep investigations discreet, so the other side does not learn of the inquiry before your counsel is ready to act.",
    },
  ],
} satisfies ServicePage;
