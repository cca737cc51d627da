import { describe, expect, it } from "vitest";
import { legalPages } from "@/content/legal";
import { DISCLOSURE_POLICY_PATH, securityTxt } from "@/lib/server/security-txt";

describe("/.well-known/security.txt (RFC 9116)", () => {
  it("names the contact, an expiry 180 days ahead at midnight UTC, the language, its URL and the disclosure policy", () => {
    expect(
      securityTxt({
        email: "security@firm.test",
        siteUrl: "https://www.firm.test",
        now: new Date("2026-11-23T17:45:12.345Z"),
      }),
    ).toBe(
      [
        "Contact: mailto:security@firm.test",
        "Expires: 2027-05-22T00:00:00Z",
        "Preferred-Languages: en",
        "Canonical: https://www.firm.test/.well-known/security.txt",
        "Policy: https://www.firm.test/responsible-disclosure",
        "",
      ].join("\n"),
    );
  });

  it("expires in less than a year whatever the date, leap years included", () => {
    expect(
      securityTxt({
        email: "a@b.test",
        siteUrl: "https://b.test",
        now: new Date("2027-12-31T23:59:59Z"),
      }),
    ).toContain("Expires: 2028-06-28T00:00:00Z\n");
  });

  it("points its Policy field at a registered legal page", () => {
    expect(legalPages.map((p) => `/${p.slug}`)).toContain(DISCLOSURE_POLICY_PATH);
  });
});
