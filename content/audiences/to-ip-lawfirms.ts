import type { AudiencePage } from "@/content/types";

export const toIpLawfirms = {
  slug: "to-ip-lawfirms",
  title: "Support for IP law firms",
  label: "IP Law Firms",
  description:
    "Drafting, office action, drawing, search, charting and docketing support for IP law firms that need reliable technical capacity without adding headcount.",
  tagline: "An extension of your practice, working to your standards",
  image: { scene: "docket-calendar", icon: "scale", alt: "" },
  services: [
    "patent-drafting",
    "office-action-response",
    "formal-patent-drawings",
    "patent-validity-and-invalidity-search",
    "eou-charts",
    "file-history-analysis",
    "ids-management",
    "remote-patent-docketing",
  ],
  layout: "standard",
  content: [
    { type: "heading", text: "Capacity for the weeks when the docket peaks" },
    {
      type: "paragraph",
      text: "Patent and trademark practices rarely have an even workload. Office action deadlines cluster, a litigation matter arrives with a short fuse, or a client sends a batch of invention disclosures at once. We give IP law firms in the United States, India and elsewhere a trained technical team that takes on defined tasks under your supervision, so you can accept the work without hiring ahead of demand.",
    },
    { type: "heading", text: "Work we take off your desk" },
    {
      type: "list",
      items: [
        "First drafts of patent applications from invention disclosures and inventor interviews, ready for attorney review",
        "Office action analysis with proposed claim amendments and arguments",
        "Formal and design drawings prepared to the USPTO's rules in 37 CFR 1.84 and to the requirements of other offices",
        "Prior-art, validity and invalidity searches, including searches for inter partes review petitions, which may rely only on patents and printed publications",
        "Evidence-of-use charts and file-history analysis for licensing and litigation teams",
        "Docketing, information disclosure statements and data verification across your portfolio",
      ],
    },
    { type: "heading", text: "How we fit into your practice" },
    {
      type: "paragraph",
      text: "Work arrives through the channel you prefer and leaves in your templates, claim style and naming conventions. Your attorneys engage us, direct each matter and remain counsel of record: they decide every position, sign and file, and we contact your clients or inventors only when you ask us to. A lead analyst learns your preferences and stays on your matters, so instructions do not have to be repeated with each new file.",
    },
    { type: "heading", text: "Confidentiality and quality" },
    {
      type: "paragraph",
      text: "Every engagement begins with a conflict check and a confidentiality agreement ([how we keep matters confidential](/confidentiality)). Files move through access-controlled channels, and each piece of work is reviewed by a second analyst before delivery. If we find a problem, such as a reference that anticipates a claim you planned to argue, we tell the responsible attorney at once rather than hold it for the final report.",
    },
  ],
  secondary:
    "Start with one matter. Send us a single office action or search request, judge the result against your own standards, and scale from there. When you are ready, [contact us](/contact-us) with the matter and its deadline.",
} satisfies AudiencePage;
