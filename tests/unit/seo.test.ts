import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import manifest from "@/app/manifest";
import { site } from "@/content/site";
import { allEntries, servicePage } from "@/lib/content/registry";
import {
  breadcrumbJsonLd,
  ogImagePath,
  organizationJsonLd,
  pageMetadata,
  postalAddress,
  serializeJsonLd,
  serviceJsonLd,
  siteJsonLd,
} from "@/lib/server/seo";

// Expected values are written out: the unit tests run without SITE_URL, so URLs use the
// documented local default. tests/e2e/seo.spec.ts checks the same things in the built HTML.
const ORIGIN = "http://localhost:3000";

describe("page metadata", () => {
  it("gives a company page its title, description, canonical URL and social cards", () => {
    const description =
      "Why law firms, companies and universities choose us: round-the-clock work, no surprises on cost or scope, and a team that goes the extra mile.";
    const images = [{ url: "/og/why-us.png", width: 1200, height: 630, alt: "Why Us" }];
    expect(pageMetadata("/why-us")).toEqual({
      title: "Why Us",
      description,
      alternates: {
        canonical: "/why-us",
        types: {
          "application/rss+xml": [
            { url: "/insights/feed.xml", title: "Meridian IP Research Insights" },
          ],
        },
      },
      openGraph: {
        type: "website",
        siteName: "Meridian IP Research",
        locale: "en_US",
        url: "/why-us",
        title: "Why Us | Meridian IP Research",
        description,
        images,
      },
      twitter: {
        card: "summary_large_image",
        title: "Why Us | Meridian IP Research",
        description,
        images,
      },
    });
  });

  it("gives a service page the same, from its content module", () => {
    expect(pageMetadata("/patent-drafting")).toMatchObject({
      title: "Patent Drafting",
      description:
        "Utility patent specifications and claim sets drafted from your invention disclosure for USPTO, EPO, PCT or Indian filing, ready for your attorney to review.",
      alternates: { canonical: "/patent-drafting" },
      openGraph: {
        title: "Patent Drafting | Meridian IP Research",
        images: [{ url: "/og/patent-drafting.png", width: 1200, height: 630 }],
      },
    });
  });

  it("refuses a path the registry does not know", () => {
    expect(() => pageMetadata("/no-such-page")).toThrow(/Unregistered/);
  });

  it("names one social image per page, after its path", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/trademark-search")).toBe("/og/trademark-search.png");
    const images = allEntries().map((e) => ogImagePath(e.path));
    expect(new Set(images).size).toBe(images.length);
  });
});

describe("sitemap, robots and manifest", () => {
  it("lists routes as absolute URLs, each once, without search results or the API", () => {
    const urls = sitemap().map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of [
      `${ORIGIN}/`,
      `${ORIGIN}/why-us`,
      `${ORIGIN}/contact-us`,
      `${ORIGIN}/patent-drafting`,
      `${ORIGIN}/privacy-notice`,
      `${ORIGIN}/ip-deadline-calculator`,
    ])
      expect(urls).toContain(url);
    for (const url of urls)
      expect(url).toMatch(/^http:\/\/localhost:3000\/([a-z0-9-]+\/)?[a-z0-9-]*$/);
    expect(urls).not.toContain(`${ORIGIN}/search`);
  });

  it("ranks the home page first, service pages above company pages", () => {
    const priority = new Map(sitemap().map((item) => [item.url, item.priority]));
    expect(priority.get(`${ORIGIN}/`)).toBe(1);
    expect(priority.get(`${ORIGIN}/patent-drafting`)).toBe(0.8);
    expect(priority.get(`${ORIGIN}/why-us`)).toBe(0.6);
  });

  it("points robots.txt at the sitemap and keeps crawlers off the API", () => {
    expect(robots()).toEqual({
      rules: { userAgent: "*", allow: "/", disallow: "/api/" },
      sitemap: `${ORIGIN}/sitemap.xml`,
      host: ORIGIN,
    });
  });

  it("names the site and its icons in the web manifest", () => {
    const m = manifest();
    expect(m.name).toBe("Meridian IP Research");
    expect(m.icons?.map((i) => i.src)).toEqual(["/icon.svg", "/apple-icon"]);
  });
});

describe("structured data", () => {
  it("describes the firm as a ProfessionalService, not a LegalService (a law firm), with its three offices' postal addresses", () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      "@type": "ProfessionalService",
      "@id": `${ORIGIN}/#organization`,
      name: "Meridian IP Research",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/apple-icon`,
      image: `${ORIGIN}/og/home.png`,
      email: "contact@example.com",
    });
    const addresses = org.address as Record<string, unknown>[];
    expect(addresses.map((a) => [a["@type"], a.addressLocality])).toEqual([
      ["PostalAddress", "Dehradun"],
      ["PostalAddress", "Fullerton"],
      ["PostalAddress", "Falls Church"],
    ]);
  });

  it("splits an address line into locality, region and postal code", () => {
    expect(postalAddress(site.offices[1])).toEqual({
      "@type": "PostalAddress",
      name: "California Office",
      streetAddress: "100 Example Avenue, Suite 100",
      addressLocality: "Fullerton",
      addressRegion: "CA",
      postalCode: "92832",
      addressCountry: "United States",
      telephone: "+17145550101",
      email: "california@example.com",
    });
    const odd = { ...site.offices[0], address: ["1 Road", "Somewhere", "India"] as const };
    expect(postalAddress(odd as never)).toMatchObject({ addressLocality: "Dehradun" });
    expect(postalAddress(odd as never)).not.toHaveProperty("postalCode");
  });

  it("mirrors a visible breadcrumb, linking only the steps that link", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", url: "/" },
      { name: "Trademark" },
      { name: "Trademark Search" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Trademark" },
      { "@type": "ListItem", position: 3, name: "Trademark Search" },
    ]);
  });

  it("describes a service page as a Service of the firm, in its group's category", () => {
    expect(serviceJsonLd(servicePage("patent-drafting"))).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${ORIGIN}/patent-drafting#service`,
      name: "Patent Drafting",
      description:
        "Utility patent specifications and claim sets drafted from your invention disclosure for USPTO, EPO, PCT or Indian filing, ready for your attorney to review.",
      serviceType: "Patent Drafting",
      category: "Patent Prosecution",
      url: `${ORIGIN}/patent-drafting`,
      provider: { "@id": `${ORIGIN}/#organization` },
    });
  });

  it("serializes to JSON that cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
    expect(
      JSON.parse(serializeJsonLd(siteJsonLd()))["@graph"].map((o: JsonLd) => o["@type"]),
    ).toEqual(["ProfessionalService", "WebSite"]);
  });
});

type JsonLd = { "@type": string };
