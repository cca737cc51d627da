import type { ServicePage } from "@/content/types";

export const trademarkRegistration = {
  slug: "trademark-registration",
  title: "Trademark Registration",
  group: "trademark",
  description:
    "Management of a trademark application from filing to registration: examination reports, responses, publication and registration certificate.",
  tagline: "From application to registration certificate",
  body: [
    {
      type: "paragraph",
      text: "Management of a trademark application from filing to registration: examination reports, responses, publication and registration certificate.",
    },
  ],
} satisfies ServicePage;
