import { writeFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { optimisationsIn } from "../../scripts/optimize-html.ts";
import { expect, test } from "../e2e/fixtures";
import {
  copyProject,
  operatorEnv,
  removeProject,
  ROOT,
  run,
  startServer,
  type Server,
} from "./support/processes";

// Every way an operator builds the site serves pages that hydrate under a strict policy, fast:
// plain `next build` + `next start`, Vercel's builder with and without its Next adapter (served by
// a stand-in for the platform's edge), and `next dev`. `npm run build` + `npm start` is what the
// whole e2e suite runs against. Each build runs in a copy of the project, one at a time.
test.describe.configure({ mode: "serial" });

const PORT = 3121;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ["/", "/patent-drafting", "/contact-us"];
const NEXT = path.join("node_modules", ".bin", "next");
const VERCEL = path.join(ROOT, "tests", "vercel", "node_modules", ".bin", "vercel");

/** The policy's script-src, which must allow the page's own scripts and nothing inline else. */
function scriptSrc(policy: string | undefined) {
  return /(?:^|;)\s*script-src ([^;]+)/.exec(policy ?? "")?.[1] ?? "";
}

/** Loads a page as a visitor would (the fixture waits for hydration and fails on CSP reports). */
async function expectFastStrictPage(page: Page, pathname: string) {
  const response = await page.goto(`${ORIGIN}${pathname}`);
  expect(response?.status(), pathname).toBe(200);
  const sources = scriptSrc(response?.headers()["content-security-policy"]);
  expect(sources, `${pathname}: script-src`).toMatch(/'sha256-|'nonce-/);
  expect(sources, `${pathname}: script-src`).not.toContain("'unsafe-inline'");
  const html = await response!.text();
  // On the pinned release both optimisations apply (tests/deploy/other-release.spec.ts: another).
  expect(
    optimisationsIn(html),
    `${pathname}: styles inlined, chunks after the first paint`,
  ).toEqual({ inlineStyles: true, deferChunks: true });
}

/** A click only a hydrated page answers: the phone menu opens in place, not /site-map. */
async function expectMenuOpens(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ORIGIN}/patent-drafting`);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/patent-drafting");
}

/** A malformed path is refused by the proxy, wherever it runs, with the security headers. */
async function expectMalformedPathRefused() {
  const answer = await fetch(`${ORIGIN}/contact-us%zz`);
  expect(answer.status).toBe(400);
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("content-security-policy")).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
}

/** Every chunk the page loaded carries the compile hint. */
async function expectCompileHints(page: Page) {
  await page.goto(`${ORIGIN}/`);
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\/_next\/static\/chunks\/.+\.js$/.test(name)),
  );
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    const source = await (await page.request.get(chunk)).text();
    expect(source.split("\n", 1)[0], chunk).toBe("//# allFunctionsCalledOnLoad");
  }
}

/** What every production row must show: fast, strict pages that hydrate, refusals in place. */
async function expectFastStrictSite(page: Page) {
  for (const pathname of PAGES) await expectFastStrictPage(page, pathname);
  await expectMenuOpens(page);
  await expectCompileHints(page);
  await expectMalformedPathRefused();
}

const nextStart = (dir: string) =>
  startServer(NEXT, ["start", "-H", "127.0.0.1", "-p", `${PORT}`], dir, operatorEnv(), ORIGIN);

function vercelBuild(dir: string, adapter: boolean) {
  // What `vercel link` would write; `vercel build` needs no login with it. No install step:
  // the copy has node_modules already.
  mkdirSync(path.join(dir, ".vercel"));
  writeFileSync(
    path.join(dir, ".vercel", "project.json"),
    JSON.stringify({
      projectId: "prj_offline",
      orgId: "team_offline",
      settings: { framework: "nextjs", nodeVersion: "24.x", installCommand: "" },
    }),
  );
  const env = operatorEnv(adapter ? { NEXT_ENABLE_ADAPTER: "1" } : {});
  return run(VERCEL, ["build", "--yes"], dir, env);
}

test.describe("plain next build and next start", () => {
  let dir: string;
  let server: Server;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = copyProject("next-build");
    // Under Vercel's builder without its adapter only `npm run build` finishes the pages: plain
    // `next build` there refuses to start rather than ship unfinished pages.
    expect(() => run(NEXT, ["build"], dir, operatorEnv({ VERCEL: "1" }))).toThrow(
      /exited 1[\s\S]*only `npm run build` finishes the pages/,
    );
    const log = run(NEXT, ["build"], dir, operatorEnv());
    expect(log).toMatch(/Site build \(Next adapter\): (\d+) of \1 prerendered pages/);
    server = await nextStart(dir);
  });
  test.afterAll(async () => {
    await server?.stop();
    removeProject(dir);
  });

  test("pages hydrate under their own script hashes, styles inline, scripts after paint", async ({
    page,
  }) => {
    await expectFastStrictSite(page);
  });

  test("without the build's manifest pages are served readable under the strict policy, never 'unsafe-inline'", async ({
    browser,
  }) => {
    await server.stop();
    rmSync(path.join(dir, ".next", "csp-manifest.json"));
    server = await nextStart(dir);
    // A page of its own: the suite's page waits for hydration, which the strict policy stops
    // here on purpose (the inline scripts are blocked, and the console says so).
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const pathname of ["/patent-drafting", "/why-us"]) {
      const response = await page.goto(`${ORIGIN}${pathname}`);
      const policy = scriptSrc(response?.headers()["content-security-policy"]);
      expect(policy, pathname).not.toContain("'unsafe-inline'");
      expect(policy, pathname).not.toMatch(/'sha256-|'nonce-/);
      await expect(page.locator("h1")).toBeVisible();
    }
    await context.close();
    const lines = server.log().split("\n");
    expect(lines.some((line) => line.includes("csp-manifest.json missing"))).toBe(true);
  });
});

for (const adapter of [false, true]) {
  test.describe(`vercel build ${adapter ? "with" : "without"} NEXT_ENABLE_ADAPTER=1`, () => {
    let dir: string;
    let edge: Server;

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      dir = copyProject(adapter ? "vercel-adapter" : "vercel-classic");
      const log = vercelBuild(dir, adapter);
      expect(log).toMatch(
        adapter
          ? /Site build \(Next adapter\): (\d+) of \1[\s\S]*handing the finished pages to the Vercel adapter/
          : /Site build \(npm run build\): (\d+) of \1 prerendered pages/,
      );
      edge = await startServer(
        process.execPath,
        [path.join(ROOT, "tests", "deploy", "support", "vercel-edge.ts"), dir, `${PORT}`],
        dir,
        operatorEnv(),
        ORIGIN,
      );
    });
    test.afterAll(async () => {
      await edge?.stop();
      removeProject(dir);
    });

    test("pages hydrate under their own script hashes, styles inline, scripts after paint", async ({
      page,
    }) => {
      await expectFastStrictSite(page);
    });
  });
}

test.describe("next dev", () => {
  let dir: string;
  let server: Server;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = copyProject("next-dev");
    server = await startServer(
      NEXT,
      ["dev", "-H", "127.0.0.1", "-p", `${PORT}`],
      dir,
      operatorEnv(),
      `${ORIGIN}/patent-drafting`,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    removeProject(dir);
  });

  test("a page is styled and hydrates under the development policy, with no CSP violation", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const response = await page.goto(`${ORIGIN}/patent-drafting`, { timeout: 120_000 });
    const sources = scriptSrc(response?.headers()["content-security-policy"]);
    // Hot reload evaluates modules: the development policy allows eval, and nothing else beyond
    // what production allows from other origins.
    expect(sources).toContain("'unsafe-eval'");
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "sticky");
    await expect(page.locator("body")).toHaveCSS("font-family", /Inter/i);
    await expectMenuOpens(page);
  });
});
