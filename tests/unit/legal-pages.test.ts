import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { legalPages, privacyNotice, termsOfUse, disclaimer } from "@/content/legal";
import { site } from "@/content/site";
import { plainText } from "@/lib/content-text";
import { allEntries } from "@/lib/registry";
import { searchSite } from "@/lib/search/site-search";

const paths = ["/privacy-notice", "/terms-of-use", "/disclaimer"];

describe("the legal pages are registered", () => {
  it("appear once each in the registry, in the Legal section", () => {
    const entries = allEntries().filter((e) => e.kind === "legal");
    expect(entries.map((e) => e.path)).toEqual(paths);
    expect(entries.map((e) => e.title)).toEqual(["Privacy Notice", "Terms of Use", "Disclaimer"]);
    for (const e of entries) expect(e.section).toBe("Legal");
  });

  it("are in the sitemap", () => {
    const urls = sitemap().map((s) => new URL(s.url).pathname);
    for (const path of paths) expect(urls).toContain(path);
  });

  it("are found by site search", () => {
    expect(searchSite("privacy notice").results[0]?.path).toBe("/privacy-notice");
    expect(searchSite("attorney-client relationship").results.map((r) => r.path)).toContain(
      "/disclaimer",
    );
    expect(searchSite("governing law").results.map((r) => r.path)).toContain("/terms-of-use");
  });

  it("carry a real last-updated date", () => {
    for (const page of legalPages) {
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(page.updated))).toBe(false);
    }
  });
});

describe("the privacy notice", () => {
  const t = plainText(privacyNotice.body);

  it("says what each form collects and where it goes", () => {
    expect(t).toMatch(
      /name, e-mail address and phone number, the service your enquiry concerns and your message/,
    );
    expect(t).toMatch(/your qualification and the position/);
    expect(t).toMatch(/form-delivery service/);
    expect(t).toMatch(/appends the submission to a file on the server/);
    expect(t).toMatch(/24 months/);
    expect(t).toMatch(/12 months after the position is filled/);
  });

  it("names the third parties and the cookies actually set", () => {
    expect(t).toMatch(/Google's reCAPTCHA v3/);
    expect(t).toMatch(/_GRECAPTCHA/);
    expect(t).toMatch(/Google Maps/);
    expect(t).toMatch(/WhatsApp/);
    expect(t).toMatch(/sets no cookies of its own/);
  });

  it("states rights under the DPDP Act 2023, the GDPR and the CCPA/CPRA", () => {
    expect(t).toMatch(/Digital Personal Data Protection Act, 2023/);
    for (const section of ["Section 11", "Section 12", "Section 13", "Section 14"])
      expect(t).toContain(section);
    expect(t).toMatch(/Data Protection Board of India/);
    for (const article of ["Article 15", "Article 17", "Article 20", "Article 21", "Article 77"])
      expect(t).toContain(article);
    expect(t).toMatch(/California Consumer Privacy Act/);
    expect(t).toMatch(/CPRA/);
    expect(t).toMatch(/Fullerton/);
    expect(t).toMatch(/do not sell personal information or share it/);
    expect(t).toMatch(/45 days/);
  });

  it("gives the privacy contact from content/site.ts", () => {
    expect(t).toContain(site.privacyEmail);
    expect(t).toContain(site.offices[0].address[0]);
  });
});

describe("the terms of use and the disclaimer", () => {
  it("terms carry the governing-law clause from content/site.ts, no warranty and third-party links", () => {
    const t = plainText(termsOfUse.body);
    expect(t).toContain(site.governingLaw);
    expect(t).toMatch(/as they are and as available/);
    expect(t).toMatch(/Links to other sites/);
  });

  it("disclaimer: not a law firm, no legal advice, no attorney-client relationship, no confidential details", () => {
    const t = plainText(disclaimer.body);
    expect(t).toMatch(/We are not a law firm/);
    expect(t).toMatch(/Nothing on this site is legal advice/);
    expect(t).toMatch(/does not create an attorney-client relationship/);
    expect(t).toMatch(
      /by, or under the direction and signature of, the client's attorney or agent/,
    );
    expect(t).toMatch(/generally not protected by attorney-client or legal professional privilege/);
    expect(t).toMatch(/instruct us through your counsel/);
    expect(t).toMatch(/Do not send confidential details through the form/);
  });
});

describe("phone numbers", () => {
  const numbers = [...site.phones, ...site.offices.map((o) => o.phone)];

  it("every tel: target is a complete E.164 number and matches its display", () => {
    for (const n of numbers) {
      expect(n.tel).toMatch(/^\+[1-9]\d{9,14}$/);
      expect(n.display.replace(/[^\d+]/g, "")).toBe(n.tel);
    }
  });

  it("US numbers have an area code (11 digits with +1)", () => {
    for (const n of numbers.filter((x) => x.tel.startsWith("+1")))
      expect(n.tel).toMatch(/^\+1\d{10}$/);
  });
});
