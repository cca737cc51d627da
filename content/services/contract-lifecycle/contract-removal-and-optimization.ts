import type { ServicePage } from "@/content/types";

export const contractRemovalAndOptimization = {
  slug: "contract-removal-and-optimization",
  title: "Contract Termination and Optimization",
  group: "contract-lifecycle",
  description:
    "Review of contract portfolios to exit, renegotiate or consolidate agreements, with termination notices and transition plans prepared correctly.",
  tagline: "Exit or improve agreements that no longer serve you",
  body: [
    {
      type: "paragraph",
      text: "Review of contract portfolios to exit, renegotiate or consolidate agreements, with termination notices and transition plans prepared correctly.",
    },
  ],
} satisfies ServicePage;
