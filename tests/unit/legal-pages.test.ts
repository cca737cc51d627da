import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import {
  accessibilityStatement,
  disclaimer,
  legalPages,
  privacyNotice,
  responsibleDisclosure,
  termsOfUse,
} from "@/content/legal";
import { DEFAULT_GRIEVANCE_OFFICER, DEFAULT_LEGAL_ENTITY, site } from "@/content/site";
import { plainText } from "@/lib/content/content-text";
import { parseEnv } from "@/lib/server/env";
import { allEntries } from "@/lib/content/registry";
import { searchSite } from "@/lib/search/site-search";

const paths = [
  "/privacy-notice",
  "/terms-of-use",
  "/disclaimer",
  "/responsible-disclosure",
  "/accessibility-statement",
];

describe("the legal pages are registered", () => {
  it("appear once each in the registry, in the Legal section", () => {
    const entries = allEntries().filter((e) => e.kind === "legal");
    expect(entries.map((e) => e.path)).toEqual(paths);
    expect(entries.map((e) => e.title)).toEqual([
      "Privacy Notice",
      "Terms of Use",
      "Disclaimer",
      "Responsible Disclosure Policy",
      "Accessibility Statement",
    ]);
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
    expect(searchSite("safe harbour").results.map((r) => r.path)).toContain(
      "/responsible-disclosure",
    );
    expect(searchSite("accessibility statement").results[0]?.path).toBe("/accessibility-statement");
  });

  it("each has a dated version history, newest first, whose newest date is the page's date", () => {
    for (const page of legalPages) {
      expect(page.history.length, page.slug).toBeGreaterThan(0);
      expect(page.history[0]!.date, page.slug).toBe(page.updated);
      const dates = page.history.map((v) => v.date);
      expect(dates, page.slug).toEqual([...dates].sort().reverse());
      expect(new Set(dates).size, page.slug).toBe(dates.length);
      for (const v of page.history) expect(v.change.length, page.slug).toBeGreaterThan(10);
    }
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
    expect(t).toMatch(/your qualification, the position you are interested in/);
    expect(t).toMatch(/form-delivery service/);
    expect(t).toMatch(
      /keeps the submission in its database \(a file on the server, or a database our servers share\)/,
    );
    expect(t).toMatch(/24 months/);
    expect(t).toMatch(/6 months from the date you apply/);
    expect(t).toMatch(
      /ticked the box to keep your application for future openings, 12 months from the date you apply/,
    );
    expect(t).toMatch(
      /a CV you send by e-mail, a test exercise you complete, or our interview notes/,
    );
    expect(t).toMatch(/its page field/);
  });

  it("states the erasure the server performs with the figures its purge uses", () => {
    // lib/server/env.ts defaults and lib/server/forms/enquiry-store.ts: 30 days after delivery, 24 months
    // after the last attempt, 6 months after an application was received (12 kept on file).
    expect(t).toMatch(
      /It erases that copy by itself: 30 days after it was delivered, or, if it was never delivered, 24 months after the last attempt for an enquiry or a quote brief, and for an application 6 months after you applied, or 12 months after if you ticked the box to keep it for future openings/,
    );
    expect(t).toMatch(/the periods below are commitments our staff carry out by hand/);
    expect(t).toMatch(
      /for one minute \(in the server's memory, or in a database our servers share\)/,
    );
  });

  it("is what the server enforces when the operator changes nothing", () => {
    const defaults = parseEnv({});
    expect(defaults.RETENTION_ENQUIRY_MONTHS).toBe(24);
    expect(defaults.RETENTION_UNFILED_APPLICATION_MONTHS).toBe(6);
    expect(defaults.RETENTION_APPLICATION_MONTHS).toBe(12);
  });

  it("names which fields are required and what follows if they are not given", () => {
    expect(t).toMatch(/your name, e-mail address, phone number and the service are required/);
    expect(t).toMatch(/the form is simply not sent/);
  });

  it("lists recipients by category and Google's own account for maps", () => {
    expect(t).toMatch(
      /The form-delivery provider; the company that hosts the site's server; our e-mail provider/,
    );
    expect(t).toMatch(/Google, acting on its own account/);
    expect(t).toMatch(/Google Maps receives your request directly from your browser/);
  });

  it("says when each third party loads: reCAPTCHA at the first touch of a form, a map when asked", () => {
    expect(t).toMatch(
      /only when you first click into or touch one of those forms, not when a page opens/,
    );
    // Issue 64 (L6): touching a form is not asking for reCAPTCHA, so the notice says when it loads.
    expect(t).not.toMatch(/nothing from a third party loads until you ask/i);
    expect(t).toMatch(
      /reCAPTCHA loads when you first click into or touch a form, before you send it/,
    );
    expect(t).toMatch(/Only if you press 'Show the map'/);
    expect(t).toMatch(/the site shows no cookie banner/i);
  });

  it("India: Grievance Officer, time to answer, the Board, s.7(a) and consent only for the opt-in, languages", () => {
    const officer =
      site.grievanceOfficer.name === DEFAULT_GRIEVANCE_OFFICER.name
        ? "[name to be published before launch]"
        : site.grievanceOfficer.name;
    expect(t).toContain(`Our Grievance Officer is ${officer}, at ${site.grievanceOfficer.email}`);
    expect(t).toMatch(
      /answer it within 30 days, well within the 90 days the Digital Personal Data Protection Rules, 2025 set as the longest period/,
    );
    expect(t).toMatch(/complain to the Data Protection Board of India/);
    expect(t).toMatch(/Section 13\(3\)/);
    expect(t).toMatch(/voluntarily for that purpose \(Section 7\(a\)\)/);
    expect(t).toMatch(
      /We ask for your consent \(Section 6\) only for one thing: keeping an application for future openings/,
    );
    expect(t).toMatch(/Eighth Schedule to the Constitution of India/);
  });

  it("GDPR: transfer safeguards and a copy; no representative, and no claim to be exempt", () => {
    expect(t).toMatch(/standard contractual clauses/);
    expect(t).toMatch(/To receive a copy of the clauses that cover your data/);
    // Issue 64 (M5): the site offers services in the EU (Art. 3(2)(a)) and enquiries are the
    // firm's regular business, so the notice says a representative is required, not optional.
    expect(t).toMatch(/Article 3\(2\)\(a\)/);
    expect(t).toMatch(/Article 27 requires us to appoint a representative there/);
    expect(t).not.toMatch(/occasional|27\(2\)\(a\)/);
    // Issue 64 (L4): data collected directly is not a Chapter V transfer (EDPB Guidelines 05/2021).
    expect(t).not.toMatch(/49\(1\)\(b\)/);
    expect(t).toMatch(/Guidelines 05\/2021/);
  });

  it("California: whether the CCPA applies, and one age throughout", () => {
    expect(t).toMatch(/US\$26,625,000/);
    expect(t).toMatch(/100,000 or more California consumers or households/);
    const ages = [...t.matchAll(/under (\d+)/g)].map((m) => m[1]);
    expect(ages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ages)).toEqual(new Set(["18"]));
  });

  it("names the legal entity, its registration and who controls the US offices' data", () => {
    expect(t).toContain(site.legalEntity.usOffices);
    // Issue 64 (M4): a detail still at its shipped default shows as a gap, never as if real.
    if (site.legalEntity.registration === DEFAULT_LEGAL_ENTITY.registration) {
      expect(t).not.toContain(DEFAULT_LEGAL_ENTITY.registration);
      expect(t).toContain("[registration number to be published before launch]");
    } else expect(t).toContain(site.legalEntity.registration);
    if (site.legalEntity.name === DEFAULT_LEGAL_ENTITY.name) {
      expect(t).not.toContain(DEFAULT_LEGAL_ENTITY.name);
      expect(t).toContain("[company name to be published before launch]");
    } else expect(t).toContain(site.legalEntity.name);
    expect(t).not.toContain(DEFAULT_GRIEVANCE_OFFICER.name);
  });

  it("says the DPDP Rules' one-year minimum applies from 13 May 2027 (Rule 8(3))", () => {
    expect(t).toMatch(/From 13 May 2027, .*Rule 8\(3\).* at least one year/);
  });

  it("gives a basis for the practitioner a quote brief names, who gave us nothing (Art. 14)", () => {
    expect(t).toMatch(/Article 6\(1\)\(f\)\), and the first time we contact them/);
    expect(t).toMatch(/Article 14\(3\)\(b\)/);
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
  it("terms: unsolicited information is not confidential, creates no duty and does not stop work for adverse parties", () => {
    const t = plainText(termsOfUse.body);
    expect(t).toMatch(
      /is unsolicited\. We do not receive it in confidence: it is not confidential, it creates no duty/,
    );
    expect(t).toMatch(/including a party whose interests are opposed to yours/);
  });

  it("terms: consumer carve-out, severability, and security testing only under the disclosure policy", () => {
    const t = plainText(termsOfUse.body);
    expect(t).toMatch(
      /mandatory consumer law of the country where you live, or your right to bring proceedings in the courts there/,
    );
    expect(t).toMatch(/the rest of the terms continue in full force/);
    expect(t).not.toMatch(/test its security without our written permission/);
    expect(JSON.stringify(termsOfUse.body)).toContain("(/responsible-disclosure)");
  });

  it("responsible disclosure: scope, rules, how to report and a safe harbour", () => {
    const t = plainText(responsibleDisclosure.body);
    expect(t).toContain(site.securityEmail);
    expect(t).toMatch(/Safe harbour/);
    expect(t).toMatch(
      /we consider your research authorized\. We will not take legal action against you/,
    );
    expect(t).toMatch(/no denial-of-service testing/);
  });

  it("accessibility statement: WCAG 2.2 AA, what does not conform, how to report a barrier", () => {
    const t = plainText(accessibilityStatement.body);
    expect(t).toMatch(/WCAG\) 2\.2 at level AA/);
    expect(t).toMatch(/What we know does not conform/);
    expect(t).toMatch(/Report a barrier/);
    expect(t).toContain(site.email);
  });

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

// Issue 51 (M4, M5, L6, L10): the quote brief is covered like the other forms.
describe("the privacy notice and disclosure policy cover the quote brief", () => {
  it("names its fields, the practitioner it names, its retention and its captcha", async () => {
    const { privacyNotice, responsibleDisclosure } = await import("@/content/legal");
    const t = plainText(privacyNotice.body);
    expect(privacyNotice.description).toMatch(/contact, quote and careers forms/);
    expect(t).toMatch(/The quote brief On \[?Request a scoped quote/);
    expect(t).toMatch(
      /the name of the registered attorney or agent who will review, sign and file/,
    );
    expect(t).toMatch(/Please tell them you have given us their name/);
    expect(t).toMatch(/Enquiries and quote briefs: until we have answered you/);
    expect(t).toMatch(/the contact, quote-brief and careers forms use Google's reCAPTCHA v3/);
    expect(t).not.toMatch(/lets no other party do so through it/);
    expect(plainText(responsibleDisclosure.body)).toMatch(/the quote brief/);
  });
});
