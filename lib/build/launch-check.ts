import { specPracticeClaims, type SpecClaim } from "@/content/boundary";
import { confidentiality } from "@/content/company/confidentiality";
import { howWeWork } from "@/content/company/how-we-work";
import { team } from "@/content/company/team";
import { whoWeAre } from "@/content/company/who-we-are";
import { whyUs } from "@/content/company/why-us";
import { home } from "@/content/home";
import { SERVICE_OPTIONS } from "@/lib/forms/choices";
import { servicePages } from "@/content/services";
import { insights } from "@/content/insights";
import {
  DEFAULT_GOVERNING_LAW,
  DEFAULT_GRIEVANCE_OFFICER,
  DEFAULT_LEGAL_ENTITY,
  DEFAULT_REPLIES,
  site,
} from "@/content/site";
import type { Testimonial, TeamMember } from "@/content/types";
import type { Env } from "@/lib/server/env";

/**
 * What `npm run check:launch` looks at: the operator's brand file, the sample content shipped
 * with the site and the server's configuration. Every default is fictional or unset, and each
 * one left in place is a placeholder the operator must deal with before launch.
 */

/** One thing still to replace or configure: what it is, where to change it, why it matters. */
export interface Placeholder {
  id: string;
  /** A few words for the build's summary. */
  short: string;
  what: string;
  where: string;
  why: string;
}

/** The shipped brand, reserved fictional numbers and addresses. */
export const FICTIONAL_BRAND = "Meridian IP Research";
/** North American numbers 555-0100 to 555-0199 are reserved for fiction in every area code. */
const FICTIONAL_US_NUMBER = /^\+1\d{3}55501\d{2}$/;
/** An all-zero subscriber number, as the Indian placeholder is. */
const ZERO_NUMBER = /^\+\d{1,3}0{6,}$/;
const EXAMPLE_DOMAIN = /@example\.(com|org|net)$/i;
const EXAMPLE_ADDRESS = /\bExample\b/;
/** The spec's credential, which the operator must be able to back. */
export const TRUST_CLAIM = "International Trade Council";

