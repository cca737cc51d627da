import type { AudiencePage } from "@/content/types";

export const toIpLawfirms = {
  slug: "to-ip-lawfirms",
  title: "Support for IP Law Firms",
  label: "IP Law Firms",
  description:
    "Research, drafting, drawings, docketing and litigation support for IP law firms that need reliable technical capacity without adding headcount.",
  tagline: "An extension of your practice, working to your standards",
  image: { icon: "scale", alt: "" },
  services: ["patentability-search"],
  layout: "standard",
  content: [
    {
      type: "paragraph",
      text: "Research, drafting, drawings, docketing and litigation support for IP law firms that need reliable technical capacity without adding headcount.",
    },
  ],
} satisfies AudiencePage;
