import type { ServicePage } from "@/content/types";

export const sourceCodeReview = {
  slug: "source-code-review",
  title: "Source Code Review",
  group: "patent-litigation",
  description:
    "Source code review under protective orders: locating the code that implements accused features and documenting it for expert reports and contentions.",
  tagline: "Finding the code that proves, or disproves, infringement",
  body: [
    {
      type: "paragraph",
      text: "Source code review under protective orders: locating the code that implements accused features and documenting it for expert reports and contentions.",
    },
  ],
} satisfies ServicePage;
