import type { ServicePage } from "@/content/types";

export const designPatentApplication = {
  slug: "design-patent-application",
  title: "Indian Design Application",
  group: "indian-patent",
  filedBy: "design-practitioner",
  description:
    "Indian design registration support under the Designs Act, 2000: representations, novelty statements, draft Form 1 and draft replies, for your agent to file.",
  tagline: "Protection in India for the look of a product",
  body: [
    {
      type: "heading",
      text: "Registering a design in India",
    },
    {
      type: "paragraph",
      text: "India protects the appearance of products through registration under the Designs Act, 2000 and the Designs Rules, 2001, administered by the Patent Office, where design applications are examined in Kolkata. Section 2(d) defines a design as the features of shape, configuration, pattern, ornament or composition of lines or colors applied to an article by an industrial process and judged solely by the eye. It excludes modes or principles of construction, anything that is in substance a mere mechanical device, trade marks and artistic works.",
    },
    {
      type: "paragraph",
      text: "A registration lasts ten years and can be renewed once for a further five under Section 11. It gives the proprietor the right to act against piracy under Section 22, while any person interested may petition the Controller to cancel a registration under Section 19, for example on grounds of prior publication.",
    },
    {
      type: "paragraph",
      text: "Your patent agent or other authorized representative engages us and directs the application; they decide the article, the class and the views, and sign and file it with the Patent Office.",
    },
    {
      type: "heading",
      text: "When to file",
    },
    {
      type: "list",
      items: [
        "Before any public disclosure: Section 4 bars registration of a design already disclosed to the public anywhere in the world, by publication in tangible form, by use or otherwise, before the filing or priority date.",
        "Within six months of a first application in a convention country, to claim its priority under Section 44.",
        "When a product is about to launch in India, or when copies of an existing product have started to appear.",
      ],
    },
    {
      type: "heading",
      text: "How we prepare the application for your agent",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Novelty check",
          text: "We search registered Indian designs and published designs elsewhere for the closest existing appearance, so the statement of novelty is built on facts.",
        },
        {
          title: "Classification",
          text: "The article is assigned to its class under the Locarno-based classification that India applies, since the registration covers the article in that class.",
        },
        {
          title: "Representations",
          text: "Views of the article are prepared to the Designs Rules, showing the design completely and consistently. Existing US or EUIPO drawing sets are adapted rather than redrawn where they fit.",
        },
        {
          title: "Statement of novelty and disclaimers",
          text: "We write a concise statement of what is new in the design and add disclaimers for mechanical features, trade marks, words or colors that are not claimed.",
        },
        {
          title: "Filing and examination",
          text: "Your agent files the application on Form 1 and answers for it. We analyze the examination report, draft the reply and amended representations, and prepare your agent for a hearing if one is scheduled, through to registration and publication in the Patent Office Journal.",
        },
      ],
    },
    {
      type: "heading",
      text: "What you receive",
    },
    {
      type: "list",
      items: [
        "Filing-ready representation sheets and the statement of novelty.",
        "Completed Form 1 and supporting documents, including priority papers where priority is claimed.",
        "Replies to examination objections, with reasoning your agent can adopt.",
        "A renewal reminder schedule for the five-year extension, and turnaround agreed against your launch or priority date.",
      ],
    },
    {
      type: "paragraph",
      text: "Filing the same design in the United States? Our [design patent drawings](/design-patent-drawings) team prepares sets for both offices together. For copyright and design work beyond India, see [design registration](/design-registration).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We combine Indian design practice with drawing production under one roof, so representations, novelty statement and disclaimers are written to agree with each other.",
    },
    {
      type: "paragraph",
      text: "Unreleased designs are handled under a non-disclosure agreement until the application is on file.",
    },
  ],
} satisfies ServicePage;
