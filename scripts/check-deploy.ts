// An operator's check of a deployment, from outside, as a visitor's browser would see it:
//   npm run check:deploy -- https://www.example.com
//
// It fetches every page in the deployment's sitemap (by path, against the URL given, so a preview
// deployment can be checked before its domain points at it), `/`, `/contact-us` and a page that
// does not exist, and fails, naming the page, when:
// - a page does not answer 200 (the missing page: 404);
// - a page's inline scripts are not all allowed by its Content-Security-Policy (the page would not
//   hydrate);
// - the script policy is not strict ('unsafe-inline', 'unsafe-eval', a wildcard or a bare scheme);
// - a security header is missing.
// With Chromium present (CHROMIUM_PATH, or /usr/bin/chromium) it also loads `/`, `/contact-us` and
// a service page and fails on a CSP violation or a page that does not hydrate. Exit 0: all good.
// It also says which of the build's speed optimisations the pages show (an optimisation whose
// assumption about Next's markup failed steps aside: see docs/delivery.md); that is no failure.
import { existsSync } from "node:fs";
import { type InlineScript, inlineScripts } from "./csp-hashes.ts";
import { type Optimisation, OPTIMISATIONS, optimisationsIn } from "./optimize-html.ts";

type Directives = Record<string, string[]>;

/** The policy's directives, by name: `{ "script-src": ["'self'", …] }`. */
export function parsePolicy(policy: string | null | undefined): Directives {
  const directives: Directives = {};
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !(name.toLowerCase() in directives)) directives[name.toLowerCase()] = values;
  }
  return directives;
}

const scriptSources = (directives: Directives) =>
  directives["script-src"] ?? directives["default-src"];

/** Why the policy's script sources are not strict; empty when they are. */
export function policyProblems(policy: string | null | undefined): string[] {
  const directives = parsePolicy(policy);
  const sources = scriptSources(directives);
  if (!policy) return ["no Content-Security-Policy"];
  if (!sources) return ["no script-src or default-src"];
  const problems = [];
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
    if (sources.includes(loose)) problems.push(`script-src allows ${loose}`);
  if (!directives["frame-ancestors"]) problems.push("no frame-ancestors");
  return problems;
}

/** The page's inline scripts that its policy would block. */
export function blockedInlineScripts(
  html: string,
  policy: string | null | undefined,
): InlineScript[] {
  const sources = scriptSources(parsePolicy(policy)) ?? [];
  const keyed = sources.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
  if (sources.includes("'unsafe-inline'") && !keyed) return [];
  return inlineScripts(html).filter(({ attrs, hash }) => {
    const nonce = attrs.nonce;
    return !sources.includes(`'${hash}'`) && !(nonce && sources.includes(`'nonce-${nonce}'`));
  });
}

const REQUIRED_HEADERS: [string, RegExp][] = [
  ["x-content-type-options", /^nosniff$/i],
  ["referrer-policy", /./],
  ["permissions-policy", /./],
  ["cross-origin-opener-policy", /./],
];

/** Security headers the answer lacks (HSTS only over HTTPS). */
export function missingHeaders(headers: Headers, https: boolean): string[] {
  const required: [string, RegExp][] = https
    ? [...REQUIRED_HEADERS, ["strict-transport-security", /max-age=\d+/]]
    : REQUIRED_HEADERS;
  return required
    .filter(([name, pattern]) => !pattern.test(headers.get(name) ?? ""))
    .map(([name]) => name);
}

/** What is wrong with one answer, as short phrases. */
export function pageProblems({
  status,
  expectedStatus,
  headers,
  html,
  https,
}: {
  status: number;
  expectedStatus: number;
  headers: Headers;
  html: string;
  https: boolean;
}): string[] {
  const problems = [];
  if (status !== expectedStatus) problems.push(`answered ${status}, expected ${expectedStatus}`);
  const policy = headers.get("content-security-policy");
  problems.push(...policyProblems(policy));
  const blocked = blockedInlineScripts(html, policy);
  if (blocked.length > 0)
    problems.push(
      `${blocked.length} inline script(s) blocked by the policy (e.g. ${blocked[0]!.hash})`,
    );
  const missing = missingHeaders(headers, https);
  if (missing.length > 0) problems.push(`missing ${missing.join(", ")}`);
  return problems;
}

