import type { AudiencePage } from "@/content/types";

// Slug spelled as the spec gives the route; the visible title is spelled correctly.
export const toIndiviualLawyers = {
  slug: "to-indiviual-lawyers",
  title: "Support for individual lawyers",
  label: "Individual Lawyers",
  description:
    "Patent, trademark and commercial support for solo practitioners and small practices: drafts, searches, drawings, notices and litigation research per matter.",
  tagline: "The back office of a larger firm, when you need it",
  image: { scene: "claim-chart", icon: "briefcase", alt: "" },
  services: [
    "patent-drafting",
    "office-action-response",
    "patentability-search",
    "trademark-search",
    "formal-patent-drawings",
    "patent-proofreading",
    "drafting-of-legal-notice",
    "commercial-litigation",
  ],
  layout: "standard",
  content: [
    { type: "heading", text: "Support that scales to one lawyer" },
    {
      type: "paragraph",
      text: "A solo practitioner or a two-lawyer practice handles a client's patent, trademark and commercial matters from first call to final filing, usually without associates, paralegals or a search department. We provide that support one matter at a time, so you can take on work that would otherwise need a larger firm and keep the client relationship yourself.",
    },
    { type: "heading", text: "How individual lawyers use us" },
    {
      type: "list",
      items: [
        "Patent application drafts and office action responses, for a lawyer who is also a registered patent agent in India or registered to practice before the USPTO, to settle and sign",
        "Patentability searches for inventions and clearance searches for brand names before you advise a client",
        "Formal drawings and a proofread of the specification and claims before filing",
        "Legal notices and replies, with statutory deadlines checked",
        "Chronologies, document review and research memos for commercial disputes you are running",
      ],
    },
    { type: "heading", text: "You stay the lawyer" },
    {
      type: "paragraph",
      text: "As the client's lawyer you engage us and direct each matter: you decide every position, give the advice, sign the filings and appear for the client; we prepare the work product and flag the issues we find. Scope and cost are agreed before a matter starts, so you can quote your own client with confidence, and nothing we prepare reaches your client except through you.",
    },
    { type: "heading", text: "Matters outside your usual practice" },
    {
      type: "paragraph",
      text: "Clients do not always stay within one field. When a trademark client asks about a patent, or a patent client needs a commercial contract or a legal notice, our research memos and drafts help you answer well while you decide whether the matter also calls for co-counsel.",
    },
    { type: "heading", text: "The same team on every matter" },
    {
      type: "paragraph",
      text: "The analysts who handle your first matter handle the next, so they learn how you like claims structured, arguments framed and reports laid out. Each deliverable is checked by a second reviewer, and every file you share under our engagement terms or NDA is kept confidential ([how we keep matters confidential](/confidentiality)).",
    },
  ],
  secondary:
    "Have a deadline coming up? [Contact us](/contact-us) with the matter, the office or court involved and the date, and we will confirm what we can deliver before you commit.",
} satisfies AudiencePage;
