import type { ServicePage } from "@/content/types";

export const legalDocumentDrafting = {
  slug: "legal-document-drafting",
  title: "Legal Document Drafting",
  group: "legal-documentation",
  description:
    "Drafting of legal documents such as agreements, affidavits, policies, board resolutions and powers of attorney, reviewed for accuracy and consistency.",
  tagline: "Precise documents for everyday legal needs",
  body: [
    {
      type: "paragraph",
      text: "Drafting of legal documents such as agreements, affidavits, policies, board resolutions and powers of attorney, reviewed for accuracy and consistency.",
    },
  ],
} satisfies ServicePage;
