import type { ServicePage } from "@/content/types";

export const infringementContentions = {
  slug: "infringement-contentions",
  title: "Infringement Contentions",
  group: "patent-litigation",
  description:
    "Infringement contention charts prepared to local patent rules, mapping asserted claims to accused instrumentalities with cited evidence for counsel's review.",
  tagline: "Contentions that meet the local patent rules",
  body: [
    {
      type: "paragraph",
      text: "Infringement contention charts prepared to local patent rules, mapping asserted claims to accused instrumentalities with cited evidence for counsel's review.",
    },
  ],
} satisfies ServicePage;
