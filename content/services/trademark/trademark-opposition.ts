import type { ServicePage } from "@/content/types";

export const trademarkOpposition = {
  slug: "trademark-opposition",
  title: "Trademark Opposition",
  group: "trademark",
  description:
    "Support for trademark oppositions at the USPTO TTAB and Indian Registry: notices, counter-statements, evidence and deadlines for your counsel.",
  tagline: "Stop a conflicting mark, or defend your own",
  body: [
    {
      type: "paragraph",
      text: "Support for trademark oppositions at the USPTO TTAB and Indian Registry: notices, counter-statements, evidence and deadlines for your counsel.",
    },
  ],
} satisfies ServicePage;
