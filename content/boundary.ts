/**
 * Who signs and files the work of a service page: one line per kind of practitioner, shown by
 * the service template, so that no page words the practice boundary afresh
 * (docs/practice-boundary.md).
 */
export type FiledBy =
  | "patent-practitioner"
  | "indian-patent-agent"
  | "design-practitioner"
  | "trademark-practitioner"
  | "copyright-counsel"
  | "advocate-or-attorney"
  | "counsel";

export const filedByHeading = "Who signs and files";

export const filedByLines: Record<FiledBy, string> = {
  "patent-practitioner":
    "Your registered patent agent or patent attorney reviews, adopts, signs and files this work. We prepare it for them; we do not file, prosecute or appear before any patent office.",
  "indian-patent-agent":
    "Your registered Indian patent agent reviews, adopts, signs and files this work before the Controller. We prepare it for them; we do not file, sign or appear (Patents Act 1970, Section 129).",
  "design-practitioner":
    "Your patent agent, patent attorney or other representative entitled to act before the office reviews, signs and files this work. We prepare it for them; we do not file or appear before any office.",
  "trademark-practitioner":
    "Your trademark attorney or agent reviews, signs and files this work (before the USPTO, a US-licensed attorney). We prepare it for them; we do not file or appear before any trademark office.",
  "copyright-counsel":
    "Your attorney or advocate reviews, signs and files this work and answers the office. We prepare it for them; we do not file, correspond with the office or advise on the law.",
  "advocate-or-attorney":
    "Your advocate or attorney reviews, adopts and signs this work, sends or files it, and gives the legal advice. We prepare it for them; we do not advise on the law or represent anyone.",
  counsel:
    "This is research for your attorney, agent or counsel, who gives any legal opinion and acts on it. We do not advise on the law, file or appear for anyone.",
};

/**
 * The spec's own strings that hold the firm out as practising: kept word for word (the spec
 * quotes them), and listed by `npm run check:launch` for the operator to keep only if the firm's
 * registered practitioners provide that service, or else to replace (issue 64, H1 and L10).
 */
export interface SpecClaim {
  text: string;
  /** The page that shows it. */
  path: string;
  /** Where it is written, for the operator. */
  where: string;
  /** What it claims. */
  claims: string;
  /** Why the operator must look at it, where the practice reason does not fit. */
  why?: string;
}

export const specPracticeClaims: readonly SpecClaim[] = [
  {
    text: "Providing best Patent Prosecution and Litigation Services",
    path: "/",
    where: "content/home.ts: hero.tagline",
    claims:
      "prosecution and litigation services, which only registered patent practitioners and advocates may provide",
  },
  {
    text: "IP PROSECUTION",
    path: "/",
    where: "content/home.ts: serviceStrip.tiles",
    claims: "prosecution as a service of the firm",
  },
  {
    text: "IP LITIGATION",
    path: "/",
    where: "content/home.ts: serviceStrip.tiles",
    claims: "litigation as a service of the firm",
  },
  {
    text: "Patent Prosection",
    path: "/",
    where: "content/home.ts: experience.bars (87%; the spec's spelling)",
    claims: "a rated depth of experience in patent prosecution",
  },
  {
    text: "Patent Litigation",
    path: "/",
    where: "content/home.ts: experience.bars (75%)",
    claims: "a rated depth of experience in patent litigation",
  },
  {
    text: "Filing Related Services",
    path: "/contact-us",
    where: "lib/forms/choices.ts: the contact form's service options; content/quotes.ts",
    claims: "filing as a service clients may ask the firm for",
  },
  {
    text: "Patent Filing Services",
    path: "/patent-filing-services",
    where:
      "content/services/patent-prosecution/patent-filing-services.ts: title (also in the menu)",
    claims: "filing as a service of the firm",
  },
  {
    text: "Commercial Law Advisory",
    path: "/commercial-law-advisory",
    where:
      "content/services/legal-documentation/commercial-law-advisory.ts: title (also in the menu)",
    claims: "legal advice to businesses, which only advocates and licensed attorneys may give",
  },
  {
    text: "Do exactly what client want",
    path: "/why-us",
    where: "content/company/why-us.ts: values (the spec's wording, grammar included)",
    claims: "doing whatever a client asks, which the practice boundary does not allow",
    why: "The spec's value point, ungrammatical as the spec quotes it; the text under it says we confirm the scope in writing. Keep it as the spec gives it, or have the spec's owner correct or replace it.",
  },
];
