import type { ServicePage } from "@/content/types";

export const infringementSearch = {
  slug: "infringement-search",
  title: "Infringement Search",
  group: "patent-searches",
  description:
    "Infringement searches that identify products and patents at issue, covering direct, indirect, contributory and literal infringement with claim mapping.",
  tagline: "Find who may be practicing your claims",
  body: [
    {
      type: "paragraph",
      text: "Infringement searches that identify products and patents at issue, covering direct, indirect, contributory and literal infringement with claim mapping.",
    },
  ],
} satisfies ServicePage;
