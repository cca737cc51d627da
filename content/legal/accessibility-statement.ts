import { site } from "@/content/site";
import type { LegalPage } from "@/content/types";

export const accessibilityStatement = {
  slug: "accessibility-statement",
  title: "Accessibility Statement",
  description:
    "The standard this site aims for (WCAG 2.2 level AA), how we test it, what we know does not yet conform, and how to report a barrier.",
  tagline: "Everyone should be able to read this site and reach us through it",
  updated: "2026-11-26",
  body: [
    {
      type: "paragraph",
      text: `${site.name} wants this website to be usable by everyone, including people who use a keyboard instead of a mouse, a screen reader, magnification, or a slow connection with scripts turned off. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
    },
    { type: "heading", text: "How far we meet it" },
    {
      type: "paragraph",
      text: "We believe the site partially conforms to WCAG 2.2 level AA: most of it meets the standard, and the parts listed below are known not to, or not yet to have been checked well enough for us to say so.",
    },
    { type: "heading", text: "What we do" },
    {
      type: "list",
      items: [
        "Every page is checked with the axe accessibility engine in an automated browser, at desktop and phone widths, each time the site is tested.",
        "Every page and menu destination works without JavaScript, and the pages lay out without sideways scrolling at a width of 320 pixels. The forms also work without JavaScript, except while our spam check (reCAPTCHA) is switched on: it needs JavaScript, so a form sent without it is then refused. The form says so before you start, and gives our e-mail address and phone numbers instead.",
        "Every control can be reached and used with a keyboard, with a visible focus ring; form errors are announced beside their fields and tied to them for screen readers.",
        "Moving content, such as the home page's strip of services and particle background, respects the reduced-motion setting of your device.",
        "Images we drew carry text alternatives, or empty ones where they are only decoration.",
      ],
    },
    { type: "heading", text: "What we know does not conform" },
    {
      type: "list",
      items: [
        "Google's map frames on Contact Us are built by Google, and we cannot check or change what is inside them. Each office's address is given in text beside its map, with a link to open it in Google Maps.",
        "Google reCAPTCHA v3 may refuse a form submission it judges to be automated, with the message 'Please fill the captcha' and no challenge that a person can solve instead. If this happens to you, write to us or call us using the details on [Contact Us](/contact-us).",
        "We have not yet had the site audited by an independent accessibility specialist, nor tested it with every combination of screen reader and browser. Automated checks find only part of the problems a person may meet.",
      ],
    },
    { type: "heading", text: "Report a barrier" },
    {
      type: "paragraph",
      text: `If something on this site is hard or impossible for you to use, tell us at ${site.email} or by phone through [Contact Us](/contact-us). Please say which page, what you were trying to do, and what device, browser and assistive technology you use, if any. We acknowledge a report within 5 business days. We then fix the problem, or, while we work on it, give you the information or service you needed in another way, such as by e-mail or phone.`,
    },
    { type: "heading", text: "How we prepared this statement" },
    {
      type: "paragraph",
      text: "This statement is based on our own assessment of the site, using automated testing and manual checks with a keyboard and at narrow screen widths. We review it whenever the site changes substantially, and at least once a year.",
    },
  ],
  history: [
    {
      date: "2026-11-26",
      change:
        "The forms work without JavaScript only while reCAPTCHA is off; with it on, a form sent without JavaScript is refused, as the form says beforehand.",
    },
    { date: "2026-11-24", change: "First published." },
  ],
} as const satisfies LegalPage;
