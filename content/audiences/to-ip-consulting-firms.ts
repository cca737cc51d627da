import type { AudiencePage } from "@/content/types";

export const toIpConsultingFirms = {
  slug: "to-ip-consulting-firms",
  title: "Support for IP Consulting Firms",
  label: "IP Consulting Firms",
  description:
    "White-label searches, analytics, claim charts and landscapes delivered to IP consulting firms under their brand and deadlines.",
  tagline: "Analytic capacity behind your advice",
  image: { icon: "network", alt: "" },
  services: ["patentability-search"],
  layout: "standard",
  content: [
    {
      type: "paragraph",
      text: "White-label searches, analytics, claim charts and landscapes delivered to IP consulting firms under their brand and deadlines.",
    },
  ],
} satisfies AudiencePage;
