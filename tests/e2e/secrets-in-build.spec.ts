import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { allEntries } from "@/lib/content/registry";
import { PROVIDER } from "./support/forms";

// No server-side secret reaches a browser: not the form provider's URL, not the reCAPTCHA
// secret. `npm run test:e2e` builds with distinctive canary values for them (package.json), and
// start-server.ts runs the server with its own values; neither may appear in anything the
// server sends: the built assets (.next/static), the prerendered pages and their RSC payloads
// (.next/server), or the HTML of any route as served, pages rendered per request included.

const root = path.resolve(import.meta.dirname, "..", "..");

/** The canaries `test:e2e` sets for `npm run build`, read from package.json so they never drift. */
function buildCanaries(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const buildStep = pkg.scripts["test:e2e"]?.split("npm run build")[0] ?? "";
  return [
    ...buildStep.matchAll(/\b(FORM_ENDPOINT|CAREERS_FORM_ENDPOINT|RECAPTCHA_SECRET_KEY)=(\S+)/g),
  ].map((m) => m[2]!);
}

/** The values start-server.ts gives the running server. */
const RUNTIME_SECRETS = [
  PROVIDER.replace(/^https?:\/\//, ""),
  "/f/contact",
  "/f/careers",
  "e2e-secret-key",
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** What the server may send to a browser from the build: assets, prerendered output. */
function servedBuildFiles(): string[] {
  const next = path.join(root, ".next");
  // Prerendered output: `server/app`, or `server/route-cache` when the build named an adapter.
  const prerendered = ["app", "route-cache"]
    .map((dir) => path.join(next, "server", dir))
    .filter((dir) => existsSync(dir))
    .flatMap(filesUnder)
    .filter(
      (file) =>
        !/\.(js|map|nft\.json)$/.test(file) && !file.endsWith("_client-reference-manifest.js"),
    );
  return [...filesUnder(path.join(next, "static")), ...prerendered];
}

test("package.json builds the e2e run with canary secrets", () => {
  expect(buildCanaries()).toHaveLength(3);
});

test("no secret appears in any built asset or prerendered page", () => {
  const secrets = [...buildCanaries(), ...RUNTIME_SECRETS];
  const files = servedBuildFiles();
  expect(files.length).toBeGreaterThan(100);
  const leaks: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const secret of secrets)
      if (bytes.includes(secret)) leaks.push(`${path.relative(root, file)}: ${secret}`);
  }
  expect(leaks).toEqual([]);
});

test("no secret appears in the HTML of any route or the browser's form configuration", async ({
  request,
}) => {
  const secrets = [...buildCanaries(), ...RUNTIME_SECRETS];
  const leaks: string[] = [];
  const paths = [
    ...allEntries().map((entry) => entry.path),
    "/search?q=patent",
    "/no-such-page",
    "/api/forms/config",
  ];
  for (const route of paths) {
    const text = await (await request.get(route)).text();
    for (const secret of secrets) if (text.includes(secret)) leaks.push(`${route}: ${secret}`);
  }
  expect(leaks).toEqual([]);
  // The public site key, set only when the server starts, does reach the browser: the
  // configuration checked above is the one the server runs with.
  expect(await (await request.get("/api/forms/config")).json()).toEqual({
    siteKey: "e2e-site-key",
  });
});

test("the answer when the provider fails (queued) names no endpoint", async ({ request }) => {
  const response = await request.post("/api/contact", {
    headers: { "x-forwarded-for": "10.251.0.7" },
    data: {
      name: `E2E provider-crash ${Math.random().toString(36).slice(2, 8)}`,
      email: "visitor@example.com",
      phone: "0123456789",
      message: "",
      service: "Trademark",
      captchaToken: "e2e:contact",
      website: "",
    },
  });
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const secret of RUNTIME_SECRETS) expect(text).not.toContain(secret);
});
