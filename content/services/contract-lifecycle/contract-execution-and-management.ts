import type { ServicePage } from "@/content/types";

export const contractExecutionAndManagement = {
  slug: "contract-execution-and-management",
  title: "Contract Execution and Management",
  group: "contract-lifecycle",
  description:
    "Managing signed contracts: execution formalities, a repository with key terms and dates, and tracking of obligations, renewals and notices.",
  tagline: "Signed, stored and tracked from day one",
  body: [
    {
      type: "paragraph",
      text: "Managing signed contracts: execution formalities, a repository with key terms and dates, and tracking of obligations, renewals and notices.",
    },
  ],
} satisfies ServicePage;
