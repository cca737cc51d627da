import type { AudiencePage } from "@/content/types";

export const toIpConsultingFirms = {
  slug: "to-ip-consulting-firms",
  title: "Support for IP consulting firms",
  label: "IP Consulting Firms",
  description:
    "White-label landscapes, validity searches, claim charts, due diligence and damages research delivered to IP consulting firms under their brand and deadlines.",
  tagline: "Analytic capacity behind your advice",
  image: { scene: "search-report", icon: "network", alt: "" },
  services: [
    "patent-landspace-and-white-space-analysis",
    "state-of-art-search",
    "patent-validity-and-invalidity-search",
    "eou-charts",
    "patent-portfolio-ranking",
    "patent-due-diligence",
    "market-research-damage-study",
  ],
  layout: "standard",
  content: [
    { type: "heading", text: "The research hours behind your judgment" },
    {
      type: "paragraph",
      text: "IP consulting firms, patent brokers and monetization advisers sell judgment: which patents matter, what they are worth, and who is likely to need a license. The hours behind that judgment go into searching, reading claims, charting products and checking file histories. We do that work under your direction, so your consultants spend their time on the conclusions and the client. Where a chart or ranking goes into a licensing demand or a claim, the patent owner acts through its own counsel, who directs that use, decides what is asserted and signs what is sent.",
    },
    { type: "heading", text: "What we deliver under your name" },
    {
      type: "list",
      items: [
        "Patent landscapes and white-space maps for strategy engagements",
        "State-of-the-art and validity searches that test the strength of a portfolio before it is marketed or bought",
        "Evidence-of-use charts mapping claims to products for licensing programs and sales packages",
        "Portfolio ranking and due diligence for acquisitions, sales and investment decisions",
        "Market research and damages studies that support valuation and royalty discussions",
        "File-history analysis that reveals arguments and amendments limiting claim scope",
      ],
    },
    { type: "heading", text: "White-label by design" },
    {
      type: "paragraph",
      text: "Reports are delivered in your templates, with your branding and without ours. We do not contact your clients or approach them for work, and each project is covered by a confidentiality agreement that names what we may and may not retain once it ends ([how we keep matters confidential](/confidentiality)). Method notes and search strings come with every report, so your consultants can explain and defend each conclusion to the client.",
    },
    { type: "heading", text: "Scaling with your pipeline" },
    {
      type: "paragraph",
      text: "A core team learns your methods, rating scales and report formats. When a sales package or a diligence review must be finished against a closing date, more analysts join under the same lead, who keeps the method consistent and reviews every deliverable before it reaches you. Our analysts work across aerospace, biotechnology, software, life sciences and chemistry, engineering, electronics and telecommunications, and medical devices (see our [technology domains](/domains)), so one provider can support engagements across your practice.",
    },
  ],
  secondary:
    "Tell us the decision your client must make and the date it must be made by, and we will propose a scope, a method and a delivery plan. Engagements can start with a single [landscape](/patent-landspace-and-white-space-analysis) or chart set.",
} satisfies AudiencePage;
