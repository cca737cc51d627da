import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CaptchaNotice } from "@/components/forms/captcha";
import { unifiedPatentCourtFreedomToOperate as upc } from "@/content/insights/unified-patent-court-freedom-to-operate";
import { audiencePages } from "@/content/audiences";
import { confidentiality } from "@/content/company/confidentiality";
import { accessibilityStatement, disclaimer, privacyNotice, termsOfUse } from "@/content/legal";
import { plainText } from "@/lib/content/content-text";
import { parseEnv } from "@/lib/server/env";
import { currentLaunchInput, findPlaceholders } from "@/lib/build/launch-check";
import { allEntries, servicePage } from "@/lib/content/registry";

// Facts from the practitioner's and privacy lawyer's review (issue 43) that a later edit could
// quietly undo: each was checked against its source before it was written.

const page = (slug: string) => {
  const p = servicePage(slug);
  return [p.description, p.tagline, plainText([...p.body, ...(p.whyUs ?? [])])].join(" ");
};

describe("the reCAPTCHA notice follows Google's terms since it became the site's processor", () => {
  it("the forms carry the FAQ's line for a hidden badge, without Google's own policies", () => {
    const html = renderToStaticMarkup(createElement(CaptchaNotice));
    expect(html.replace(/<[^>]+>/g, "")).toBe("This site is protected by reCAPTCHA.");
    expect(html).not.toMatch(/policies\.google\.com|Privacy Policy|Terms of Service/);
  });

  it("the privacy notice names Google as processor from 2 April 2026 and quotes the same line", () => {
    const t = plainText(privacyNotice.body);
    expect(t).toMatch(/Since 2 April 2026 Google provides reCAPTCHA as our processor/);
    expect(t).toMatch(/Google's own Privacy Policy and Terms of Service no longer govern it/);
    expect(t).toContain("'This site is protected by reCAPTCHA.'");
  });
});

describe("the UPC article", () => {
  const t = plainText(upc.body);

  it("dates the Milan section from 27 June 2024, not its opening ceremony", () => {
    expect(t).toMatch(/since 27 June 2024, a section in Milan/);
    expect(t).not.toMatch(/1 July 2024/);
  });

  it("reflects BSH v Electrolux (C-339/22, 25 February 2025) and cites it", () => {
    expect(t).toMatch(/On 25 February 2025 .* BSH v Electrolux \(Case C-339\/22\)/);
    expect(t).toMatch(/Article 24\(4\) does not apply to patents of non-EU states/);
    expect(upc.sources.map((s) => s.title).join(" ")).toMatch(/C-339\/22.*25 February 2025/);
  });
});

describe("no page says the firm itself prosecutes, files, appears or advises as a law practice", () => {
  it("trademark registration is support for the owner's attorney or agent", () => {
    const t = page("trademark-registration");
    expect(t).not.toMatch(/^Prosecution of trademark applications/);
    expect(t).toMatch(/we do not sign, file or appear/);
  });

  it("Indian drafting names a registered patent agent as responsible (Patents Act s.129)", () => {
    const t = page("indian-patent-application-drafting");
    expect(t).toMatch(/registered Indian patent agent who acts for you, named in writing/);
    // Issue 51 (H1): the page no longer says companies may not prepare specifications and then
    // offers to prepare them.
    expect(t).not.toMatch(/which no company may carry on/);
    expect(t).toMatch(/adopts the documents as their own/);
    expect(t).toMatch(/Sections 127 and 128/);
    // Issue 64 (H2): the agent's direction is described, not s.129 conceded.
    expect(t).toMatch(/signs and files them as your agent before the Controller/);
    expect(t).not.toMatch(/We are a company/);
  });

  it("the researchers' page drafts under the practitioner their institution names", () => {
    const researchers = audiencePages.find((p) => p.slug === "to-researchers");
    const t = JSON.stringify(researchers);
    expect(t).not.toMatch(/we prepare a draft with you/);
    expect(t).toMatch(/the practitioner settles the claims, signs and files/);
  });

  it("the legal-documentation pages are drafting and research support for the client's advocate", () => {
    expect(page("drafting-of-legal-notice")).not.toMatch(/ready to sign/);
    expect(page("drafting-of-legal-notice")).toMatch(/for your advocate or attorney to review/);
    expect(page("commercial-law-advisory")).not.toMatch(/How an advisory request runs/);
    expect(page("commercial-law-advisory")).toMatch(/Business and Professions Code Section 6125/);
    expect(page("licensing-and-litigation-support")).not.toMatch(/One team covers both sides/);
  });

  it("the disclaimer no longer offers filing in person for work we drafted", () => {
    const t = plainText(disclaimer.body);
    expect(t).not.toMatch(/in person where the office allows/);
    expect(t).toMatch(
      /We do not hand a patent specification, an office-action reply or a trademark/,
    );
    // Issue 64 (L3): no copyright office reserves preparing an application (37 CFR 202.3).
    expect(t).not.toMatch(/copyright[^.]*is itself practice/i);
    expect(t).toMatch(/37 CFR 202\.3/);
  });

  it("the spec's own strings stay word for word: titles and routes", () => {
    const paths = allEntries().map((e) => e.path);
    for (const path of ["/commercial-law-advisory", "/drafting-of-legal-notice"])
      expect(paths).toContain(path);
    expect(servicePage("commercial-law-advisory").title).toBe("Commercial Law Advisory");
  });
});

describe("the legal pages' other findings", () => {
  it("the terms limit the duty they disclaim to confidence and acting for the sender", () => {
    const t = plainText(termsOfUse.body);
    expect(t).not.toMatch(/it creates no duty on our part/);
    expect(t).toMatch(/creates no duty of confidence or to act for you/);
  });

  it("the privacy notice answers Do Not Track (Cal. B&P 22575) and dates the DPDP Rules", () => {
    const t = plainText(privacyNotice.body);
    expect(t).toMatch(/Do Not Track/);
    expect(t).toMatch(/22575\(b\)\(5\)/);
    expect(t).toMatch(/notified on 13 November 2025/);
    expect(t).toMatch(/18 months after notification, in May 2027/);
    expect(t).not.toMatch(/usually weeks/);
  });

  it("the accessibility statement says the forms need JavaScript while captcha is on", () => {
    const t = plainText(accessibilityStatement.body);
    expect(t).not.toMatch(/Every page, menu destination and form works without JavaScript/);
    expect(t).toMatch(/except while our spam check \(reCAPTCHA\) is switched on/);
  });
});

describe("/confidentiality answers a buyer's due diligence", () => {
  const section = (heading: string) => {
    const s = confidentiality.sections.find((c) => c.heading === heading);
    if (!s) throw new Error(`No section: ${heading}`);
    return plainText(s.blocks);
  };

  it("states export control by license requirement, not 'everything subject to the EAR'", () => {
    const t = section("Export-controlled matters");
    expect(t).toMatch(
      /Almost all US technology is subject to the Export Administration Regulations/,
    );
    expect(t).toMatch(/Export Control Classification Number requires a license for India/);
    expect(t).toMatch(/ITAR/);
  });

  it("covers the US foreign filing license and its 2008 notice, and India's s.39", () => {
    const t = section("Foreign filing licenses and permits");
    expect(t).toMatch(/35 U\.S\.C\. 184; 37 C\.F\.R\. 5\.11/);
    expect(t).toMatch(/73 Fed\. Reg\. 42781, 23 July 2008/);
    expect(t).toMatch(
      /does not authorize sending subject matter abroad to prepare a US application/,
    );
    expect(t).toMatch(/Section 39/);
    expect(t).toMatch(/six weeks/);
  });

  it("answers AI tools, subcontractors and incidents, each still to be confirmed by the operator", () => {
    for (const heading of [
      "Artificial intelligence tools",
      "Subcontractors",
      "If something goes wrong",
    ])
      expect(confidentiality.sections.find((c) => c.heading === heading)?.confirmed).toBe(false);
    const found = findPlaceholders(currentLaunchInput(parseEnv({}))).find(
      (p) => p.id === "confidentiality-claims",
    );
    expect(found?.what).toMatch(
      /Foreign filing licenses and permits; Artificial intelligence tools/,
    );
  });

  it("claims no security certification by default", () => {
    expect(confidentiality.certifications).toEqual([]);
    expect(confidentiality.certificationsText.none).toMatch(/We claim no security certification/);
  });
});

describe("incident notification names the clocks that apply (issue 51, L11)", () => {
  it("CERT-In's six hours and DPDP Rule 7 when it applies", () => {
    const s = confidentiality.sections.find((c) => c.heading === "If something goes wrong")!;
    const t = plainText(s.blocks);
    expect(t).toMatch(/CERT-In directions of 28 April 2022/);
    expect(t).toMatch(/Section 70B\(6\) of the Information Technology Act, 2000/);
    expect(t).toMatch(/within six hours/);
    expect(t).toMatch(
      /Rule 7 of the Digital Personal Data Protection Rules, 2025 applies \(from May 2027\)/,
    );
    expect(t).toMatch(/within 72 hours/);
  });
});

describe("'NDA first' is said one way (issue 51, L5)", () => {
  const NDA = "We sign a non-disclosure agreement before you share anything confidential";

  it("the terms, the disclaimer, the quote brief and the service pages use the confidentiality page's sentence", async () => {
    expect(JSON.stringify(confidentiality)).toContain(
      "We sign a non-disclosure agreement before a client shares anything confidential",
    );
    for (const text of [
      plainText(termsOfUse.body),
      plainText(disclaimer.body),
      page("patent-drafting"),
      page("patentability-search"),
    ])
      expect(text).toContain(NDA);
    const { default: QuotePage } = await import("@/app/(main)/request-a-quote/page");
    const html = renderToStaticMarkup(await QuotePage());
    expect(html).toContain(NDA);
    expect(html).not.toMatch(/anything technical/);
    expect(plainText(disclaimer.body)).not.toMatch(/arrange a confidentiality agreement/);
  });
});