export interface LaunchInput {
  site: {
    name: string;
    email: string;
    privacyEmail: string;
    securityEmail: string;
    governingLaw: string;
    legalEntity: { name: string; registration: string; usOffices: string };
    grievanceOfficer: { name: string; email: string };
    euRepresentative: { name: string; contact: string } | null;
    replies: { enquiry: string; application: string };
    phones: readonly { tel: string }[];
    offices: readonly {
      city: string;
      address: readonly string[];
      phone: { tel: string };
      emails: readonly string[];
    }[];
  };
  teamMembers: readonly TeamMember[];
  /** Each article and the team member credited with it (none: the firm's byline). */
  articles: readonly { slug: string; author?: string }[];
  testimonials: readonly Testimonial[];
  /** Statements of the firm's practice on /confidentiality, each to be confirmed. */
  practiceClaims: readonly { heading: string; confirmed: boolean }[];
  /** Turnaround and fee figures on /how-we-work, named by what they are, each to be confirmed. */
  operatorFigures: readonly { name: string; confirmed: boolean }[];
  /** The spec's strings that hold the firm out as practising, as the site still shows them. */
  specClaims: readonly SpecClaim[];
  /**
   * Pages whose work is preparing specifications or other documents for patent law, which
   * Explanation (b) to s.129 of India's Patents Act counts as practice, by path.
   */
  patentDocumentPages: readonly string[];
  /** Visible text of the pages that carry the trust claim, by path. */
  claims: readonly { path: string; text: string }[];
  env: Pick<
    Env,
    | "SITE_URL"
    | "SITE_URL_SOURCE"
    | "FORM_ENDPOINT"
    | "SMTP_URL"
    | "RECAPTCHA_SITE_KEY"
    | "RECAPTCHA_SECRET_KEY"
  >;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Every placeholder still in place, in the order an operator would deal with them. */
export function findPlaceholders(input: LaunchInput): Placeholder[] {
  const { site: s, env } = input;
  const found: Placeholder[] = [];
  const SITE_FILE = "content/site.ts";

  if (s.name === FICTIONAL_BRAND)
    found.push({
      id: "brand",
      short: "fictional brand name",
      what: `The brand is the fictional "${FICTIONAL_BRAND}".`,
      where: `${SITE_FILE}: name, shortName, description`,
      why: "Visitors, search engines and social cards see this name on every page.",
    });

  const emails = [
    s.email,
    s.privacyEmail,
    s.securityEmail,
    s.grievanceOfficer.email,
    ...s.offices.flatMap((o) => o.emails),
    ...input.teamMembers.flatMap((m) => (m.email ? [m.email] : [])),
  ];
  const exampleEmails = [...new Set(emails.filter((e) => EXAMPLE_DOMAIN.test(e)))];
  if (exampleEmails.length)
    found.push({
      id: "example-email",
      short: `${plural(exampleEmails.length, "example.com e-mail address", "example.com e-mail addresses")}`,
      what: `${plural(exampleEmails.length, "e-mail address", "e-mail addresses")} on the reserved example.com domain: ${exampleEmails.join(", ")}.`,
      where: `${SITE_FILE}: email, privacyEmail, securityEmail, grievanceOfficer.email, offices[].emails; content/company/team.ts`,
      why: "Mail to example.com goes nowhere: enquiries, privacy requests and security reports would be lost.",
    });

  const tels = [...s.phones.map((p) => p.tel), ...s.offices.map((o) => o.phone.tel)];
  const fictional = [
    ...new Set(tels.filter((t) => FICTIONAL_US_NUMBER.test(t) || ZERO_NUMBER.test(t))),
  ];
  if (fictional.length)
    found.push({
      id: "fictional-phone",
      short: `${plural(fictional.length, "fictional phone number")}`,
      what: `${plural(fictional.length, "fictional phone number")}: ${fictional.join(", ")}.`,
      where: `${SITE_FILE}: phones, offices[].phone (display and tel, in E.164)`,
      why: "The call buttons in the hero, footer and Contact Us dial these.",
    });

  const exampleOffices = s.offices.filter((o) => o.address.some((l) => EXAMPLE_ADDRESS.test(l)));
  if (exampleOffices.length)
    found.push({
      id: "office-address",
      short: "sample office addresses",
      what: `Sample street addresses for ${exampleOffices.map((o) => o.city).join(", ")}.`,
      where: `${SITE_FILE}: offices[].address and mapQuery`,
      why: "Contact Us, Who We Are, the structured data and the privacy notice's postal address show them.",
    });

  const sampleMembers = input.teamMembers.filter((m) => m.sample);
  if (sampleMembers.length)
    found.push({
      id: "sample-team",
      short: `${plural(sampleMembers.length, "sample team member")}`,
      what: `${plural(sampleMembers.length, "sample team member")} (fictional people).`,
      where: "content/company/team.ts: members (remove `sample: true` only from real entries)",
      why: "Our Team presents them as the firm's staff.",
    });

  const sampleIds = new Set(sampleMembers.map((m) => m.id));
  const sampleBylines = input.articles.filter((a) => a.author && sampleIds.has(a.author));
  if (sampleBylines.length)
    found.push({
      id: "sample-authors",
      short: `${plural(sampleBylines.length, "article")} signed by sample team members`,
      what: `${plural(sampleBylines.length, "article")} credited to a sample team member: ${sampleBylines.map((a) => a.slug).join(", ")}.`,
      where:
        "content/insights/<slug>.ts: author (remove it for the firm's byline, or name a real member)",
      why: "A byline tells readers who wrote the article; a fictional author misleads them.",
    });

  const sampleQuotes = input.testimonials.filter((t) => t.sample);
  if (sampleQuotes.length)
    found.push({
      id: "sample-testimonials",
      short: `${plural(sampleQuotes.length, "sample testimonial")}`,
      what: `${plural(sampleQuotes.length, "sample testimonial")} on the home page.`,
      where: "content/home.ts: testimonials.items",
      why: "Publish only real clients' words, with their consent: in the US, fake or invented testimonials are unlawful under the FTC's rule on consumer reviews and testimonials (16 CFR Part 465, in force since October 2024).",
    });

  const claimPages = input.claims.filter((c) => c.text.includes(TRUST_CLAIM)).map((c) => c.path);
  if (claimPages.length)
    found.push({
      id: "trust-claim",
      short: `"${TRUST_CLAIM}" wording`,
      what: `The "${TRUST_CLAIM}" membership and certification wording, on ${claimPages.join(", ")}.`,
      where: "content/home.ts, content/company/why-us.ts, content/company/who-we-are.ts",
      why: "Keep it only if the firm really holds that membership and certification; otherwise remove or replace it.",
    });

  for (const claim of input.specClaims)
    found.push({
      id: `spec-claim:${claim.text}`,
      short: `spec claim "${claim.text}" (${claim.path})`,
      what: `"${claim.text}" on ${claim.path} holds the firm out as offering ${claim.claims}.`,
      where: `${claim.where}; the spec quotes it, so change it only with the spec's owner`,
      why:
        claim.why ??
        "Keep it only if the firm's registered practitioners (patent agents or attorneys, advocates) provide that service; otherwise replace it. The firm as a company may not practise (Patents Act 1970 s.129; 35 U.S.C. 33 and 37 CFR 11.5(b); Advocates Act 1961 ss.29, 33; Cal. Bus. & Prof. Code s.6125), and /disclaimer says so.",
    });

  if (input.patentDocumentPages.length)
    found.push({
      id: "indian-patent-drafting",
      short: `${plural(input.patentDocumentPages.length, "patent drafting page")} to confirm with Indian counsel`,
      what: `${plural(input.patentDocumentPages.length, "page offers", "pages offer")} to prepare specifications or other patent documents for the client's practitioner: ${input.patentDocumentPages.join(", ")}.`,
      where:
        "content/services/ (pages whose filedBy is patent-practitioner or indian-patent-agent); content/boundary.ts",
      why: "Explanation (b) to s.129 of India's Patents Act 1970 counts preparing specifications or other documents for the patent law of any country as practising as a patent agent, with no exception for drafts made for an agent; confirm with Indian counsel how the firm's Indian staff may do this work before publishing these offers.",
    });

  const unconfirmed = input.practiceClaims.filter((c) => !c.confirmed);
  if (unconfirmed.length)
    found.push({
      id: "confidentiality-claims",
      short: `${plural(unconfirmed.length, "unconfirmed confidentiality statement")}`,
      what: `/confidentiality states practices the firm must confirm: ${unconfirmed.map((c) => c.heading).join("; ")}.`,
      where:
        "content/company/confidentiality.ts: sections (edit each to match the firm's practice, then set `confirmed: true`)",
      why: "Clients choose a provider on these promises (NDAs, access, storage, retention, conflicts, export control); an untrue one misleads them.",
    });

  const unsetFigures = input.operatorFigures.filter((f) => !f.confirmed);
  if (unsetFigures.length)
    found.push({
      id: "pricing-figures",
      short: `${plural(unsetFigures.length, "unconfirmed turnaround or fee figure")}`,
      what: `/how-we-work says "Quoted per matter" where these figures are unset: ${unsetFigures.map((f) => f.name).join("; ")}.`,
      where:
        'content/company/how-we-work.ts: families[].turnaround and .fee, pilot.fee (write `{ confirmed: true, value: "..." }`)',
      why: "Buyers compare providers on turnaround and price; publish only figures the firm will honor, as indicative.",
    });

  if (
    s.replies.enquiry === DEFAULT_REPLIES.enquiry ||
    s.replies.application === DEFAULT_REPLIES.application
  )
    found.push({
      id: "reply-promises",
      short: "default reply promises after a form",
      what: "What the forms promise after a success (who replies and within how long) is the shipped default.",
      where: `${SITE_FILE}: replies (enquiry, application)`,
      why: "Visitors are told this when their form goes through; it must be what the firm will keep to.",
    });

  if (s.governingLaw === DEFAULT_GOVERNING_LAW)
    found.push({
      id: "governing-law",
      short: "default governing law in the terms",
      what: "The terms of use's governing-law clause is the shipped default (India, courts at Dehradun).",
      where: `${SITE_FILE}: governingLaw`,
      why: "The firm, with its lawyers, must choose the law and courts that govern its terms.",
    });

  const entity = s.legalEntity;
  const defaultEntityParts = [
    entity.name === DEFAULT_LEGAL_ENTITY.name && "name",
    entity.registration === DEFAULT_LEGAL_ENTITY.registration && "registration number",
    entity.usOffices === DEFAULT_LEGAL_ENTITY.usOffices && "controller of the US offices' data",
  ].filter((part): part is string => Boolean(part));
  if (defaultEntityParts.length)
    found.push({
      id: "legal-entity",
      short: "placeholder legal entity",
      what: `The legal entity's ${defaultEntityParts.join(", ").replace(/, ([^,]*)$/, " and $1")} ${defaultEntityParts.length === 1 ? "is a placeholder" : "are placeholders"} ("${entity.name}", ${entity.registration}).`,
      where: `${SITE_FILE}: legalEntity (name, registration, usOffices)`,
      why: "The privacy notice and terms name the company that controls visitors' data and whose terms they are; the GDPR (Article 13(1)(a)) and the DPDP Act expect the real one, and which entity holds the US offices' data.",
    });

  if (s.grievanceOfficer.name === DEFAULT_GRIEVANCE_OFFICER.name)
    found.push({
      id: "grievance-officer",
      short: "no Grievance Officer named",
      what: `The privacy notice's Grievance Officer is a placeholder ("${s.grievanceOfficer.name}").`,
      where: `${SITE_FILE}: grievanceOfficer (name and email)`,
      why: "India's DPDP Act 2023 (Sections 5, 8(10) and 13) expects a named person who answers grievances about personal data.",
    });

  if (!s.euRepresentative)
    found.push({
      id: "eu-representative",
      short: "no EU representative decided",
      what: "The privacy notice says no representative has been appointed in the EU under GDPR Article 27.",
      where: `${SITE_FILE}: euRepresentative (name and contact), once appointed`,
      why: "A controller outside the EU whose site is offered to people in the EU must appoint one unless its processing is occasional, excludes large-scale special-category data and is unlikely to result in a risk (Article 27(2)(a)); decide with counsel, and appoint one or record why the exemption applies.",
    });

  if (env.SITE_URL_SOURCE === "default")
    found.push({
      id: "site-url",
      short: "SITE_URL unset",
      what: `SITE_URL is unset, so canonical URLs, the sitemap and social images say ${env.SITE_URL}.`,
      where: "environment: SITE_URL, set before `npm run build`",
      why: "Search engines would index localhost addresses. (On Vercel the production domain is used when SITE_URL is unset.)",
    });

  // E-mail (SMTP_URL, with MAIL_TO and MAIL_FROM, which lib/server/env.ts requires with it) reaches a
  // person as well as a provider does.
  if (!env.FORM_ENDPOINT && !env.SMTP_URL)
    found.push({
      id: "form-provider",
      short: "no form provider or e-mail",
      what: "Neither a form provider nor e-mail: submissions are only kept in the server's enquiry database.",
      where:
        "environment: SMTP_URL, MAIL_TO and MAIL_FROM (e-mail to the firm), or FORM_ENDPOINT (and CAREERS_FORM_ENDPOINT), or both",
      why: "Nobody is notified of an enquiry (`npm run outbox -- --show stored` reads them), and on Vercel nothing can be kept.",
    });

  if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET_KEY)
    found.push({
      id: "captcha-off",
      short: "captcha off",
      what: "reCAPTCHA is off (both keys are needed).",
      where: "environment: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY",
      why: "The forms rely on the rate limit and the honeypot alone against spam.",
    });

