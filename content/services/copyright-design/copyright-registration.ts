import type { ServicePage } from "@/content/types";

export const copyrightRegistration = {
  slug: "copyright-registration",
  title: "Copyright Registration",
  group: "copyright-design",
  description:
    "Copyright registration at the US Copyright Office and in India, with the deposit copies, application forms and ownership questions handled correctly.",
  tagline: "Registration that makes your copyright enforceable",
  body: [
    {
      type: "paragraph",
      text: "Copyright registration at the US Copyright Office and in India, with the deposit copies, application forms and ownership questions handled correctly.",
    },
  ],
} satisfies ServicePage;
