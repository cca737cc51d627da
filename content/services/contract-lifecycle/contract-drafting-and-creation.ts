import type { ServicePage } from "@/content/types";

export const contractDraftingAndCreation = {
  slug: "contract-drafting-and-creation",
  title: "Contract Drafting and Creation",
  group: "contract-lifecycle",
  description:
    "Drafting of commercial contracts (NDAs, service, licence and supply agreements) that set out rights, risk and remedies in plain, enforceable terms.",
  tagline: "Contracts that say what the parties mean",
  body: [
    {
      type: "paragraph",
      text: "Drafting of commercial contracts (NDAs, service, licence and supply agreements) that set out rights, risk and remedies in plain, enforceable terms.",
    },
  ],
} satisfies ServicePage;