  return found;
}

/** The content a spec claim's page shows, as text (the contact form's options for /contact-us). */
function shownText(path: string): string {
  if (path === "/") return JSON.stringify(home);
  if (path === "/why-us") return JSON.stringify(whyUs);
  if (path === "/contact-us") return JSON.stringify(SERVICE_OPTIONS);
  return JSON.stringify(servicePages.find((p) => `/${p.slug}` === path) ?? "");
}

/** The site as it stands: the content modules and the given environment. */
export function currentLaunchInput(env: LaunchInput["env"]): LaunchInput {
  const text = (value: unknown) => JSON.stringify(value);
  return {
    site,
    teamMembers: team.members,
    articles: insights.map((i) => ({ slug: i.slug, author: i.author })),
    testimonials: home.testimonials.items,
    practiceClaims: confidentiality.sections,
    operatorFigures: [
      ...howWeWork.families.flatMap((f) => [
        { name: `${f.family}: turnaround`, confirmed: f.turnaround.confirmed },
        { name: `${f.family}: fee`, confirmed: f.fee.confirmed },
      ]),
      { name: "Paid pilot: fee", confirmed: howWeWork.pilot.fee.confirmed },
    ],
    specClaims: specPracticeClaims.filter((c) => shownText(c.path).includes(c.text)),
    patentDocumentPages: servicePages
      .filter((p) => p.filedBy === "patent-practitioner" || p.filedBy === "indian-patent-agent")
      .map((p) => `/${p.slug}`),
    claims: [
      { path: "/", text: text(home) },
      { path: "/why-us", text: text(whyUs) },
      { path: "/who-we-are", text: text(whoWeAre) },
    ],
    env,
  };
}

/** The full report: one numbered entry per placeholder, or a line saying there are none. */
export function formatReport(found: readonly Placeholder[]): string {
  if (!found.length) return "Launch check: no placeholders left.";
  const lines = [`Launch check: ${plural(found.length, "placeholder")} still in place.`, ""];
  found.forEach((p, i) => {
    lines.push(`${i + 1}. ${p.what}`, `   Change: ${p.where}`, `   Why: ${p.why}`);
  });
  return lines.join("\n");
}

/** The short list printed at the end of `npm run build`: one line per placeholder. */
export function formatSummary(found: readonly Placeholder[]): string {
  if (!found.length) return "Launch check: no placeholders left.";
  return [
    `Launch check: ${plural(found.length, "placeholder")} still in place (details: npm run check:launch):`,
    ...found.map((p) => `  - ${p.short}`),
  ].join("\n");
}
