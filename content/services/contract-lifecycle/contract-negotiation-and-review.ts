import type { ServicePage } from "@/content/types";

export const contractNegotiationAndReview = {
  slug: "contract-negotiation-and-review",
  title: "Contract Negotiation and Review",
  group: "contract-lifecycle",
  description:
    "Clause-by-clause review of contracts received from counterparties, with risk notes, redlines and negotiation positions for your team.",
  tagline: "Know what you are signing, and what to push back on",
  body: [
    {
      type: "paragraph",
      text: "Clause-by-clause review of contracts received from counterparties, with risk notes, redlines and negotiation positions for your team.",
    },
  ],
} satisfies ServicePage;
