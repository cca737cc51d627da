import { samplePages, samplePath, SAMPLES_PATH } from "@/content/samples";
import type { CompanyPageEntry } from "@/content/types";

/** Pages with route files of their own; registered here for the sitemap, search and metadata. */
export const companyPages = [
  {
    path: "/",
    title: "IP Research, Patent and Trademark Services",
    description:
      "Support for patent prosecution and litigation: searches, analysis and drafts in patent, trademark, copyright, design and contract work for attorneys and agents.",
  },
  {
    path: "/who-we-are",
    title: "Who We Are",
    description:
      "A techno-legal firm supporting patents, trademarks, copyright, designs and contracts: our story, how we work and where our offices are.",
  },
  {
    path: "/our-team",
    title: "Our Team",
    description:
      "The engineers, scientists and legal professionals who research, draft and manage intellectual property work for our clients.",
  },
  {
    path: "/why-us",
    title: "Why Us",
    description:
      "Why law firms, companies and universities choose us: round-the-clock work, no surprises on cost or scope, and a team that goes the extra mile.",
  },
  {
    path: "/careers",
    title: "Careers",
    description:
      "Join our patent analytics, patent research and trademark teams: the roles we hire for and how to apply.",
  },
  {
    path: "/domains",
    title: "Technology domains",
    description:
      "The technology fields our analysts and drafters work in, from aerospace and biotechnology to software, chemistry and engineering.",
  },
  {
    path: "/contact-us",
    title: "Contact Us",
    description:
      "Send us an enquiry or reach our offices in Dehradun, Fullerton and Falls Church by phone or e-mail.",
  },
  {
    path: "/request-a-quote",
    title: "Request a scoped quote",
    description:
      "Scope a quote for a patent search, drafting, trademark work or litigation support: your deadline, budget and whether an NDA comes first.",
    searchText:
      "Request a quote, quote brief, scoped quote, estimate, price a search, drafting quote, trademark quote, litigation support quote, budget, deadline, NDA first.",
  },
  {
    path: "/ip-deadline-calculator",
    title: "IP deadline calculator",
    description:
      "Work out the patent and trademark deadlines that follow a filing, grant or registration date, with the rule behind each and a calendar file to keep.",
    searchText:
      "Deadline calculator: Paris Convention priority, PCT international application, Chapter II demand, national phase entry at 30 and 31 months, India request for examination, US maintenance fees, US trademark Section 8 and Section 9 renewal, Indian trademark renewal and restoration, EU trade mark renewal. Docketing dates with calendar export.",
  },
  {
    path: "/insights",
    title: "Insights",
    description:
      "Articles by our analysts on the rule changes and practical questions patent and trademark clients face, each citing the rule or notice it rests on.",
    searchText:
      "Insights, articles, blog, news: WIPO ST.26 sequence listings, Unified Patent Court and freedom to operate, USPTO fees and IDS size fee, Trademark Modernization Act expungement and reexamination, EU design reform. Feed.",
  },
  {
    path: "/confidentiality",
    title: "Confidentiality and data security",
    description:
      "How we keep a client's matter confidential: NDAs before disclosure, need-to-know access, storage and transfer, retention, conflict checks and export control.",
    searchText:
      "Confidentiality, data security, due diligence, non-disclosure agreement NDA, access control, encryption, file transfer, retention and destruction, conflict check, export control, EAR, ITAR, US persons, foreign filing license, 35 USC 184, Section 39 permit, AI tools, subcontractors, incident notification, breach, security certification, ISO 27001.",
  },
  {
    path: "/how-we-work",
    title: "How we work and price",
    description:
      "How each kind of matter is scoped, timed and priced: turnaround, fixed-fee, per-unit, hourly and monthly-team models, what changes a quote, and a paid pilot.",
    searchText:
      "How we work, pricing, price, fees, cost, quote, turnaround, delivery time, fixed fee, per claim, per page, hourly, cap, monthly team, dedicated team, paid pilot, trial matter, scope, engagement.",
  },
  {
    path: SAMPLES_PATH,
    title: "What you receive",
    description:
      "Samples to read before sending work: a patentability search report, an FTO analysis with a claim chart and a patent landscape, each on a fictional case.",
    searchText:
      "What you receive, sample report, example deliverable, redacted sample, search report sample, claim chart sample, landscape sample, search log.",
  },
  ...samplePages.map((p) => ({
    path: samplePath(p.slug),
    title: p.title,
    description: p.description,
    searchText: p.searchText,
  })),
  {
    path: "/site-map",
    title: "Site map",
    description:
      "Every page of the site in one list: IP services, legal support, solutions for each kind of client, the company pages and site search.",
  },
] as const satisfies readonly CompanyPageEntry[];
