import { site } from "@/content/site";
import type { LegalPage } from "@/content/types";

const india = site.offices[0];
const offices = site.offices.map((o) => o.city).join(", ");

export const privacyNotice = {
  slug: "privacy-notice",
  title: "Privacy Notice",
  description:
    "What our contact and careers forms collect, why, where it goes and for how long, the third parties you meet on this site, and how to use your privacy rights.",
  tagline: "What we collect through this site, what we do with it, and the choices you have",
  updated: "2026-11-23",
  body: [
    {
      type: "paragraph",
      text: `${site.name} ("we", "us") runs this website. This notice explains what personal data we collect through it, why, who else receives it, how long we keep it and how you can exercise your rights. We decide why and how that data is used, so we are its controller under the EU's General Data Protection Regulation (GDPR) and its Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (DPDP Act). It covers this website only; work we do for clients is governed by our engagement terms with them.`,
    },
    { type: "heading", text: "What we collect and why" },
    {
      type: "definitions",
      items: [
        {
          title: "The contact form",
          text: "Your name, e-mail address and phone number, the service your enquiry concerns and your message. We use them to answer your enquiry, to prepare a quote or proposal if you ask for one, and to keep a record of what was agreed.",
        },
        {
          title: "The careers form",
          text: "Your name, e-mail address and phone number, your qualification and the position you are interested in. We use them to consider your application, to contact you about it and, if you agree, about similar openings.",
        },
        {
          title: "E-mail, phone and chat",
          text: "When you write to us, call us or message us, we receive what you choose to send and your contact details, and use them to reply.",
        },
        {
          title: "Technical data",
          text: "To answer any request, the server receives your IP address and what your browser sends with it. Our forms count submissions per IP address in memory for about a minute to stop floods of automated posts, and write one log line per submission with a random request number and its outcome, never what you wrote.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "We do not ask for sensitive data such as health, religion or financial details, and we ask you not to send any. Please do not send confidential details of an unfiled invention through the forms either: our [Disclaimer](/disclaimer) explains why.",
    },
    { type: "heading", text: "Where your submission goes" },
    {
      type: "paragraph",
      text: "A form submission is checked by our server and then delivered in one of two ways. Where we have set up a form-delivery service, the server passes the submission to that provider, which stores it and passes it on to our team; the provider acts on our behalf and may use the data only to deliver it to us. Where no provider is set up, the server appends the submission to a file on the server itself, readable only by the site's own process and by the staff who administer it.",
    },
    {
      type: "paragraph",
      text: `Within the firm, enquiries are read by the people who answer them at our offices in ${offices}, and applications by the people who hire. We do not sell personal data, rent it out or share it for advertising. Beyond the service providers named in this notice, we disclose it only where the law requires it, to protect our legal rights, or to a successor if the firm's business is transferred.`,
    },
    { type: "heading", text: "How long we keep it" },
    {
      type: "list",
      items: [
        "Enquiries: for as long as we need them to answer you and follow up, and no longer than 24 months after our last exchange, unless the enquiry becomes an engagement, when it joins that matter's file and is kept as our engagement terms and professional record-keeping duties require.",
        "Applications: for 12 months after the position is filled, so that we can consider you for a similar opening, unless you ask us to delete yours sooner.",
        "Submission counts for the rate limit: in memory for about a minute. Server log lines: as long as the host keeps its logs, usually weeks; they hold no form content.",
      ],
    },
    { type: "heading", text: "Third parties you meet on this site" },
    {
      type: "definitions",
      items: [
        {
          title: "Google reCAPTCHA",
          text: "When it is switched on, the contact and careers pages load Google's reCAPTCHA v3 to tell people from automated senders. It sends Google information about your device and browser and how you use the page, including your IP address, and Google may set or read its own cookies to do so. Google's Privacy Policy and Terms of Service apply to that processing. reCAPTCHA loads on those two pages only, not across the site.",
        },
        {
          title: "Google Maps",
          text: "The office tabs on [Contact Us](/contact-us) show maps embedded from Google Maps. Your browser loads each map from Google as it comes into view, which gives Google your IP address and browser details; Google may set or read its own cookies inside the map frame.",
        },
        {
          title: "The chat link",
          text: "The round chat button and the footer's chat link open WhatsApp, run by WhatsApp LLC, a Meta company. Nothing is sent until you click; after that, WhatsApp's own privacy policy covers the conversation.",
        },
        {
          title: "Social media links",
          text: "The footer links to our LinkedIn, X and Facebook pages. They are plain links: those networks receive nothing from this site unless you follow one.",
        },
      ],
    },
    { type: "heading", text: "Cookies" },
    {
      type: "paragraph",
      text: "This site sets no cookies of its own and stores nothing in your browser's local storage: no analytics, no advertising tags, no tracking pixels. Its fonts and images are served from our own server. The only cookies you may receive while visiting are Google's, inside the reCAPTCHA script on the two form pages (such as the _GRECAPTCHA cookie reCAPTCHA uses for its risk analysis) and inside the map frames on Contact Us. You can block or delete them in your browser's settings; with Google's cookies blocked, the maps still show and the forms can still be sent, though reCAPTCHA may then be less sure a submission comes from a person.",
    },
    { type: "heading", text: "Your rights and how to use them" },
    {
      type: "paragraph",
      text: `To use any of the rights below, write to ${site.privacyEmail} from the e-mail address you gave us, or tell us another way to confirm it is you. We do not charge for a request and will not treat you differently for making one. If someone acts for you, we may ask for proof that you authorized them.`,
    },
    { type: "subheading", text: "India: the Digital Personal Data Protection Act, 2023" },
    {
      type: "paragraph",
      text: "We process the data you submit on the basis of your consent, given when you send the form, or because you gave it to us voluntarily for that purpose (Sections 6 and 7(a)). You may withdraw your consent at any time, as easily as you gave it; we then stop using the data and erase it unless the law requires us to keep it. You have the right to a summary of the personal data we hold about you and of the processing, and to the identities of those we have shared it with (Section 11); to have it corrected, completed, updated or erased (Section 12); to have a grievance about our handling of it answered by us (Section 13); and to nominate someone to exercise your rights if you die or become unable to (Section 14). If our answer to a grievance does not satisfy you, you may complain to the Data Protection Board of India. The Act's duties come into force in stages set by the Digital Personal Data Protection Rules, 2025; we apply this notice in the meantime.",
    },
    { type: "subheading", text: "European Union: the GDPR" },
    {
      type: "paragraph",
      text: "Where the GDPR applies to our processing of your data, we rely on its Article 6(1)(b) to answer an enquiry or application that may lead to a contract, on our legitimate interest under Article 6(1)(f) in answering general questions and keeping our forms free of abuse, and on your consent where we ask for it. You have the right to access your data (Article 15), to have it rectified (Article 16) or erased (Article 17), to restrict its processing (Article 18), to receive it in a portable form (Article 20), to object to processing based on legitimate interests (Article 21) and to withdraw consent at any time without affecting earlier processing. We answer within one month, which the Regulation allows us to extend by two further months for complex requests. You may also complain to the data protection authority where you live or work, or where you believe the infringement took place (Article 77). Our team works from India and the United States, so your data is processed outside the European Economic Area; where the GDPR requires a safeguard for such a transfer, we use one it recognizes, such as the European Commission's standard contractual clauses.",
    },
    { type: "subheading", text: "California: the CCPA as amended by the CPRA" },
    {
      type: "paragraph",
      text: "We have an office in Fullerton, California. To the extent the California Consumer Privacy Act applies to us, California residents have these rights. In the past 12 months we have collected, directly from the people concerned and for the purposes described above, identifiers (name, e-mail address, phone number, IP address), professional or employment-related information (qualification and position sought, from applicants) and internet activity information (how a form page is used, through reCAPTCHA). We do not sell personal information or share it for cross-context behavioral advertising, and have not done so in the past 12 months; we do not knowingly collect the personal information of anyone under 16. We do not use sensitive personal information for any purpose that would give rise to the right to limit its use. You may ask to know the categories and specific pieces of personal information we hold about you and how we use and disclose them, and ask us to correct or delete it. We confirm receipt within 10 business days and answer within 45 days, which the law allows us to extend once by a further 45 days. You may use an authorized agent, and we will not discriminate against you for exercising any of these rights.",
    },
    { type: "heading", text: "Security" },
    {
      type: "paragraph",
      text: "The site is served over an encrypted connection. The forms check every submission on the server, the keys that connect them to the form provider and to reCAPTCHA never reach the browser, and submissions stored on the server are kept in a file only the site can read. No method of sending or storing data is perfectly secure, which is one more reason not to send confidential invention details through the forms.",
    },
    { type: "heading", text: "Children" },
    {
      type: "paragraph",
      text: "This site is meant for businesses, professionals and adult job seekers. We do not knowingly collect personal data from anyone under 18; if you believe a child has sent us their details, write to us and we will delete them.",
    },
    { type: "heading", text: "Changes to this notice" },
    {
      type: "paragraph",
      text: "When our practices change, we update this page and the date at its top. If a change affects data we already hold in a way you would not expect, we will tell you before it applies to your data.",
    },
    { type: "heading", text: "Contact for privacy requests" },
    {
      type: "paragraph",
      text: `Privacy questions, requests and grievances: ${site.privacyEmail}. By post: ${site.name}, ${india.address.join(", ")}. See also our [Terms of Use](/terms-of-use).`,
    },
  ],
} as const satisfies LegalPage;
