import type { ServicePage } from "@/content/types";

export const freedomToOperateSearch = {
  slug: "freedom-to-operate-search",
  title: "Freedom to Operate Search",
  group: "patent-searches",
  description:
    "Freedom to operate searches that find in-force patents a product may infringe in its target markets, with claim charts for counsel's opinion.",
  tagline: "Launch with a clear view of the patent risks",
  body: [
    {
      type: "paragraph",
      text: "Freedom to operate searches that find in-force patents a product may infringe in its target markets, with claim charts for counsel's opinion.",
    },
  ],
} satisfies ServicePage;
