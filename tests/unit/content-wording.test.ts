import { describe, expect, it } from "vitest";
import { audienceBlocks, plainText } from "@/lib/content/content-text";
import { audiencePages, servicePage, servicePages } from "@/lib/content/registry";
import type { AudiencePage, ServicePage } from "@/content/types";

// Wording a privacy and professional-services review (issue 25) asked for: the firm never reads
// as a law firm or patent agent, and no page promises confidentiality outside an NDA or
// engagement terms.

const serviceText = (page: ServicePage) =>
  [page.tagline, plainText([...page.body, ...(page.whyUs ?? [])])].join(" ");
const audienceText = (page: AudiencePage) => plainText(audienceBlocks(page));
const everyPage = [
  ...servicePages.map((p) => [p.slug, serviceText(p)] as const),
  ...audiencePages.map((p) => [p.slug, audienceText(p)] as const),
];

describe("no page presents the firm as acting for clients directly", () => {
  it.each(everyPage)("%s says no one files but the client's attorney or agent", (_, text) => {
    expect(text).not.toMatch(/\bwe file through\b/i);
    expect(text).not.toMatch(/\bwe advise on\b/i);
    expect(text).not.toMatch(/clear answers to the legal questions/i);
  });

  it("legal notices and legal documents for direct clients go to their advocate or attorney", () => {
    for (const slug of ["drafting-of-legal-notice", "legal-document-drafting"])
      expect(serviceText(servicePage(slug))).toMatch(
        /\bdirectly\b[^.]*\bits own advocate or attorney\b/,
      );
  });

  it("the commercial-law advisory page offers research, not answers to legal questions", () => {
    const text = serviceText(servicePage("commercial-law-advisory"));
    expect(text).not.toMatch(/short answer|we answer/i);
    expect(text).toMatch(/the answer to the legal question itself is your counsel's to give/);
  });

  it("prosecution support leaves every filing to the attorney or agent, who signs it", () => {
    const text = serviceText(servicePage("prosecution-support"));
    expect(text).toMatch(/Your attorney or agent signs and files every paper/);
    // Issue 64 (M1): one statement on every page: we submit nothing, our staff upload nothing.
    expect(text).toMatch(/we submit nothing/);
    expect(text).not.toMatch(/\bupload/i);
  });
});

describe("confidentiality is promised only under engagement terms or an NDA", () => {
  it.each(everyPage)("%s qualifies every unconditional promise", (_, text) => {
    for (const sentence of text.split(/(?<=\.)\s+/)) {
      if (/\b(stays?|kept|treated as) confidential\b/i.test(sentence))
        expect(sentence).toMatch(
          /engagement terms or NDA|non-disclosure agreement|confidentiality agreement|protective order|until the office publishes/i,
        );
    }
  });

  it("the researchers and universities pages carry the qualification", () => {
    const pages = new Map(audiencePages.map((p) => [p.slug, audienceText(p)]));
    expect(pages.get("to-researchers")).toMatch(
      /Unpublished results you share with us under our engagement terms or NDA stay confidential/,
    );
    expect(pages.get("to-colleges-and-universities")).toMatch(
      /everything an inventor shares with us under our engagement terms or NDA is treated as confidential/,
    );
  });
});
