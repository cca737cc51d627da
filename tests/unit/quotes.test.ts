import { describe, expect, it } from "vitest";
import { quoteMatterBySlug, quoteServices } from "@/content/quotes";
import { servicePages } from "@/content/services";
import { contactSchema, SERVICE_OPTIONS } from "@/lib/forms/contact-schema";
import { readQuoteQuery } from "@/lib/forms/quote";
import { belongsToMatter } from "@/lib/forms/quote-brief-choices";
import { quoteHref, scopedQuoteHref } from "@/lib/content/quote-links";
import { dynamicSlugs, isQuotePage, pagesInGroup } from "@/lib/content/registry";

describe("the 'Get a Quote' mapping", () => {
  it("has exactly one entry per service and audience page", () => {
    expect(Object.keys(quoteServices).sort()).toEqual(dynamicSlugs().sort());
  });

  it("maps only to the spec's eight service options", () => {
    for (const option of Object.values(quoteServices)) expect(SERVICE_OPTIONS).toContain(option);
  });

  it("picks the closest option for the issue's examples", () => {
    expect(quoteServices["design-patent-drawings"]).toBe("Patent Illustration");
    expect(quoteServices["patentability-search"]).toBe("Invention Search");
    expect(quoteServices["chemical-structure-search"]).toBe("Chemical Structure or Gene Sequence");
    expect(quoteServices["design-registration"]).toBe("Design");
    for (const page of pagesInGroup("trademark"))
      expect(quoteServices[page.slug], page.slug).toBe("Trademark");
    // No close match: contracts, legal work, copyright, the audience pages.
    expect(quoteServices["contract-drafting-and-creation"]).toBe("Others");
    expect(quoteServices["copyright-registration"]).toBe("Others");
    expect(quoteServices["to-startups"]).toBe("Others");
  });
});

describe("quote links", () => {
  it("send a mapped page's visitors to the form with the option and the page", () => {
    expect(quoteHref("/design-patent-drawings")).toBe(
      "/contact-us?service=Patent+Illustration&page=%2Fdesign-patent-drawings",
    );
    expect(quoteHref("/trademark-renewal")).toBe(
      "/contact-us?service=Trademark&page=%2Ftrademark-renewal",
    );
  });

  it("send every other page's visitors to the plain form", () => {
    expect(quoteHref("/why-us")).toBe("/contact-us");
    expect(quoteHref("/")).toBe("/contact-us");
    expect(quoteHref("/ip-deadline-calculator")).toBe("/contact-us");
    expect(quoteHref("/constructor")).toBe("/contact-us");
  });

  it("are read back by the contact form as the same option and page, for every page", () => {
    for (const [slug, service] of Object.entries(quoteServices)) {
      const search = new URL(quoteHref(`/${slug}`), "http://localhost").search;
      expect(readQuoteQuery(search)).toEqual({ service, page: `/${slug}` });
    }
  });
});

describe("reading the contact form's query string", () => {
  it("selects nothing for an unknown or differently spelled service", () => {
    expect(readQuoteQuery("?service=Patent%20Drafting")).toEqual({});
    expect(readQuoteQuery("?service=patent+illustration")).toEqual({});
    expect(readQuoteQuery("")).toEqual({});
    expect(readQuoteQuery("?service=Design")).toEqual({ service: "Design" });
  });

  it("keeps only a page path of the site's shape", () => {
    expect(readQuoteQuery("?page=%2Fto-startups")).toEqual({ page: "/to-startups" });
    for (const page of ["//evil.example", "https://evil.example/", "/a/b", "/x?y=1", "/A", ""])
      expect(readQuoteQuery(new URLSearchParams({ page })), page).toEqual({});
  });
});

describe("the page an enquiry names", () => {
  const valid = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "0123456789",
    service: "Patent Illustration",
  };

  it("is optional and passes through the shared schema when well formed", () => {
    expect(contactSchema.parse(valid).page).toBeUndefined();
    expect(contactSchema.parse({ ...valid, page: "/design-patent-drawings" }).page).toBe(
      "/design-patent-drawings",
    );
  });

  it("is dropped, never an error, when malformed", () => {
    for (const page of ["javascript:alert(1)", "/a/b", 42, { path: "/x" }, "x".repeat(300)]) {
      const parsed = contactSchema.safeParse({ ...valid, page });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.page).toBeUndefined();
    }
  });

  it("counts on the server only when the registry has a quote entry for it", () => {
    expect(isQuotePage("/design-patent-drawings")).toBe(true);
    expect(isQuotePage("/to-researchers")).toBe(true);
    expect(isQuotePage("/why-us")).toBe(false);
    expect(isQuotePage("/no-such-page")).toBe(false);
    expect(isQuotePage("/constructor")).toBe(false);
    expect(isQuotePage("design-patent-drawings")).toBe(false);
  });
});

describe("the 'Request a scoped quote' links", () => {
  const href = (slug: string) =>
    scopedQuoteHref(slug, servicePages.find((p) => p.slug === slug)!.group);

  it("open the brief on the kind of matter of each page's family", () => {
    for (const page of pagesInGroup("patent-searches"))
      expect(href(page.slug), page.slug).toBe("/request-a-quote?matter=search");
    for (const page of pagesInGroup("trademark"))
      expect(href(page.slug), page.slug).toBe("/request-a-quote?matter=trademark");
    for (const page of pagesInGroup("patent-litigation"))
      expect(href(page.slug), page.slug).toBe("/request-a-quote?matter=litigation");
    expect(href("patent-drafting")).toBe("/request-a-quote?matter=drafting");
    expect(href("opposition-searches")).toBe("/request-a-quote?matter=search");
    // Families the brief has no questions for open it with nothing chosen.
    expect(href("copyright-registration")).toBe("/request-a-quote");
    expect(href("contract-drafting-and-creation")).toBe("/request-a-quote");
  });

  it("name only service pages in their exceptions", () => {
    for (const slug of Object.keys(quoteMatterBySlug))
      expect(servicePages.map((p) => p.slug)).toContain(slug);
  });
});

describe("which of a posted brief's fields are read", () => {
  it("keeps the common fields and the chosen matter's, and drops another matter's", () => {
    expect(belongsToMatter("name", "search")).toBe(true);
    expect(belongsToMatter("notes", "trademark")).toBe(true);
    expect(belongsToMatter("jurisdictions", "search")).toBe(true);
    expect(belongsToMatter("jurisdictions", "litigation")).toBe(true);
    expect(belongsToMatter("jurisdictions", "trademark")).toBe(false);
    expect(belongsToMatter("marks", "search")).toBe(false);
    // No valid matter: none of the matter questions, so the schema asks for the matter.
    expect(belongsToMatter("field", "advice")).toBe(false);
    expect(belongsToMatter("field", null)).toBe(false);
  });
});
