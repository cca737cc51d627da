import { shownOperator, site } from "@/content/site";
import type { LegalPage } from "@/content/types";

const india = site.offices[0];
const offices = site.offices.map((o) => o.city).join(", ");
const entity = site.legalEntity;
const officer = site.grievanceOfficer;
const representative = site.euRepresentative;

export const privacyNotice = {
  slug: "privacy-notice",
  title: "Privacy Notice",
  description:
    "What our contact, quote and careers forms collect, why, where it goes and for how long, the third parties you meet on this site, and how to use your rights.",
  tagline: "What we collect through this site, what we do with it, and the choices you have",
  updated: "2026-12-06",
  body: [
    {
      type: "paragraph",
      text: `This website is run by ${shownOperator.companyName} (${shownOperator.registration}), trading as ${site.name} ("we", "us"). This notice explains what personal data we collect through the site, why, who else receives it, how long we keep it and how you can use your rights. We decide why and how that data is used, so we are its controller under the EU's General Data Protection Regulation (GDPR) and its Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (DPDP Act). ${entity.usOffices} The notice covers this website only; work we do for clients is governed by our engagement terms with them.`,
    },
    { type: "heading", text: "What we collect and why" },
    {
      type: "definitions",
      items: [
        {
          title: "The contact form",
          text: "Your name, e-mail address and phone number, the service your enquiry concerns and your message. When you arrive through a 'Get a Quote' link, the form also sends the address of the page you came from (its page field), so we know which service you were reading about. We use these details to answer your enquiry and, if you ask for one, to prepare a quote or proposal.",
        },
        {
          title: "The quote brief",
          text: "On [Request a scoped quote](/request-a-quote): your name, e-mail address and phone number, the kind of matter, your deadline, a budget band, whether an NDA should come first, and optional notes; then the questions for that matter only. For a search: its purpose, the jurisdictions, the technology field in general terms, a cut-off date and the number of references wanted. For drafting: the number of claims and figures, the filing route, and the name of the registered attorney or agent who will review, sign and file the application. For trademark work: the marks, classes and countries. For litigation support: the jurisdictions and, only if you choose to give them, the patents and products concerned. Only the chosen matter's answers are sent. We use them to prepare a written scope and quote.",
        },
        {
          title: "About someone else: the attorney or agent you name",
          text: "A drafting brief names the practitioner who will be responsible for the application. We did not collect it from them, so we use it only to confirm who will review and file the work, and to contact them if the work goes ahead and you agree. Under the GDPR we rely on our legitimate interest in confirming who is responsible for the work (Article 6(1)(f)), and the first time we contact them we tell them where we got their name and point them to this notice (Article 14(3)(b)). Please tell them you have given us their name; they may use the rights below as anyone else can.",
        },
        {
          title: "The careers form",
          text: "Your name, e-mail address and phone number, your qualification, the position you are interested in, and whether you ticked the box to keep your application for future openings. We use them to consider your application for that position and to contact you about it, and for later openings only if you ticked the box.",
        },
        {
          title: "E-mail, phone and chat",
          text: "When you write to us, call us or message us, we receive what you choose to send and your contact details, and use them to reply.",
        },
        {
          title: "Technical data",
          text: "To answer any request, the server receives your IP address and what your browser sends with it. Our forms count submissions per IP address for one minute (in the server's memory, or in a database our servers share) to stop floods of automated posts, and write one log line per submission with a random request number and its outcome, never what you wrote.",
        },
      ],
    },
    { type: "subheading", text: "Which fields you must fill in, and what happens if you do not" },
    {
      type: "paragraph",
      text: "On the contact form, your name, e-mail address, phone number and the service are required, because we need them to reply and to route your enquiry; the message is optional. On the quote brief, your name, e-mail address, phone number, the kind of matter and a budget band are required, and for each matter the answers a quote cannot be made without (for a search, its purpose, jurisdictions and field; for drafting, the field, filing route and responsible attorney or agent; for trademark work, the marks, classes and countries; for litigation support, the jurisdictions); everything else is optional. On the careers form, every field is required except the box for future openings. Nothing in law or a contract obliges you to give us any of this: if you leave a required field empty, the form is simply not sent, and you can reach us by e-mail or phone instead.",
    },
    {
      type: "paragraph",
      text: "We do not ask for sensitive data such as health, religion or financial details, and we ask you not to send any. Please do not describe an unfiled invention or send confidential material through the forms either: what you send before a written engagement is not confidential, as our [Terms of Use](/terms-of-use) and [Disclaimer](/disclaimer) explain.",
    },
    { type: "heading", text: "Who receives your data" },
    {
      type: "paragraph",
      text: "A form submission is checked by our server and then delivered in one or both of two ways, as we have set them up: the server e-mails it to our team through our e-mail provider, with your e-mail address as the one our reply goes to; and it passes it to a form-delivery service, which stores it and e-mails it to our team. If either cannot be reached, the server keeps the submission in its database (a file on the server, or a database our servers share) and tries that way again for up to a day. Where neither is set up, the server keeps the submission in that database itself, and our staff read it there. The database is readable only by the site's own processes and by the staff who administer them.",
    },
    {
      type: "definitions",
      items: [
        {
          title: "Our service providers, acting on our instructions",
          text: "The form-delivery provider; the company that hosts the site's server; our e-mail provider, which holds the messages the forms and you send us; and, for the reCAPTCHA check described below, Google. Each may use the data only to provide its service to us.",
        },
        {
          title: "Google, acting on its own account",
          text: "When you ask for an office map, Google Maps receives your request directly from your browser and uses it under Google's own privacy policy, not on our instructions.",
        },
        {
          title: "Within the firm",
          text: `Enquiries are read by the people who answer them at our offices in ${offices}, and applications by the people who hire.`,
        },
      ],
    },
    {
      type: "paragraph",
      text: "We do not sell personal data, rent it out or share it for advertising. Beyond the recipients above, we disclose it only where the law requires it, to protect our legal rights, or to a successor if the firm's business is transferred.",
    },
    { type: "heading", text: "How long we keep it" },
    {
      type: "paragraph",
      text: "Our server keeps a copy of what you send only when our e-mail or our form provider could not take it at once (or neither is set up); it then retries for up to a day. It erases that copy by itself: 30 days after it was delivered, or, if it was never delivered, 24 months after the last attempt for an enquiry or a quote brief, and for an application 6 months after you applied, or 12 months after if you ticked the box to keep it for future openings. When the server erases a copy, on that schedule or because you asked, what it deletes depends on where the copy is. In a file on the server, the deleted record is overwritten in that file and in its working files at once. In a database our servers share, the record is deleted at once but its bytes can stay in the database's storage until the database reuses that space, and in backups of the database taken before, until those backups are themselves deleted in the course of our backup rotation. For the copies in our e-mail and in the form provider's account, the periods below are commitments our staff carry out by hand: once a quarter we delete those whose period has ended.",
    },
    {
      type: "list",
      items: [
        "Enquiries and quote briefs: until we have answered you and followed up, and no longer than 24 months after our last exchange. If the enquiry becomes an engagement, it joins that matter's file and is kept as our engagement terms and record-keeping duties require.",
        "Applications: 6 months from the date you apply, which lets us consider you for the position you chose. If you ticked the box to keep your application for future openings, 12 months from the date you apply. You can withdraw that choice at any time by writing to us, and we then delete the application unless the 6 months have not yet passed.",
        "What we gather about an application later, such as a CV you send by e-mail, a test exercise you complete, or our interview notes, is kept for the same period as the application, counted from the same date of application. If we hire you, what is needed for your employment moves to your employee file and is covered by the notice we give our staff.",
        "From 13 May 2027, India's Digital Personal Data Protection Rules, 2025 (Rule 8(3)) require a Data Fiduciary to keep personal data, the associated traffic data and logs of its processing for at least one year from the processing. We will revise the periods on this list, and this notice, to meet that rule before it applies.",
        "Submission counts for the rate limit: until the minute they count ends, in the server's memory or, where our servers share a database, in that database. Server log lines, which hold no form content: as long as the host that runs our server keeps its logs, which its own settings decide; ask us and we will tell you the period that applies.",
      ],
    },
    { type: "heading", text: "Third parties you meet on this site" },
    {
      type: "definitions",
      items: [
        {
          title: "Google reCAPTCHA",
          text: "When it is switched on, the contact, quote-brief and careers forms use Google's reCAPTCHA v3 to tell people from automated senders. It loads only when you first click into or touch one of those forms, not when a page opens. It then sends Google information about your device and browser and how you use the page, including your IP address, and Google may set or read its own cookies to do so. Since 2 April 2026 Google provides reCAPTCHA as our processor, under its Cloud Data Processing Addendum: it processes this data on our instructions, only to run the check, and Google's own Privacy Policy and Terms of Service no longer govern it. That is why the forms say only 'This site is protected by reCAPTCHA.' and link to this notice.",
        },
        {
          title: "Google Maps",
          text: "The office tabs on [Contact Us](/contact-us) show a drawing of our own with the office's address. Only if you press 'Show the map' does your browser load that office's map from Google, which gives Google your IP address, browser details and our site's address (not the page's full address); Google may set or read its own cookies inside the map frame. The 'Open in Google Maps' link opens Google's site in a new tab instead.",
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
      text: "This site sets no cookies of its own and stores nothing in your browser's local storage: no analytics, no advertising tags, no tracking pixels. Its fonts and images are served from our own server. The only cookies you may receive are Google's, and only after you act: inside the reCAPTCHA script once you start to fill in a form (such as the _GRECAPTCHA cookie reCAPTCHA uses for its risk analysis), and inside a map frame once you ask for the map. Nothing from a third party loads when a page opens: reCAPTCHA loads when you first click into or touch a form, before you send it, and a map only when you press 'Show the map'. The site shows no cookie banner. You can block or delete Google's cookies in your browser's settings; the forms can still be sent, though reCAPTCHA may then be less sure a submission comes from a person.",
    },
    { type: "subheading", text: "Do Not Track and other browser signals" },
    {
      type: "paragraph",
      text: "This site does not collect information about your online activities over time or across other websites, and carries no analytics, advertising or social tags that would let another party do so. The only third-party cookies are Google's, and only after you act (see Cookies): reCAPTCHA's, used for us as our processor to check a submission, and those Google may set on its own account inside a map frame you ask for, under its own privacy policy. So a Do Not Track signal from your browser changes nothing here, because there is no such tracking for it to stop; we state this as California's Online Privacy Protection Act asks (Business and Professions Code Section 22575(b)(5) and (6)). Google's reCAPTCHA, where it runs, works for us as our processor, only on the form pages, and only to check a submission.",
    },
    { type: "heading", text: "Your rights and how to use them" },
    {
      type: "paragraph",
      text: `To use any of the rights below, write to ${site.privacyEmail} from the e-mail address you gave us, or tell us another way to confirm it is you. We do not charge for a request and will not treat you differently for making one. If someone acts for you, we may ask for proof that you authorized them.`,
    },
    { type: "subheading", text: "India: the Digital Personal Data Protection Act, 2023" },
    {
      type: "paragraph",
      text: "We process what you send through the contact form or the quote brief, and an application for the position you chose, because you gave it to us voluntarily for that purpose (Section 7(a)); if you tell us you no longer want it used, we stop. We ask for your consent (Section 6) only for one thing: keeping an application for future openings, which you give by ticking the box on the careers form and may withdraw at any time, as easily, by writing to us. You have the right to a summary of the personal data we hold about you and of the processing, and to the identities of those we have shared it with (Section 11); to have it corrected, completed, updated or erased (Section 12); to have a grievance about our handling of it answered by us (Section 13); and to nominate someone to exercise your rights if you die or become unable to (Section 14).",
    },
    {
      type: "paragraph",
      text: `Our Grievance Officer is ${shownOperator.grievanceOfficer}, at ${officer.email}. We acknowledge a grievance within 7 days and answer it within 30 days, well within the 90 days the Digital Personal Data Protection Rules, 2025 set as the longest period. If our answer does not satisfy you, or we do not answer in time, you may complain to the Data Protection Board of India; the Act asks you to use our grievance process first (Section 13(3)). The Board works as a digital office, and its website explains how to file a complaint. This notice is published in English; if you would like it in another language of the Eighth Schedule to the Constitution of India, write to ${site.privacyEmail} and we will send you a copy in that language. The Rules were notified on 13 November 2025 and apply in stages: those on the Data Protection Board at once, and those on notice, consent, security, rights and grievances 18 months after notification, in May 2027. We already work as this notice says.`,
    },
    {
      type: "paragraph",
      text: "Until the DPDP Act's provisions replace them, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, made under Section 43A of the Information Technology Act, 2000, also apply to us. We do not ask for the sensitive personal data or information those Rules define, such as passwords, financial details, health information or biometric data, and the forms ask you not to send any.",
    },
    { type: "subheading", text: "European Union: the GDPR" },
    {
      type: "paragraph",
      text: "Where the GDPR applies to our processing of your data, we rely on its Article 6(1)(b) to answer an enquiry or application that may lead to a contract, on our legitimate interest under Article 6(1)(f) in answering general questions and keeping our forms free of abuse, and on your consent (Article 6(1)(a)) to keep an application for future openings. You have the right to access your data (Article 15), to have it rectified (Article 16) or erased (Article 17), to restrict its processing (Article 18), to receive it in a portable form (Article 20), to object to processing based on legitimate interests (Article 21) and to withdraw consent at any time without affecting earlier processing. We answer within one month, which the Regulation allows us to extend by two further months for complex requests. You may also complain to the data protection authority where you live or work, or where you believe the infringement took place (Article 77).",
    },
    {
      type: "paragraph",
      text: `Our team works from India and the United States, and our service providers may process data in other countries, so your data leaves the European Economic Area. India has no adequacy decision from the European Commission. For transfers to our service providers we rely on the European Commission's standard contractual clauses in their data processing terms, or, for a US provider certified under it, on the EU-US Data Privacy Framework. What you send us yourself, from the EU to our offices outside it, is not a transfer under Chapter V: we collect it from you directly (European Data Protection Board, Guidelines 05/2021), and the rest of the GDPR applies to it in full. To receive a copy of the clauses that cover your data, write to ${site.privacyEmail}.`,
    },
    {
      type: "paragraph",
      text: representative
        ? `We have no establishment in the EU. Our representative there under Article 27 is ${representative.name} (${representative.contact}); you may write to them, or to us directly at the address above, about anything in this notice.`
        : "We have no establishment in the EU. This site offers our services to people in the EU (Article 3(2)(a)), and answering their enquiries is our regular business, so Article 27 requires us to appoint a representative there; our representative will be named here before launch. Meanwhile, write to us directly at the address above about anything in this notice.",
    },
    { type: "subheading", text: "California: the CCPA as amended by the CPRA" },
    {
      type: "paragraph",
      text: "We have an office in Fullerton, California. The California Consumer Privacy Act applies to a for-profit business only if it meets one of its thresholds: annual gross revenue above the adjusted figure (US$26,625,000 from 2025), buying, selling or sharing the personal information of 100,000 or more California consumers or households a year, or earning half or more of its annual revenue from selling or sharing personal information. We do not sell or share personal information, and at present we do not expect to meet the other thresholds, so the Act may not apply to us; we nevertheless honor the rights below for California residents.",
    },
    {
      type: "paragraph",
      text: "In the past 12 months we have collected, directly from the people concerned and for the purposes described above, identifiers (name, e-mail address, phone number, IP address, and the name of the attorney or agent a quote brief gives), professional or employment-related information (qualification and position sought, from applicants) and internet activity information (how a form page is used, through reCAPTCHA). We disclose them only to the categories of recipients listed above. We do not sell personal information or share it for cross-context behavioral advertising, and have not done so in the past 12 months. We do not knowingly collect the personal information of anyone under 18. We do not use sensitive personal information for any purpose that would give rise to the right to limit its use. You may ask to know the categories and specific pieces of personal information we hold about you and how we use and disclose them, and ask us to correct or delete it. We confirm receipt within 10 business days and answer within 45 days, which the law allows us to extend once by a further 45 days. You may use an authorized agent, and we will not discriminate against you for exercising any of these rights.",
    },
    { type: "heading", text: "Security" },
    {
      type: "paragraph",
      text: "The site is served over an encrypted connection. The forms check every submission on the server, the keys that connect them to the form provider and to reCAPTCHA never reach the browser, and submissions stored on the server are kept in a file only the site can read. No method of sending or storing data is perfectly secure, which is one more reason not to send confidential invention details through the forms. To report a vulnerability, see our [Responsible Disclosure Policy](/responsible-disclosure).",
    },
    { type: "heading", text: "Children" },
    {
      type: "paragraph",
      text: "This site is meant for businesses, professionals and adult job seekers. We do not knowingly collect personal data from anyone under 18; if you believe a child has sent us their details, write to us and we will delete them.",
    },
    { type: "heading", text: "Changes to this notice" },
    {
      type: "paragraph",
      text: "When our practices change, we update this page, its date and the version history below. If a change affects data we already hold in a way you would not expect, we will tell you before it applies to your data.",
    },
    { type: "heading", text: "Contact for privacy requests" },
    {
      type: "paragraph",
      text: `Privacy questions and requests: ${site.privacyEmail}. Grievances in India: ${shownOperator.grievanceOfficer}, Grievance Officer, ${officer.email}. By post: ${shownOperator.companyName}, ${india.address.join(", ")}. See also our [Terms of Use](/terms-of-use).`,
    },
  ],
  history: [
    {
      date: "2026-12-06",
      change:
        "The company, its registration number and the Grievance Officer show as gaps until they are set, not as sample values; the EU representative and Article 27; data you send us directly is not a Chapter V transfer; the DPDP Rules' one-year minimum from 13 May 2027; the basis for using the practitioner a quote brief names; when reCAPTCHA loads; the SPDI Rules 2011.",
    },
    {
      date: "2026-11-28",
      change:
        "Added the quote brief: its fields, the attorney or agent it names, which answers are required, its retention and its reCAPTCHA check; Do Not Track no longer says no other party can track through the site, beside Google's map cookies; the EU representative is named here once the firm appoints one.",
    },
    {
      date: "2026-11-26",
      change:
        "reCAPTCHA: Google is our processor, so the forms no longer point to Google's own policies; the DPDP Rules' dates; no claim of an exemption from appointing an EU representative; Do Not Track; server logs kept as the host's settings decide.",
    },
    {
      date: "2026-11-24",
      change:
        "Gave the company and its Grievance Officer their places in the notice, filled from the site's settings; maps and reCAPTCHA load only when you ask; required fields, recipients, transfers, the EU representative and the CCPA's thresholds set out; careers opt-in and retention from the date of application; the server erases its own copies of enquiries and applications by itself; one age (18) throughout.",
    },
    { date: "2026-11-23", change: "First published." },
  ],
} as const satisfies LegalPage;