/** Each optimisation as the pages show it: on everywhere, or off on the pages listed. */
export function describeSeen(offOn: Record<Optimisation, string[]>): string[] {
  return (Object.keys(OPTIMISATIONS) as Optimisation[]).map((o) => {
    const off = offOn[o];
    return off.length === 0
      ? `on   ${OPTIMISATIONS[o]}: every prerendered page`
      : `OFF  ${OPTIMISATIONS[o]}: not on ${off.length} prerendered page(s) (${off.slice(0, 4).join(", ")}${off.length > 4 ? ", …" : ""})`;
  });
}

async function sitemapPaths(base: URL): Promise<string[]> {
  const response = await fetch(new URL("/sitemap.xml", base));
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

async function checkBrowser(base: URL, paths: string[]): Promise<string[]> {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : null);
  if (!executablePath) {
    console.log("check:deploy: no Chromium (set CHROMIUM_PATH): pages not loaded in a browser");
    return [];
  }
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath,
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const failures: string[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (
          /Content.Security.Policy|Refused to (execute|load|apply|frame|connect)/i.test(
            message.text(),
          )
        )
          violations.push(message.text());
      });
      await page.goto(new URL(path, base).href, { waitUntil: "load" });
      // React leaves its fiber on the elements it hydrates; the header and footer span the page.
      const hydrated = await page
        .waitForFunction(
          () =>
            [document.querySelector("header"), document.querySelector("footer")].every(
              (el) => el && Object.keys(el).some((key) => key.startsWith("__reactFiber$")),
            ),
          null,
          { timeout: 20_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!hydrated) failures.push(`${path}: did not hydrate within 20 s in Chromium`);
      if (violations.length > 0)
        failures.push(
          `${path}: ${violations.length} CSP violation(s) in Chromium: ${violations[0]!.slice(0, 160)}`,
        );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return failures;
}

export async function checkDeploy(base: URL): Promise<boolean> {
  const https = base.protocol === "https:";
  const paths = [...new Set(["/", "/contact-us", ...(await sitemapPaths(base))])];
  const checks = [
    ...paths.map((path) => ({ path, expectedStatus: 200 })),
    { path: "/check-deploy-no-such-page", expectedStatus: 404 },
  ];
  const failures: string[] = [];
  const seen = Object.fromEntries(
    Object.keys(OPTIMISATIONS).map((o) => [o, [] as string[]]),
  ) as Record<Optimisation, string[]>;
  for (const { path, expectedStatus } of checks) {
    const response = await fetch(new URL(path, base), { redirect: "manual" });
    const html = await response.text();
    // Pages rendered per request (a nonce in their policy) load as Next renders them, by design.
    const perRequest = /'nonce-/.test(response.headers.get("content-security-policy") ?? "");
    if (expectedStatus === 200 && !perRequest)
      for (const [o, on] of Object.entries(optimisationsIn(html)))
        if (!on) seen[o as Optimisation].push(path);
    const problems = pageProblems({
      status: response.status,
      expectedStatus,
      headers: response.headers,
      html,
      https,
    });
    for (const problem of problems) failures.push(`${path}: ${problem}`);
  }
  const servicePage = paths.find((path) => path !== "/" && !/contact|privacy|terms/.test(path));
  failures.push(
    ...(await checkBrowser(
      base,
      ["/", "/contact-us", servicePage].filter((path): path is string => !!path),
    )),
  );

  for (const line of describeSeen(seen)) console.log(line);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  console.log(
    `check:deploy ${base.origin}: ${checks.length} answers checked, ${failures.length} problem(s)`,
  );
  return failures.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv[2];
  if (!arg || !/^https?:\/\//.test(arg)) {
    console.error("usage: npm run check:deploy -- <deployment URL, e.g. https://www.example.com>");
    process.exit(2);
  }
  checkDeploy(new URL(arg)).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(`check:deploy: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
