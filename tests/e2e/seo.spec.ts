import { allEntries, servicePages } from "@/lib/content/registry";
import { expect, test } from "./fixtures";

const entries = allEntries();

/** The decoded text of the first match of a pattern in an HTML page. */
function htmlText(html: string, pattern: RegExp): string | undefined {
  const raw = pattern.exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const meta = (html: string, key: string) =>
  htmlText(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown>,
  );

/** Every schema.org object on a page, graphs flattened. */
const ldObjects = (html: string) =>
  jsonLd(html).flatMap((data) =>
    Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data],
  );

test("sitemap.xml and the registry list the same routes, each once", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(new Set(paths).size, "no route twice").toBe(paths.length);
  expect([...paths].sort()).toEqual(entries.map((e) => e.path).sort());
});

test("robots.txt points to the sitemap; the favicon, icons and the web manifest are served", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  // public/favicon.ico, for the agents that ask for it whatever the page's <link rel="icon">.
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await favicon.body()).subarray(0, 4)], "an ICO header").toEqual([0, 0, 1, 0]);

  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("Meridian IP Research");
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toContain(icon.type);
  }
});

test("/.well-known/security.txt names the site's security contact and expires within a year", async ({
  request,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:security@example\.com$/m);
  expect(text).toMatch(/^Preferred-Languages: en$/m);
  expect(text).toMatch(/^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/m);
  const policy = /^Policy: (https?:\/\/\S+)$/m.exec(text)?.[1];
  expect(policy, "a Policy field").toBeDefined();
  expect(new URL(policy!).pathname).toBe("/responsible-disclosure");
  expect((await request.get(new URL(policy!).pathname)).status()).toBe(200);
  const expires = /^Expires: (\d{4}-\d\d-\d\dT00:00:00Z)$/m.exec(text)?.[1];
  expect(expires, "an RFC 3339 Expires field").toBeDefined();
  const daysAhead = (Date.parse(expires!) - Date.now()) / 86_400_000;
  expect(daysAhead).toBeGreaterThan(170);
  expect(daysAhead).toBeLessThan(365);
});

test("every route has a unique title and description, a canonical URL, social cards and valid JSON-LD", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const services = new Set(servicePages.map((p) => `/${p.slug}`));

  for (const entry of entries) {
    const response = await request.get(entry.path);
    expect(response.status(), entry.path).toBe(200);
    const html = await response.text();

    const title = htmlText(html, /<title>([^<]*)<\/title>/);
    expect(title, `${entry.path} title`).toBe(`${entry.title} | Meridian IP Research`);
    expect(titles.get(title!), `${entry.path} shares its title`).toBeUndefined();
    titles.set(title!, entry.path);

    const description = meta(html, "description");
    expect(description, `${entry.path} description`).toBe(entry.description);
    expect(descriptions.get(description!), `${entry.path} shares its description`).toBeUndefined();
    descriptions.set(description!, entry.path);

    const canonical = htmlText(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical && new URL(canonical).pathname, `${entry.path} canonical`).toBe(entry.path);
    expect(meta(html, "og:title"), `${entry.path} og:title`).toBe(title);
    expect(meta(html, "og:description")).toBe(entry.description);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    const image = meta(html, "og:image");
    expect(image, `${entry.path} og:image`).toBeTruthy();
    expect(meta(html, "twitter:image")).toBe(image);

    const objects = ldObjects(html);
    const organization = objects.find((o) => o["@type"] === "ProfessionalService");
    expect(organization?.name, `${entry.path} Organization`).toBe("Meridian IP Research");
    expect(organization?.address).toHaveLength(3);
    const breadcrumb = objects.find((o) => o["@type"] === "BreadcrumbList");
    if (entry.path === "/") expect(breadcrumb).toBeUndefined();
    else {
      const names = (breadcrumb?.itemListElement as { name: string }[] | undefined)?.map(
        (i) => i.name,
      );
      // A sample report sits under its index, /what-you-receive, and says so in its trail.
      const parent = entry.path.startsWith("/what-you-receive/") ? ["What you receive"] : [];
      expect(names, `${entry.path} breadcrumb`).toEqual(
        entry.kind === "company"
          ? ["Home", ...parent, entry.title]
          : ["Home", entry.section, entry.title],
      );
    }
    const service = objects.find((o) => o["@type"] === "Service");
    if (services.has(entry.path)) {
      expect(service, `${entry.path} Service`).toMatchObject({
        name: entry.title,
        description: entry.description,
      });
    } else expect(service).toBeUndefined();
  }
});

test("each page family's social image is a 1200x630 PNG drawn at build time", async ({
  request,
}) => {
  for (const path of ["/og/home.png", "/og/patent-drafting.png", "/og/to-startups.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.readUInt32BE(16), `${path} width`).toBe(1200);
    expect(png.readUInt32BE(20), `${path} height`).toBe(630);
  }
  expect((await request.get("/og/no-such-page.png")).status()).toBe(404);
});

test("the breadcrumb in structured data is the breadcrumb on screen", async ({ page }) => {
  for (const path of ["/trademark-search", "/to-startups", "/why-us"]) {
    await page.goto(path);
    const visible = await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((li) => li.textContent!.replace("/", "").trim()));
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
    const list = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(
      list.itemListElement.map((i: { name: string }) => i.name),
      path,
    ).toEqual(visible);
  }
});
