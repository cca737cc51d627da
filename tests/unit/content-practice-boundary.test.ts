import { type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { filedByLines } from "@/content/boundary";
import { calculator } from "@/content/calculator";
import { home } from "@/content/home";
import { parseEnv } from "@/lib/server/env";
import { currentLaunchInput, findPlaceholders } from "@/lib/build/launch-check";
import type { Block, ServiceGroupId, ServicePage } from "@/content/types";
import {
  allEntries,
  audiencePages,
  pathOf,
  servicePages,
  type RegistryEntry,
} from "@/lib/content/registry";

// The practice boundary (docs/practice-boundary.md), checked on what a visitor reads: every
// service, audience, company, sample and legal page of the registry is rendered from its route
// file, and no sentence may claim regulated work for the firm (Patents Act 1970 s.129; 35 U.S.C.
// 33 and 37 CFR 11.5(b); Advocates Act 1961 s.29; Cal. Bus. & Prof. Code s.6125). Articles
// (kind "insight") describe what applicants, offices and courts do, in the third person, and are
// read in docs/content-review.md instead.

// Cast rather than glob's type argument: `next build` type-checks this file too, and some Next
// releases declare `import.meta.glob` without one.
const routes = import.meta.glob("../../app/**/page.tsx") as Record<
  string,
  () => Promise<{ default: (props: unknown) => ReactElement | Promise<ReactElement> }>
>;

/** The route file that renders a registry path, and the params it is given. */
function routeOf(path: string): [string, Record<string, string>] {
  const parts = path.split("/").filter(Boolean);
  const own = `../../app/(main)/${parts.map((p) => `${p}/`).join("")}page.tsx`;
  if (own in routes) return [own, {}];
  const top = `../../app/${parts.join("/")}/page.tsx`;
  if (parts.length === 1 && top in routes) return [top, {}];
  if (parts.length === 2)
    return [`../../app/(main)/${parts[0]}/[slug]/page.tsx`, { slug: parts[1]! }];
  return ["../../app/(services)/[slug]/page.tsx", { slug: parts[0]! }];
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  nbsp: " ",
};
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ");

/**
 * Pages whose route renders client components that need the app router mounted; their words
 * come from the registry and from the content module they show.
 */
const NOT_RENDERABLE: Record<string, () => string> = {
  // Lists every page's title through the menu (which reads the registry): titles only.
  "/site-map": () => "",
  // The calculator's rules and notes; the form itself is labels.
  "/ip-deadline-calculator": () => JSON.stringify(calculator),
};

async function renderedText(entry: RegistryEntry): Promise<string> {
  const extra = [entry.description, "searchText" in entry ? String(entry.searchText ?? "") : ""];
  const fallback = NOT_RENDERABLE[entry.path];
  if (fallback) return [...extra, fallback()].join(" ");
  const [file, params] = routeOf(entry.path);
  const load = routes[file];
  if (!load) throw new Error(`No route file for ${entry.path}`);
  const page = await (
    await load()
  ).default({
    params: Promise.resolve(params),
    searchParams: Promise.resolve({}),
  });
  return [...extra, textOf(renderToStaticMarkup(page))].join(" ");
}

/** First-person claims of regulated work, each with what it claims. */
const CLAIMS: [RegExp, string][] = [
  [
    /\bwe (?:also |then )?(?:file|prosecute|represent|appear|litigate|sue|lodge)\b/i,
    "the firm files, prosecutes, represents or appears",
  ],
  [/\bwe (?:will )?advise (?:you|clients|on)\b/i, "the firm advises on the law"],
  [
    /\bfiled (?:online |electronically )?(?:with|at|before) the [\w ]*(?:Office|Registry|Controller|USPTO|EUIPO)\b/,
    "'filed with the ... Office' as a step of our service",
  ],
  [
    /\bfiled in (?:your|their|the client'?s|its) names?\b/i,
    "filed in the client's or agent's name as our step",
  ],
  [/\bfiled on your instruction\b/i, "the firm files on the client's instruction"],
  [/\bon (?:your|their|the client'?s|clients') behalf\b/i, "acting on the client's behalf"],
  [
    /\b(?:answer|respond to|reply to) (?:the )?examiner\b|\bexaminer correspondence with our responses\b/i,
    "the firm answers the examiner",
  ],
  [
    /\bwe claim (?:its|the|their|your|priority)\b/i,
    "the firm claims priority or rights in an application",
  ],
  [
    /\bour (?:patent |trademark |trade mark )?(?:attorneys|agents|advocates|lawyers)\b/i,
    "holding out practitioners of our own",
  ],
  [
    /(?<!\bsupport\b[^.;]{0,30})\b(?:patent|trademark|trade mark) prosecution\b(?! (?:support|history|histories|record))/i,
    "holding out prosecution as our service",
  ],
  [
    /\bprovisional filings?\b|\bwell-drafted provisional\b/i,
    "offering filings to a client without a practitioner",
  ],
  [
    /\bwe (?:settle|decide|choose)\b[^.]*\bgoverning law\b/i,
    "the firm settles legal terms for a business",
  ],
];

/** A drafting offer made under a named law: a contract offered to a business without its counsel. */
const DRAFTING_UNDER_LAW =
  /\b(?:draft|drafted|drafting|prepare|prepared)\b.*\bunder (?:Indian|US|Indian or US|US or Indian|Indian and US) law\b/i;

/** A first-person offer to draft a contract, notice or legal document, naming no counsel. */
const DRAFTS_WITHOUT_COUNSEL = {
  offer:
    /\bwe (?:also )?(?:draft|prepare|write)\b[^.]*\b(?:agreements?|contracts?|notices?|novations?|waivers?|settlements?|NDAs?|deeds?|assignments?)\b/i,
  counsel: /counsel|advocate|attorney|lawyer|practitioner|\bagent\b/i,
};

/**
 * Sentences the patterns catch that make no claim of regulated work, each with its reason.
 * Matched as substrings of the offending sentence.
 */
const KEEP_ONLY_IF =
  "a spec string kept word for word: `npm run check:launch` lists it, to keep only if the firm's registered practitioners provide that service, else replace";
const ALLOWED: [string, string][] = [
  [
    "Providing best Patent Prosecution and Litigation Services",
    `the hero tagline, ${KEEP_ONLY_IF}`,
  ],
  ["IP PROSECUTION", `a service tile on /, ${KEEP_ONLY_IF}`],
  ["IP LITIGATION", `a service tile on /, ${KEEP_ONLY_IF}`],
  ["Patent Prosection", `an experience bar on / (87%, the spec's spelling), ${KEEP_ONLY_IF}`],
  ["Patent Litigation", `an experience bar on / (75%), ${KEEP_ONLY_IF}`],
  ["Filing Related Services", `a contact-form option, ${KEEP_ONLY_IF}`],
  ["Patent Filing Services", `a page title, ${KEEP_ONLY_IF}`],
  ["Commercial Law Advisory", `a page title, ${KEEP_ONLY_IF}`],
  ["Do exactly what client want", `a value point on /why-us, ${KEEP_ONLY_IF}`],
];

const allowed = (sentence: string) => ALLOWED.some(([s]) => sentence.includes(s));

/** The spec's own strings (menu group titles in breadcrumbs and menus) are names, not claims. */
const SPEC_NAMES = ["Patent Prosecution", "Patent Litigation and Commercialization"];

function claimsIn(text: string): string[] {
  const t = text;
  const found: string[] = [];
  for (const sentence of t.split(/(?<=[.!?])\s+/)) {
    if (allowed(sentence)) continue;
    let s = sentence;
    for (const name of SPEC_NAMES) s = s.replaceAll(name, "");
    for (const [pattern, what] of CLAIMS)
      if (pattern.test(s)) found.push(`${what}: "${sentence.trim()}"`);
    if (DRAFTS_WITHOUT_COUNSEL.offer.test(s) && !DRAFTS_WITHOUT_COUNSEL.counsel.test(s))
      found.push(`drafting offer without counsel: "${sentence.trim()}"`);
    if (DRAFTING_UNDER_LAW.test(s))
      found.push(`drafting offer under a named law: "${sentence.trim()}"`);
  }
  return found;
}

const pages = allEntries().filter((e) => e.kind !== "insight");

describe("no page claims regulated work for the firm", () => {
  it("reads every page of the registry but the articles", () => {
    const kinds = new Set(pages.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(["audience", "company", "legal", "service"]);
    expect(pages.some((p) => p.path.startsWith("/what-you-receive/"))).toBe(true);
  });

  it.each(pages.map((p) => [p.path, p] as const))("%s", async (_, entry) => {
    expect(claimsIn(await renderedText(entry))).toEqual([]);
  });

  it("the check catches the claims it is written for", () => {
    expect(claimsIn("We file the application with the office.")).toHaveLength(1);
    expect(claimsIn("Forms 1 and 2 filed online with the Indian Patent Office.")).toHaveLength(1);
    expect(claimsIn("Once approved, it is filed in their name.")).toHaveLength(1);
    expect(claimsIn("We appear on your behalf before the Registrar.")).toHaveLength(2);
    expect(claimsIn("We advise you to register first.")).toHaveLength(1);
    expect(claimsIn("NDAs drafted from your term sheet under Indian or US law.")).toHaveLength(1);
    expect(claimsIn("We do not file, sign or appear.")).toEqual([]);
    // Sentences of the contract pages before this issue's read (e0f29e7).
    expect(
      claimsIn(
        "Documents We draft termination and non-renewal notices, amendment agreements, novation agreements and settlement agreements with mutual releases.",
      ),
    ).toHaveLength(1);
    expect(claimsIn("We draft termination notices for your counsel to review and settle.")).toEqual(
      [],
    );
  });
});

describe("every service page names who signs and files, in the one wording for its kind", () => {
  it.each(servicePages.map((p) => [p.slug, p] as const))("%s", async (_, page) => {
    const entry = allEntries().find((e) => e.path === pathOf(page.slug))!;
    const text = await renderedText(entry);
    expect(text).toContain(`Who signs and files ${filedByLines[page.filedBy]}`);
  });

  it("each line says we prepare and do not file, or that the work is research", () => {
    for (const line of Object.values(filedByLines))
      expect(line).toMatch(/^(Your .* signs|This is research for your)/);
  });
});

describe("the spec's strings stay word for word, with support said around them", () => {
  it("each allowed spec claim is one check:launch lists for the operator", () => {
    const listed = findPlaceholders(currentLaunchInput(parseEnv({}))).map((p) => p.id);
    for (const [text] of ALLOWED) expect(listed).toContain(`spec-claim:${text}`);
  });

  it("the hero keeps its tagline and says under it who signs, files and appears", async () => {
    expect(home.hero.tagline).toBe("Providing best Patent Prosecution and Litigation Services");
    const text = await renderedText(allEntries().find((e) => e.path === "/")!);
    expect(text).toContain(`${home.hero.tagline} ${home.hero.support}`);
    expect(home.hero.support).toMatch(/for the patent agents, attorneys and counsel/);
  });
});

// One rule for drafting and advice (docs/practice-boundary.md): where a page offers drafting,
// claim work, clearance, office-action responses, portfolio recommendations or legal documents,
// it says there that the client's registered practitioner or advocate engages and directs the
// work, and decides and signs. Checked as a rule on sentences, not as a wording.

/** Who may direct the work: the client's practitioner, named as the client's. */
const PRACTITIONER =
  /\b(?:your|its|their|the client's|the owner's|the applicant's|that|whose)\b(?:[^.;]{0,80}?)\b(?:attorneys?|agents?|advocates?|practitioners?|counsel|lawyers?)\b/i;
const DIRECTS = /\b(?:direct(?:s|ed|ing|ion)?|instruct(?:s|ed|ing|ions?)?|engag(?:e|es|ed|ing))\b/i;
const DECIDES_OR_SIGNS = /\b(?:decid(?:es|e|ed|ing)|signs?|signed|signing|settles?)\b/i;

/** A sentence saying the client's practitioner engages or directs the work, and decides or signs. */
const saysDirection = (sentence: string) =>
  PRACTITIONER.test(sentence) && DIRECTS.test(sentence) && DECIDES_OR_SIGNS.test(sentence);

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Every string a block shows. */
const blockText = (block: Block): string[] => {
  switch (block.type) {
    case "list":
      return block.items;
    case "definitions":
      return block.items.flatMap((i) => [i.title, i.text]);
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()];
    default:
      return [block.text];
  }
};

/** The page's first section: what the service is and for whom, where each page makes its offer. */
function openingOf(page: ServicePage): string[] {
  const opening: string[] = [];
  let headings = 0;
  for (const block of page.body) {
    if (block.type === "heading" && ++headings === 2) break;
    opening.push(...blockText(block));
  }
  return opening;
}

/**
 * The pages that offer drafting, claim work, clearance, office-action responses, portfolio
 * recommendations or legal documents: every page whose work a practitioner signs and files
 * (its `filedBy` is not plain research for counsel), and the trademark and patent-litigation
 * families, whose research pages clear marks, chart claims and rank portfolios.
 */
const DIRECTED_FAMILIES: readonly ServiceGroupId[] = ["trademark", "patent-litigation"];
const directedPages = servicePages.filter(
  (p) => p.filedBy !== "counsel" || DIRECTED_FAMILIES.includes(p.group),
);

/** The legal-documentation line: every page whose work an advocate or attorney signs. */
const legalDocumentPages = servicePages.filter((p) => p.filedBy === "advocate-or-attorney");

/** A prohibition restated as a concession ("we are a company, so we do not ..."). */
const CONCESSION =
  /\bwe are (?:only )?a company\b|\bso we (?:do not|don't|cannot|can't|may not) (?:prepare|draft|file|sign|advise|appear|act|represent|practi[cs]e)\b|\bwe are not (?:a |an )?(?:law firm|lawyers?|attorneys?|advocates?|patent agents?)\b|\b(?:bars|prohibits|forbids) (?:us|any company)\b/i;

/** Advice or a decision put to the owner: it must name the practitioner who receives or makes it. */
const ADVICE =
  /\b(?:recommend(?:s|ed|ation|ations)?|next steps|act on|you approve|you decide|tell you|we propose|the change we propose)\b/i;
const TO_OWNER_TOO = /\byou and your (?:attorney|agent|advocate|counsel|lawyer)\b/i;

function adviceToOwner(text: string): string[] {
  return sentencesOf(text).filter(
    (s) =>
      ADVICE.test(s) &&
      (TO_OWNER_TOO.test(s) ||
        !/\b(?:attorneys?|agents?|advocates?|practitioners?|counsel|lawyers?)\b/i.test(s)),
  );
}

describe("every drafting and advice page says the client's practitioner directs and decides", () => {
  it("selects the drafting, claim, clearance, response, ranking and legal-document pages", () => {
    const slugs = directedPages.map((p) => p.slug);
    for (const slug of [
      "patent-drafting",
      "office-action-response",
      "indian-patent-application-drafting",
      "prosecution-support",
      "trademark-search",
      "trademark-registration",
      "trademark-portfolio-analysis",
      "patent-portfolio-ranking",
      "commercial-law-advisory",
      "contract-removal-and-optimization",
      "contract-negotiation-and-review",
      "drafting-of-legal-notice",
      "legal-document-drafting",
    ])
      expect(slugs).toContain(slug);
    expect(slugs).not.toContain("patentability-search");
  });

  it.each(directedPages.map((p) => [p.slug, p] as const))(
    "%s says it where it makes the offer",
    (_, page) => {
      const opening = [page.tagline, ...openingOf(page)].flatMap(sentencesOf);
      expect(opening.filter(saysDirection), opening.join("\n")).not.toEqual([]);
    },
  );

  it.each(directedPages.map((p) => [p.slug, p] as const))(
    "%s puts no recommendation or decision to the owner alone",
    (_, page) => {
      const text = [
        page.tagline,
        ...page.body.flatMap(blockText),
        ...(page.whyUs ?? []).flatMap(blockText),
      ];
      expect(text.flatMap(adviceToOwner)).toEqual([]);
    },
  );

  it("the checks catch what they are written for", () => {
    expect(
      saysDirection(
        "Your patent agent engages us, directs the draft, and decides and signs what is filed.",
      ),
    ).toBe(true);
    expect(saysDirection("We draft claims for patent attorneys.")).toBe(false);
    expect(adviceToOwner("Tiers you can act on: assert, license or let lapse.")).toHaveLength(1);
    expect(adviceToOwner("We tell you and your attorney plainly what to drop.")).toHaveLength(1);
    expect(adviceToOwner("Your attorney decides on each recommendation.")).toEqual([]);
    expect(CONCESSION.test("We are a company, so we do not prepare specifications.")).toBe(true);
    expect(CONCESSION.test("Your agent settles and signs the specification.")).toBe(false);
  });
});

describe("no page restates a prohibition as a concession", () => {
  // The legal pages state the firm's limits as terms and disclaimers; every other page describes
  // what we do.
  const described = allEntries().filter((e) => e.kind !== "insight" && e.kind !== "legal");
  it.each(described.map((e) => [e.path, e] as const))("%s", async (_, entry) => {
    const text = await renderedText(entry);
    expect(sentencesOf(text).filter((s) => CONCESSION.test(s))).toEqual([]);
  });
});

describe("the audience pages offer drafting only under the client's practitioner", () => {
  const offering = audiencePages.filter((a) =>
    a.services.some((slug) => directedPages.some((p) => p.slug === slug)),
  );
  it.each(offering.map((a) => [a.slug, a] as const))("%s", async (_, page) => {
    const entry = allEntries().find((e) => e.path === pathOf(page.slug))!;
    const sentences = sentencesOf(await renderedText(entry));
    expect(sentences.filter(saysDirection)).not.toEqual([]);
    expect(sentences.flatMap(adviceToOwner)).toEqual([]);
  });
});

describe("the legal-documentation line serves advocates and attorneys first", () => {
  it.each(legalDocumentPages.map((p) => [p.slug, p] as const))(
    "%s says so in its first paragraph",
    (_, page) => {
      const first = page.body.find((b) => b.type === "paragraph");
      const text = first && "text" in first ? first.text : "";
      // Who the line is for: advocates and attorneys.
      expect(text).toMatch(/\badvocates?\b/i);
      expect(text).toMatch(/\battorneys?\b/i);
      // A business that comes directly is served through its own advocate or attorney.
      expect(text).toMatch(
        /\bdirectly\b[^.]*\b(?:its|your|their) own (?:advocate|attorney|counsel|lawyer)/i,
      );
    },
  );

  it("keeps the spec's title for the advisory page", () => {
    expect(servicePages.find((p) => p.slug === "commercial-law-advisory")?.title).toBe(
      "Commercial Law Advisory",
    );
  });
});
