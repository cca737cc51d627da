/**
 * Brand and contact details: the one file an operator edits to make the site theirs.
 * The defaults are fictional: the US numbers use the 555-0100 to 555-0199 range reserved for
 * fiction, the Indian one is all zeros, and the e-mail addresses use the reserved example.com
 * domain. `npm run check:launch` lists every default still in place.
 */

/**
 * The terms of use's governing-law clause as shipped: a placeholder the operator replaces with
 * the law and courts the firm chooses (the launch check reports it while it is unchanged).
 */
export const DEFAULT_GOVERNING_LAW =
  "The laws of India govern these terms, and the courts at Dehradun, Uttarakhand, have jurisdiction over any dispute about them or about this site.";

/**
 * The legal entity behind the site, as shipped: placeholders the operator replaces with the
 * company's registered name and number (the launch check reports them while unchanged).
 */
export const DEFAULT_LEGAL_ENTITY = {
  name: "Meridian IP Research Private Limited",
  /** Its registration, e.g. an Indian company's Corporate Identification Number (CIN). */
  registration: "CIN U00000UT0000PTC000000",
  /** Who controls personal data handled by the US offices, as the privacy notice says it. */
  usOffices:
    "Our California and Virginia offices are branches of the same company, so it controls the personal data they handle too.",
} as const;

/** The Grievance Officer India's DPDP Act asks for, as shipped: a placeholder to replace. */
export const DEFAULT_GRIEVANCE_OFFICER = {
  name: "Name to be appointed",
  email: "grievance@example.com",
} as const;

/**
 * What a visitor is told happens after a form is sent, beside 'Form submitted successfully.':
 * who replies and by when, as shipped. The operator sets these to what the firm will keep to
 * (the launch check reports them while unchanged).
 */
export const DEFAULT_REPLIES = {
  enquiry:
    "Our client services team will reply to the e-mail address you gave within one working day.",
  application:
    "Our hiring team reads every application and will write to you within ten working days.",
} as const;

export const site = {
  name: "Meridian IP Research",
  shortName: "Meridian IP",
  tagline: "Guarding your competitive edge.",
  description:
    "Meridian IP Research is a techno-legal firm offering patent, trademark, copyright, design and contract support to law firms, companies, universities and inventors.",
  /** The two numbers called from the home page's hero banner. */
  phones: [
    { label: "India", display: "+91 00000 00000", tel: "+910000000000" },
    { label: "USA", display: "+1 202 555 0100", tel: "+12025550100" },
  ],
  email: "contact@example.com",
  /** Where privacy requests go (the privacy notice names it). */
  privacyEmail: "privacy@example.com",
  /** Where security researchers report vulnerabilities (/.well-known/security.txt names it). */
  securityEmail: "security@example.com",
  /** The terms of use's governing-law clause. */
  governingLaw: DEFAULT_GOVERNING_LAW,
  /** The company that runs the site and controls the data it collects. */
  legalEntity: DEFAULT_LEGAL_ENTITY as {
    name: string;
    registration: string;
    usOffices: string;
  },
  /**
   * The firm's representative in the EU under GDPR Article 27, once appointed: the privacy
   * notice names it, and `check:launch` lists its absence for the operator to decide (appoint
   * one, or record with counsel why Article 27(2)(a) exempts the site's processing).
   */
  euRepresentative: null as { name: string; contact: string } | null,
  /** Who answers privacy grievances in India (DPDP Act 2023, Sections 8(10) and 13). */
  grievanceOfficer: DEFAULT_GRIEVANCE_OFFICER as { name: string; email: string },
  /** What a visitor is told happens after a form is sent, beside the success message. */
  replies: DEFAULT_REPLIES as { enquiry: string; application: string },
  /** The round chat button and the footer's chat link. */
  chat: {
    label: "Chat with us on WhatsApp",
    url: "https://wa.me/910000000000",
  },
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/" },
    { label: "X", url: "https://x.com/" },
    { label: "Facebook", url: "https://www.facebook.com/" },
  ],
  offices: [
    {
      id: "india",
      tab: "India Office",
      city: "Dehradun",
      address: ["Example Tower, Rajpur Road", "Dehradun, Uttarakhand 248001", "India"],
      phone: { display: "+91 00000 00000", tel: "+910000000000" },
      emails: ["india@example.com", "contact@example.com"],
      mapQuery: "Dehradun, Uttarakhand",
    },
    {
      id: "california",
      tab: "California Office",
      city: "Fullerton",
      address: ["100 Example Avenue, Suite 100", "Fullerton, CA 92832", "United States"],
      phone: { display: "+1 714 555 0101", tel: "+17145550101" },
      emails: ["california@example.com", "contact@example.com"],
      mapQuery: "Fullerton, California",
    },
    {
      id: "virginia",
      tab: "Virginia Office",
      city: "Falls Church",
      address: ["200 Example Street, Suite 200", "Falls Church, VA 22046", "United States"],
      phone: { display: "+1 703 555 0102", tel: "+17035550102" },
      emails: ["virginia@example.com", "contact@example.com"],
      mapQuery: "Falls Church, Virginia",
    },
  ],
} as const;

export type Office = (typeof site.offices)[number];

/**
 * The operator's details as the legal pages print them: a detail still at its shipped default
 * is shown as a marked gap, never as if it were real (issue 64, M4); `npm run check:launch`
 * lists each gap.
 */
const unset = (what: string) => `[${what} to be published before launch]`;

export const shownOperator = {
  companyName:
    site.legalEntity.name === DEFAULT_LEGAL_ENTITY.name
      ? unset("company name")
      : site.legalEntity.name,
  registration:
    site.legalEntity.registration === DEFAULT_LEGAL_ENTITY.registration
      ? unset("registration number")
      : site.legalEntity.registration,
  grievanceOfficer:
    site.grievanceOfficer.name === DEFAULT_GRIEVANCE_OFFICER.name
      ? unset("name")
      : site.grievanceOfficer.name,
};
