import { site } from "@/content/site";
import type { LegalPage } from "@/content/types";

export const responsibleDisclosure = {
  slug: "responsible-disclosure",
  title: "Responsible Disclosure Policy",
  description:
    "How to report a security vulnerability in this website, what you may test, and our promise not to pursue good-faith research that follows these rules.",
  tagline: "Found a weakness in this site? Tell us, and we will work with you to fix it",
  updated: "2026-11-28",
  body: [
    {
      type: "paragraph",
      text: `We want this website and the enquiries sent through it to be safe. If you believe you have found a security vulnerability in it, please report it to us at ${site.securityEmail}. This policy says what you may test, how to report, what we do in return, and the legal safe harbour we give researchers who follow it. Our /.well-known/security.txt file points here.`,
    },
    { type: "heading", text: "What is in scope" },
    {
      type: "list",
      items: [
        "This website: its pages, the contact form, the quote brief and the careers form, and the server's endpoints behind them (/api/...).",
        "Not in scope: services run by others that the site links to or loads, such as Google reCAPTCHA, Google Maps, WhatsApp, social networks, our form-delivery provider and our host. Report problems in those to their owners.",
        "Not in scope: our staff, offices and client systems. No phishing, social engineering or physical testing.",
      ],
    },
    { type: "heading", text: "Rules for testing" },
    {
      type: "list",
      items: [
        "Use only your own test data. If you come across anyone else's personal data or an enquiry, stop, do not copy, keep or share it, and tell us in your report.",
        "Do not degrade the service: no denial-of-service testing, no flooding the forms (they are rate limited) and no automated scanning at a rate that could disrupt the site.",
        "Do not change or delete data, plant anything on the server, or move beyond what you need to show the vulnerability exists.",
        "Do not send spam through the forms or use them to reach our staff with test messages beyond what your report needs.",
        "Give us reasonable time to fix the problem before you tell anyone else: we ask for 90 days from your report, or less once we confirm a fix.",
      ],
    },
    { type: "heading", text: "How to report" },
    {
      type: "paragraph",
      text: `Write to ${site.securityEmail} with the page or endpoint affected, the steps to reproduce the problem, what an attacker could achieve, and how we can reach you. Please do not put the details in the contact form. We acknowledge a report within 5 business days, tell you whether we can reproduce it, and keep you informed until it is fixed. With your agreement, we will thank you by name once it is.`,
    },
    { type: "heading", text: "Safe harbour" },
    {
      type: "paragraph",
      text: "If you make a good-faith effort to follow this policy, we consider your research authorized. We will not take legal action against you or report you to law enforcement for it, and if someone else does, we will make it known that you acted with our authorization. We can speak only for ourselves: we cannot authorize testing of services run by others, and this policy does not bind any public authority. If you are unsure whether something you plan to do is allowed, ask us first.",
    },
    { type: "heading", text: "No rewards" },
    {
      type: "paragraph",
      text: "We do not run a paid bug bounty. We are grateful for every report that helps us protect the people who write to us.",
    },
  ],
  history: [
    { date: "2026-11-28", change: "The quote brief named in the scope beside the other forms." },
    { date: "2026-11-24", change: "First published." },
  ],
} as const satisfies LegalPage;
