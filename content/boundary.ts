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
