import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import manifest from "@/app/manifest";
import { site } from "@/content/site";
import { allEntries, servicePages } from "@/lib/registry";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  ogImagePath,
  organizationJsonLd,
  pageMetadata,
  postalAddress,
  serializeJsonLd,
  serviceJsonLd,
  siteJsonLd,
  siteUrl,
} from "@/lib/seo";

const entries = allEntries();

describe("page metadata", () => {
  it.each(entries.map((e) => [e.path, e] as const))(
    "%s has its title, description, canonical URL and social cards",
    (path, entry) => {
      const meta = pageMetadata(path);
      expect(meta.title).toBe(entry.title);
      expect(meta.description).toBe(entry.description);
      expect(meta.alternates?.canonical).toBe(path);
      expect(meta.openGraph).toMatchObject({
        url: path,
        title: `${entry.title} | ${site.name}`,
        description: entry.description,
        images: [{ url: ogImagePath(path), width: 1200, height: 630 }],
      });
      expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
    },
  );

  it("refuses a path the registry does not know", () => {
    expect(() => pageMetadata("/no-such-page")).toThrow(/Unregistered/);
  });

  it("names one social image per page", () => {
    const images = entries.map((e) => ogImagePath(e.path));
    expect(new Set(images).size).toBe(entries.length);
    expect(ogImagePath("/")).toBe("/og/home.png");
  });
});

describe("sitemap, robots and manifest", () => {
  it("lists every registered route exactly once, as absolute URLs", () => {
    const urls = sitemap().map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.sort()).toEqual(entries.map((e) => absoluteUrl(e.path)).sort());
    for (const url of urls) expect(url.startsWith(`${siteUrl}/`)).toBe(true);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robots().sitemap).toBe(`${siteUrl}/sitemap.xml`);
  });

  it("names the site and its icons in the web manifest", () => {
    const m = manifest();
    expect(m.name).toBe(site.name);
    expect(m.icons?.map((i) => i.src)).toContain("/icon.svg");
  });
});

describe("structured data", () => {
  it("describes the firm as a LegalService with its three offices' postal addresses", () => {
    const org = organizationJsonLd();
    expect(org["@type"]).toBe("LegalService");
    expect(org.name).toBe(site.name);
    const addresses = org.address as Record<string, unknown>[];
    expect(addresses).toHaveLength(3);
    expect(addresses.map((a) => a.addressLocality)).toEqual([
      "Dehradun",
      "Fullerton",
      "Falls Church",
    ]);
    for (const a of addresses) expect(a["@type"]).toBe("PostalAddress");
  });

  it("splits an address line into locality, region and postal code", () => {
    expect(postalAddress(site.offices[1])).toMatchObject({
      streetAddress: site.offices[1].address[0],
      addressLocality: "Fullerton",
      addressRegion: "CA",
      postalCode: "92832",
      addressCountry: "United States",
    });
    const odd = { ...site.offices[0], address: ["1 Road", "Somewhere", "India"] as const };
    expect(postalAddress(odd as never)).toMatchObject({ addressLocality: "Dehradun" });
  });

  it("mirrors a visible breadcrumb, linking only the steps that link", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", url: "/" },
      { name: "Trademark" },
      { name: "Trademark Search" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Trademark" },
      { "@type": "ListItem", position: 3, name: "Trademark Search" },
    ]);
  });

  it("describes each service page as a Service of the firm", () => {
    for (const page of servicePages) {
      const service = serviceJsonLd(page);
      expect(service).toMatchObject({
        "@type": "Service",
        name: page.title,
        description: page.description,
        url: absoluteUrl(`/${page.slug}`),
        provider: { "@id": organizationJsonLd()["@id"] },
      });
    }
  });

  it("serializes to JSON that cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
    expect(JSON.parse(serializeJsonLd(siteJsonLd()))["@graph"]).toHaveLength(2);
  });
});
