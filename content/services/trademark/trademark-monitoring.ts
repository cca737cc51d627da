import type { ServicePage } from "@/content/types";

export const trademarkMonitoring = {
  slug: "trademark-monitoring",
  title: "Trademark Monitoring",
  group: "trademark",
  description:
    "Watching of trademark journals and registers for conflicting applications, with alerts in time to oppose before the opposition period closes.",
  tagline: "See conflicting marks while there is time to act",
  body: [
    {
      type: "paragraph",
      text: "Watching of trademark journals and registers for conflicting applications, with alerts in time to oppose before the opposition period closes.",
    },
  ],
} satisfies ServicePage;
