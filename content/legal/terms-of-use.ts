import { shownOperator, site } from "@/content/site";
import type { LegalPage } from "@/content/types";

export const termsOfUse = {
  slug: "terms-of-use",
  title: "Terms of Use",
  description:
    "The terms on which you may use this website and its content: no warranty, links to other sites, enquiries, and the law that governs these terms.",
  tagline: "The rules for using this website and what it offers",
  updated: "2026-11-28",
  body: [
    {
      type: "paragraph",
      text: `These terms apply to your use of this website, run by ${shownOperator.companyName} (${shownOperator.registration}), trading as ${site.name} ("we", "us"). By using the site you accept them; if you do not, please do not use it. They do not govern work we do for clients, which is always under a written engagement agreement.`,
    },
    { type: "heading", text: "Using the site" },
    {
      type: "list",
      items: [
        "Use the site lawfully and only to learn about our services, contact us or apply for a role.",
        "Do not try to break into the site or interfere with its working, for example by flooding the forms or overloading the server with automated requests. Security research is welcome only within our [Responsible Disclosure Policy](/responsible-disclosure), which sets out what you may test and how to report what you find.",
        "Do not send through our forms anything unlawful, harmful or misleading, or another person's personal data without their permission.",
        "Do not copy the site's pages in bulk by automated means to republish them or to build a competing product.",
      ],
    },
    { type: "heading", text: "Our content" },
    {
      type: "paragraph",
      text: "The text, illustrations, layout and code of this site belong to us or are used by us with permission, and are protected by copyright. You may view, print and share links to pages for your own information or for use within your organization. You may not republish, sell or adapt our content, or present it as your own, without our written permission. Names of patent offices, treaties and standards are used only to describe the work we do, and no endorsement by those bodies is implied.",
    },
    { type: "heading", text: "Information, not advice" },
    {
      type: "paragraph",
      text: "The site describes intellectual property procedure in general terms so that you can judge whether our services fit your needs. It is not legal advice and does not replace the advice of your attorney or patent agent; our [Disclaimer](/disclaimer) sets out what that means. Laws, rules and official fees change, and we cannot promise that every page reflects the latest change on the day you read it.",
    },
    { type: "heading", text: "No warranty" },
    {
      type: "paragraph",
      text: "We take care over what we publish, but the site and everything on it are provided as they are and as available. To the fullest extent the law allows, we give no warranty that the site will be uninterrupted or free of errors, or that its content is complete, accurate or fit for a particular purpose.",
    },
    { type: "heading", text: "Limits on our liability" },
    {
      type: "paragraph",
      text: "To the fullest extent the law allows, we are not liable for any loss arising from your use of the site or from relying on its content, including loss of profits, data or opportunity, or any indirect or consequential loss. Nothing in these terms excludes or limits a liability that the law does not allow to be excluded or limited, such as liability for fraud or for rights you have as a consumer that cannot be waived.",
    },
    { type: "heading", text: "Links to other sites" },
    {
      type: "paragraph",
      text: "The site links to websites and services we do not control, such as patent office databases, Google Maps, WhatsApp and social networks. A link is offered for convenience, not as an endorsement; we are not responsible for those sites' content, availability or privacy practices, and their own terms apply when you use them.",
    },
    { type: "heading", text: "Enquiries and engagements" },
    {
      type: "paragraph",
      text: "Sending an enquiry or an application does not create a client relationship or an obligation on either side. We take on work only when we have confirmed the scope, fees and timing in writing, and checked that no conflict of interest prevents us. Until then, please send only what we need to understand the request, as our [Privacy Notice](/privacy-notice) and [Disclaimer](/disclaimer) explain.",
    },
    { type: "heading", text: "Information you send us before an engagement" },
    {
      type: "paragraph",
      text: "Anything you send us before we have agreed a written engagement or signed a non-disclosure agreement with you, through the forms, by e-mail, by phone or by chat, is unsolicited. We do not receive it in confidence: it is not confidential, it creates no duty of confidence or to act for you on our part, and it does not stop us from working for anyone else, including a party whose interests are opposed to yours. Our work includes invalidity and opposition searches and evidence-of-use charts, which are often prepared against a patent owner, so this matters. Describe your need in general terms. We sign a non-disclosure agreement before you share anything confidential, such as the details of an invention.",
    },
    { type: "heading", text: "Changes to these terms" },
    {
      type: "paragraph",
      text: "We may update these terms when the site or the law changes. The version on this page, with the date at its top, applies from the day it is published.",
    },
    { type: "heading", text: "Governing law" },
    { type: "paragraph", text: site.governingLaw },
    {
      type: "paragraph",
      text: "If you use the site as a consumer, that choice of law and courts does not take away the protection of the mandatory consumer law of the country where you live, or your right to bring proceedings in the courts there.",
    },
    { type: "heading", text: "If part of these terms is invalid" },
    {
      type: "paragraph",
      text: "If a court or authority finds any part of these terms invalid or unenforceable, that part applies to the smallest extent the law allows, or is treated as removed, and the rest of the terms continue in full force.",
    },
    { type: "heading", text: "Contact" },
    {
      type: "paragraph",
      text: `Questions about these terms: ${site.email}, or any of the offices listed on [Contact Us](/contact-us).`,
    },
  ],
  history: [
    {
      date: "2026-11-28",
      change: "The NDA sentence worded as on /confidentiality and the quote brief.",
    },
    {
      date: "2026-11-26",
      change:
        "What you send before an engagement creates no duty of confidence or to act for you; it no longer says it creates no duty at all.",
    },
    {
      date: "2026-11-24",
      change:
        "Named the company; added the clause on information sent before an engagement, the consumer carve-out from the governing-law clause and a severability clause; security testing now points to the Responsible Disclosure Policy.",
    },
    { date: "2026-11-23", change: "First published." },
  ],
} as const satisfies LegalPage;
