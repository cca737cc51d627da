import { describe, expect, it } from "vitest";
import { home } from "@/content/home";
import { audienceBlocks, plainText } from "@/lib/content/content-text";
import { audiencePages, servicePage } from "@/lib/content/registry";
import type { ServicePage } from "@/content/types";

// Facts from a practitioner's review (issue 15) that a later edit could quietly undo.

const text = (page: ServicePage) => plainText([...page.body, ...(page.whyUs ?? [])]);
const page = (slug: string) => text(servicePage(slug));

describe("patent pages", () => {
  it("remote-patent-docketing cites Rules 24B(5)-(6) and Rule 138 for the Indian FER", () => {
    const table = servicePage("remote-patent-docketing").body.find((b) => b.type === "table");
    const fer =
      table?.type === "table"
        ? table.rows.find((r) => /first examination/i.test(r[0]!))
        : undefined;
    expect(fer?.join(" ")).toMatch(/Rule 24B\(5\) and \(6\)/);
    expect(fer?.join(" ")).toMatch(/Rule 138.*2024|2024.*Rule 138/);
    expect(fer?.join(" ")).toMatch(/condone/);
  });

  it("patentability-search names the offices with a 12-month grace period and the EPO's narrow one", () => {
    const t = page("patentability-search");
    expect(t).not.toMatch(/most other offices give no such general grace period/);
    for (const office of ["Japan", "Korea", "Canada", "Australia"]) expect(t).toContain(office);
    expect(t).toMatch(/12-month grace period/);
    expect(t).toMatch(/EPO excuses only/);
    expect(t).toMatch(/China allows a narrow six-month grace period/);
  });

  it("infringement-search keeps the four types and says how they relate", () => {
    const body = servicePage("infringement-search").body;
    const defs = body.flatMap((b) => (b.type === "definitions" ? b.items : []));
    const def = (title: string) => defs.find((d) => d.title === title)?.text ?? "";
    expect(defs.map((d) => d.title)).toEqual(
      expect.arrayContaining([
        "Direct infringement",
        "Indirect infringement",
        "Contributory infringement",
        "Literal infringement",
      ]),
    );
    expect(def("Literal infringement")).toMatch(/ways to prove direct infringement/);
    expect(def("Literal infringement")).toMatch(/doctrine of equivalents/);
    expect(def("Contributory infringement")).toMatch(/form of indirect infringement.*271\(c\)/);
    expect(def("Indirect infringement")).toMatch(/271\(b\)/);
    expect(def("Indirect infringement")).toMatch(/Contributory infringement under 35 USC 271\(c\)/);
  });

  it("biological-sequence-search uses ST.26's words 'specifically defined'", () => {
    const t = page("biological-sequence-search");
    expect(t).toMatch(/fewer than 10 specifically defined nucleotides/);
    expect(t).not.toMatch(/specifically designated/);
  });

  it("freedom-to-operate-search says a lapsed patent may come back", () => {
    const t = page("freedom-to-operate-search");
    expect(t).toMatch(/maintenance fee paid late.*intervening rights.*35 USC 41\(c\)/);
    expect(t).toMatch(/within 18 months of its lapse \(Sections 60 to 62/);
  });

  it("data-verification gives the US design patent term beside the utility term", () => {
    const t = page("data-verification");
    expect(t).toMatch(/for utility patents/);
    expect(t).toMatch(/design patents, 15 years from grant if filed on or after May 13, 2015/);
    expect(t).toMatch(/14 years from grant if filed before/);
  });
});

describe("copyright pages", () => {
  it("copyright-registration states India's 2021 software deposit and 17 USC 411(a)'s words", () => {
    const t = page("copyright-registration");
    expect(t).toMatch(/Copyright \(Amendment\) Rules, 2021/);
    expect(t).toMatch(/first 10 and last 10 pages of the source code/);
    expect(t).toMatch(/fewer than 20 pages/);
    expect(t).toMatch(/no part blocked out/);
    expect(t).toMatch(/object code is no longer required/);
    expect(t).not.toMatch(/the source and object code/);
    expect(t).toMatch(/preregistration or registration of the copyright claim/);
  });
});

describe("trademark pages", () => {
  it.each(["trademark-filing", "trademark-renewal"])(
    "%s works under the client's US attorney, citing the rules, not 'to you or your attorney'",
    (slug) => {
      const t = page(slug);
      expect(t).toMatch(/37 CFR 11\.5\(b\)\(2\) and 11\.14; TMEP 608\.01/);
      expect(t).toMatch(/non-attorney may not/);
      expect(t).toMatch(/supervision of (the client's|your) US attorney/);
      expect(t).not.toMatch(/to you or your attorney/);
    },
  );

  it("trademark-filing: Section 44(d) gives priority only and needs another basis", () => {
    const t = page("trademark-filing");
    expect(t).toMatch(/Section 44\(d\) gives priority only/);
    expect(t).toMatch(/needs a 1\(a\), 1\(b\) or 44\(e\) basis/);
  });

  it("trademark-registration: only the first statement-of-use extension is on request", () => {
    const t = page("trademark-registration");
    expect(t).toMatch(/the first on request/);
    expect(t).toMatch(/second to fifth only with a showing of good cause/);
    expect(t).toMatch(/37 CFR 2\.89/);
    expect(t).not.toMatch(/five further six-month extensions on request/);
  });

  it("trademark-renewal: Section 15 needs five consecutive years after registration, unchallenged", () => {
    const t = page("trademark-renewal");
    expect(t).toMatch(/continuous use for five consecutive years after registration/);
    expect(t).toMatch(/no final decision adverse/);
    expect(t).toMatch(/no proceeding .* pending/);
  });

  it.each(["trademark-monitoring", "trademark-portfolio-analysis"])(
    "%s names ex parte expungement and reexamination before the Director",
    (slug) => {
      const t = page(slug);
      expect(t).toMatch(/Trademark Modernization Act of 2020/);
      expect(t).toMatch(/expungement/);
      expect(t).toMatch(/reexamination/);
      expect(t).toMatch(/Director/);
    },
  );

  it("trademark-docketing's link to trademark renewal promises maintenance filings only", () => {
    const raw = JSON.stringify(servicePage("trademark-docketing").body);
    expect(raw).toMatch(
      /maintenance filings \(declarations of use and renewals\) through \[trademark renewal\]/,
    );
    expect(raw).not.toMatch(/the filings themselves through \[trademark renewal\]/);
  });
});

describe("legal support pages route the work through the client's counsel", () => {
  it.each(["contract-negotiation-and-review", "commercial-law-advisory"])("%s", (slug) => {
    const t = page(slug);
    expect(t).not.toMatch(/founders without a general counsel/);
    expect(t).not.toMatch(/managers, founders and in-house counsel can decide/);
    expect(t).toMatch(/your counsel/);
  });

  it("contract-negotiation-and-review leaves the negotiation to counsel", () => {
    expect(page("contract-negotiation-and-review")).toMatch(
      /your counsel, who leads the negotiation/,
    );
  });
});

describe("audiences and home", () => {
  it("to-startups limits small and micro entity discounts to USPTO patent fees", () => {
    const startups = audiencePages.find((p) => p.slug === "to-startups")!;
    const t = plainText(audienceBlocks(startups));
    expect(t).toMatch(/small and micro entities pay reduced USPTO patent fees/);
    expect(t).toMatch(/do not apply to trademark fees/);
  });

  it("the experience caption does not call the six percentages a spread or shares", () => {
    const total = home.experience.bars.reduce((sum, bar) => sum + bar.percent, 0);
    expect(total).toBeGreaterThan(100);
    expect(home.experience.intro).not.toMatch(/spread|split|distribut/i);
    expect(home.experience.intro).toMatch(/out of 100/);
    expect(home.experience.intro).toMatch(/not shares of one whole/);
  });
});
