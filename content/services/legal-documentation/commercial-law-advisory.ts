import type { ServicePage } from "@/content/types";

export const commercialLawAdvisory = {
  slug: "commercial-law-advisory",
  title: "Commercial Law Advisory",
  group: "legal-documentation",
  description:
    "Research and advisory support on commercial law questions: company, contract, consumer and IP issues that arise in everyday business decisions.",
  tagline: "Answers to the legal questions businesses meet every day",
  body: [
    {
      type: "paragraph",
      text: "Research and advisory support on commercial law questions: company, contract, consumer and IP issues that arise in everyday business decisions.",
    },
  ],
} satisfies ServicePage;
