import { describe, expect, it } from "vitest";
import { careers } from "@/content/company/careers";
import { domains } from "@/content/company/domains";
import { team } from "@/content/company/team";
import { whoWeAre } from "@/content/company/who-we-are";
import { whyUs } from "@/content/company/why-us";
import { footerDomains } from "@/content/navigation";
import { site } from "@/content/site";
import { POSITION_OPTIONS } from "@/lib/forms/careers-schema";
import { countWords, parseInline } from "@/lib/content/content-text";
import { allEntries, companyPages, servicePages } from "@/lib/content/registry";

const routes = new Set(allEntries().map((e) => e.path));

/** Keys whose values are identifiers or addresses, not words a reader sees as copy. */
const NOT_COPY = new Set(["icon", "id", "tone", "initials", "email", "alt", "type"]);

/** Every visible string of a content object, depth first. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => (NOT_COPY.has(key) ? [] : stringsOf(v)));
  return [];
}

const plain = (s: string) =>
  parseInline(s)
    .map((p) => p.text)
    .join("");
const wordsOf = (content: unknown) => countWords(stringsOf(content).map(plain).join(" "));
const linksOf = (content: unknown) =>
  stringsOf(content)
    .flatMap(parseInline)
    .flatMap((p) => ("href" in p ? [p.href] : []));

const pages = { whyUs, whoWeAre, team, careers, domains };

describe("company pages", () => {
  it.each(Object.entries(pages))("%s has at least 300 words of copy", (_name, content) => {
    expect(wordsOf(content)).toBeGreaterThanOrEqual(300);
  });

  it.each(Object.entries(pages))("%s links only to registered routes", (_name, content) => {
    for (const href of linksOf(content)) expect(routes, `${href}`).toContain(href);
  });

  it.each(Object.entries(pages))(
    "%s names no year, so no founding date or dated claim is invented",
    (_name, content) => {
      expect(stringsOf(content).join(" ")).not.toMatch(/\b(19|20)\d{2}\b/);
    },
  );

  it("are registered with unique titles and descriptions", () => {
    const entries = allEntries();
    for (const path of ["/why-us", "/who-we-are", "/our-team", "/careers", "/domains"]) {
      const page = companyPages.find((p) => p.path === path);
      expect(page, path).toBeDefined();
      if (!page) continue;
      expect(entries.filter((e) => e.title === page.title)).toHaveLength(1);
      expect(entries.filter((e) => e.description === page.description)).toHaveLength(1);
    }
  });
});

describe("why us", () => {
  it("gives the spec's five value points, each explained", () => {
    expect(whyUs.values.items.map((v) => v.title.toLowerCase())).toEqual([
      "24/7 work policy",
      "good at what we do",
      "do exactly what client want",
      "no surprises",
      "go the extra mile",
    ]);
    for (const v of whyUs.values.items) expect(countWords(v.text)).toBeGreaterThanOrEqual(25);
  });

  it("gives the spec's six situations in which clients love the firm", () => {
    expect(whyUs.situations.items.map((s) => s.title.toLowerCase())).toEqual([
      "tight budget",
      "short deadlines",
      "need concrete results",
      "illustration within 24hrs",
      "need an entire back team",
      "want someone trustworthy",
    ]);
    for (const s of whyUs.situations.items) expect(countWords(s.text)).toBeGreaterThanOrEqual(20);
  });

  it("offers 24-hour illustration as a rush option agreed in advance, not a promise", () => {
    const rush = whyUs.situations.items.find((s) => s.title === "Illustration within 24hrs");
    expect(rush?.text).toMatch(/patent illustrations/i);
    expect(rush?.text).toMatch(/agreed in advance/);
    expect(stringsOf(whyUs).join(" ")).not.toMatch(/guarantee/i);
  });

  it("gives six distinct reasons and two images with text alternatives", () => {
    expect(whyUs.reasons.items).toHaveLength(6);
    expect(new Set(whyUs.reasons.items.map((r) => r.title)).size).toBe(6);
    expect(whyUs.images).toHaveLength(2);
    for (const image of whyUs.images) expect(image.alt.length).toBeGreaterThan(10);
  });
});

describe("who we are", () => {
  const text = stringsOf(whoWeAre).join(" ");

  it("describes the firm as the spec does, credential included", () => {
    expect(text).toMatch(/techno-legal company offering IP support across all IP domains/);
    expect(whoWeAre.credential.text).toMatch(
      /member of the International Trade Council and certified by it for quality business/,
    );
  });

  it("names the spec's five kinds of client", () => {
    const clients = whoWeAre.clients.items.join(" ");
    for (const kind of [
      /large companies/i,
      /IP law firms/,
      /patent monetization and brokerage firms/i,
      /inventors/i,
      /international universities/i,
    ])
      expect(clients).toMatch(kind);
  });

  it("has offices in Dehradun, Fullerton and Falls Church to show", () => {
    expect(site.offices.map((o) => o.city)).toEqual(["Dehradun", "Fullerton", "Falls Church"]);
  });
});

describe("our team", () => {
  it("lists six to nine members with a name, designation and initials avatar", () => {
    expect(team.members.length).toBeGreaterThanOrEqual(6);
    expect(team.members.length).toBeLessThanOrEqual(9);
    expect(new Set(team.members.map((m) => m.name)).size).toBe(team.members.length);
    for (const m of team.members) {
      expect(m.name.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2);
      expect(m.designation.trim()).not.toBe("");
      const initials = m.name
        .split(/\s+/)
        .map((part) => part[0])
        .join("");
      expect(m.image.initials).toBe(initials);
      for (const degree of m.degrees) expect(degree.trim()).not.toBe("");
    }
  });

  it("gives every member a unique profile id, domains of /domains, service pages and languages", () => {
    const domainIds = new Set(domains.domains.map((d) => d.id));
    const serviceSlugs = new Set(servicePages.map((p) => p.slug));
    expect(new Set(team.members.map((m) => m.id)).size).toBe(team.members.length);
    for (const m of team.members) {
      expect(m.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(m.domains.length).toBeGreaterThan(0);
      for (const d of m.domains) expect(domainIds.has(d), `${m.id}: ${d}`).toBe(true);
      expect(m.services.length).toBeGreaterThan(0);
      for (const s of m.services) expect(serviceSlugs.has(s), `${m.id}: ${s}`).toBe(true);
      expect(m.languages.length).toBeGreaterThan(0);
    }
  });

  it("has someone in each of the five expertise domains the footer lists", () => {
    for (const d of footerDomains)
      expect(team.members.some((m) => (m.domains as readonly string[]).includes(d.id))).toBe(true);
  });

  it("uses only reserved example.com addresses, and not for everyone", () => {
    const emails = team.members.flatMap((m) => (m.email ? [m.email] : []));
    for (const email of emails) expect(email).toMatch(/^[a-z.]+@example\.com$/);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.length).toBeLessThan(team.members.length);
  });

  it("covers the firm's kinds of work", () => {
    const roles = team.members.map((m) => m.designation).join(" ");
    for (const role of [/analyst/i, /drafter/i, /illustrator/i, /trademark paralegal/i, /legal/i])
      expect(roles).toMatch(role);
  });
});

describe("careers", () => {
  it("describes the spec's four positions, the same the careers form offers", () => {
    const titles = careers.positions.items.map((p) => p.title);
    expect(titles).toEqual(["Patent Analytics", "Patent Researcher", "Trademark", "Others"]);
    expect(titles).toEqual([...POSITION_OPTIONS]);
    for (const p of careers.positions.items) expect(countWords(p.text)).toBeGreaterThanOrEqual(12);
  });

  it("explains why to join and how to apply", () => {
    expect(careers.why.items.length).toBeGreaterThanOrEqual(3);
    expect(careers.apply.steps.length).toBeGreaterThanOrEqual(2);
  });
});

describe("domains", () => {
  it("has seven domains, the footer's five among them under the same anchor id", () => {
    expect(domains.domains).toHaveLength(7);
    for (const entry of footerDomains)
      expect(domains.domains.find((d) => d.id === entry.id)?.title).toBe(entry.title);
  });

  it("gives each domain an anchor id, sub-fields and an image with a text alternative", () => {
    const ids = domains.domains.map((d) => d.id);
    expect(new Set(ids).size).toBe(7);
    expect(ids).toContain("aerospace");
    for (const d of domains.domains) {
      expect(d.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(d.items.length).toBeGreaterThanOrEqual(4);
      expect(new Set(d.items).size).toBe(d.items.length);
      expect(d.image.alt.trim()).not.toBe("");
    }
  });
});
