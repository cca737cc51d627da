import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DEFAULT_GRIEVANCE_OFFICER, DEFAULT_LEGAL_ENTITY, DEFAULT_REPLIES } from "@/content/site";
import { parseEnv } from "@/lib/server/env";
import {
  currentLaunchInput,
  findPlaceholders,
  formatSummary,
  type LaunchInput,
} from "@/lib/build/launch-check";
import { figureText } from "@/components/content/service-family-terms";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

const configured = parseEnv({
  SITE_URL: "https://www.firm.test",
  FORM_ENDPOINT: "https://forms.firm.test/f/contact",
  RECAPTCHA_SITE_KEY: "site-key",
  RECAPTCHA_SECRET_KEY: "secret-key",
});

/** A site an operator has finished: real-looking brand, contacts, team and no samples. */
const finished: LaunchInput = {
  site: {
    name: "Northgate Patent Services",
    email: "hello@northgate.test",
    privacyEmail: "privacy@northgate.test",
    securityEmail: "security@northgate.test",
    governingLaw: "The laws of the State of California govern these terms.",
    legalEntity: {
      name: "Northgate Patent Services LLP",
      registration: "LLPIN AAA-0000",
      usOffices: "Northgate Patent Services Inc., a Delaware corporation, controls them.",
    },
    grievanceOfficer: { name: "Asha Rao", email: "grievance@northgate.test" },
    euRepresentative: { name: "Northgate EU Representative BV", contact: "eu-rep@northgate.test" },
    replies: {
      enquiry: "A partner replies within two working days.",
      application: "We write to every applicant within three weeks.",
    },
    phones: [{ tel: "+917942001234" }, { tel: "+17145273300" }],
    offices: [
      {
        city: "Fullerton",
        address: ["1200 North Harbor Boulevard", "Fullerton, CA 92832"],
        phone: { tel: "+17145273300" },
        emails: ["fullerton@northgate.test"],
      },
    ],
  },
  teamMembers: [
    {
      id: "priya-menon",
      name: "Priya Menon",
      designation: "Patent Analyst",
      degrees: [],
      domains: ["software"],
      services: ["patentability-search"],
      languages: ["English"],
      image: { initials: "PM", tone: "brand" },
    },
  ],
  articles: [{ slug: "ids-fees" }],
  testimonials: [{ text: "Careful, fast searches.", by: "Patent attorney, Chicago" }],
  practiceClaims: [
    { heading: "A non-disclosure agreement before any disclosure", confirmed: true },
  ],
  operatorFigures: [{ name: "Patent searches: turnaround", confirmed: true }],
  specClaims: [],
  patentDocumentPages: [],
  claims: [{ path: "/", text: "We help law firms." }],
  env: configured,
};

const ids = (input: LaunchInput) => findPlaceholders(input).map((p) => p.id);

describe("launch check", () => {
  it("reports every placeholder the site ships with, under the default environment", () => {
    expect(ids(currentLaunchInput(parseEnv({})))).toEqual([
      "brand",
      "example-email",
      "fictional-phone",
      "office-address",
      "sample-team",
      "sample-testimonials",
      "trust-claim",
      // Issue 64 (H1, L10): the spec's own strings that hold the firm out as practising.
      "spec-claim:Providing best Patent Prosecution and Litigation Services",
      "spec-claim:IP PROSECUTION",
      "spec-claim:IP LITIGATION",
      "spec-claim:Patent Prosection",
      "spec-claim:Patent Litigation",
      "spec-claim:Filing Related Services",
      "spec-claim:Patent Filing Services",
      "spec-claim:Commercial Law Advisory",
      "spec-claim:Do exactly what client want",
      "indian-patent-drafting",
      "confidentiality-claims",
      "pricing-figures",
      "reply-promises",
      "governing-law",
      "legal-entity",
      "grievance-officer",
      "eu-representative",
      "site-url",
      "form-provider",
      "captcha-off",
    ]);
  });

  it("names each spec claim with its page and the reason to keep or replace it (issue 64)", () => {
    const found = findPlaceholders(currentLaunchInput(parseEnv({})));
    const tagline = found.find((p) => p.id.startsWith("spec-claim:Providing best"))!;
    expect(tagline.what).toMatch(
      /"Providing best Patent Prosecution and Litigation Services" on \/ /,
    );
    expect(tagline.why).toMatch(
      /only if the firm's registered practitioners .* provide that service/,
    );
    const advisory = found.find((p) => p.id === "spec-claim:Commercial Law Advisory")!;
    expect(advisory.what).toMatch(/on \/commercial-law-advisory /);
    const drafting = found.find((p) => p.id === "indian-patent-drafting")!;
    expect(drafting.what).toContain("/indian-patent-application-drafting");
    expect(drafting.what).toContain("/patent-drafting");
    expect(drafting.why).toMatch(/Explanation \(b\) to s\.129/);
    expect(drafting.why).toMatch(/Indian counsel/);
  });

  it("reports nothing for a finished site", () => {
    expect(findPlaceholders(finished)).toEqual([]);
    expect(formatSummary([])).toBe("Launch check: no placeholders left.");
  });

  it.each([
    ["brand", { site: { ...finished.site, name: "Meridian IP Research" } }],
    ["example-email", { site: { ...finished.site, privacyEmail: "privacy@example.com" } }],
    ["example-email", { site: { ...finished.site, securityEmail: "security@example.com" } }],
    ["fictional-phone", { site: { ...finished.site, phones: [{ tel: "+12025550142" }] } }],
    ["fictional-phone", { site: { ...finished.site, phones: [{ tel: "+910000000000" }] } }],
    [
      "office-address",
      {
        site: {
          ...finished.site,
          offices: [{ ...finished.site.offices[0]!, address: ["100 Example Avenue"] }],
        },
      },
    ],
    ["sample-team", { teamMembers: [{ ...finished.teamMembers[0]!, sample: true as const }] }],
    [
      "sample-testimonials",
      { testimonials: [{ text: "Great.", by: "Client", sample: true as const }] },
    ],
    [
      "trust-claim",
      { claims: [{ path: "/why-us", text: "Member of the International Trade Council." }] },
    ],
    [
      "confidentiality-claims",
      { practiceClaims: [{ heading: "Who may see a matter", confirmed: false }] },
    ],
    ["pricing-figures", { operatorFigures: [{ name: "Patent searches: fee", confirmed: false }] }],
    [
      "spec-claim:IP LITIGATION",
      {
        specClaims: [
          { text: "IP LITIGATION", path: "/", where: "content/home.ts", claims: "litigation" },
        ],
      },
    ],
    ["indian-patent-drafting", { patentDocumentPages: ["/patent-drafting"] }],
    [
      "legal-entity",
      {
        site: {
          ...finished.site,
          legalEntity: { ...finished.site.legalEntity, name: DEFAULT_LEGAL_ENTITY.name },
        },
      },
    ],
    [
      "legal-entity",
      {
        site: {
          ...finished.site,
          legalEntity: {
            ...finished.site.legalEntity,
            registration: DEFAULT_LEGAL_ENTITY.registration,
          },
        },
      },
    ],
    [
      "legal-entity",
      {
        site: {
          ...finished.site,
          legalEntity: { ...finished.site.legalEntity, usOffices: DEFAULT_LEGAL_ENTITY.usOffices },
        },
      },
    ],
    [
      "reply-promises",
      {
        site: {
          ...finished.site,
          replies: { ...finished.site.replies, enquiry: DEFAULT_REPLIES.enquiry },
        },
      },
    ],
    [
      "grievance-officer",
      {
        site: {
          ...finished.site,
          grievanceOfficer: { ...DEFAULT_GRIEVANCE_OFFICER, email: "grievance@northgate.test" },
        },
      },
    ],
    [
      "example-email",
      {
        site: {
          ...finished.site,
          grievanceOfficer: { name: "Asha Rao", email: "grievance@example.com" },
        },
      },
    ],
    ["eu-representative", { site: { ...finished.site, euRepresentative: null } }],
    ["site-url", { env: { ...configured, ...pick(parseEnv({})) } }],
    ["form-provider", { env: { ...configured, FORM_ENDPOINT: undefined } }],
    ["captcha-off", { env: { ...configured, RECAPTCHA_SECRET_KEY: undefined } }],
  ] as const)("finds %s alone when only it remains", (id, change) => {
    expect(ids({ ...finished, ...change } as LaunchInput)).toEqual([id]);
  });

  it("lists articles signed by sample team members, as it lists the members (issue 51, M8)", () => {
    const teamMembers = [
      ...finished.teamMembers,
      { ...finished.teamMembers[0]!, id: "sam-sample", sample: true as const },
    ];
    const signed = {
      ...finished,
      teamMembers,
      articles: [{ slug: "ids-fees", author: "sam-sample" }],
    };
    expect(ids(signed)).toEqual(["sample-team", "sample-authors"]);
    expect(findPlaceholders(signed)[1]?.what).toMatch(/ids-fees/);
    expect(ids({ ...signed, articles: [{ slug: "ids-fees" }] })).toEqual(["sample-team"]);
  });

  it("ships every article under the firm's byline, first published with the site", () => {
    expect(currentLaunchInput(parseEnv({})).articles.every((a) => a.author === undefined)).toBe(
      true,
    );
  });

  it("takes e-mail to the firm, without a form provider, as a way an enquiry reaches a person", () => {
    const mail = parseEnv({
      SITE_URL: "https://www.firm.test",
      SMTP_URL: "smtps://site:secret@mail.firm.test:465",
      MAIL_TO: "enquiries@firm.test",
      MAIL_FROM: "Website <website@firm.test>",
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "secret-key",
    });
    expect(ids({ ...finished, env: mail })).toEqual([]);
  });

  it("does not report SITE_URL on Vercel, where the production domain stands in", () => {
    const env = parseEnv({ VERCEL_PROJECT_PRODUCTION_URL: "firm.vercel.app" });
    expect(ids({ ...finished, env: { ...configured, ...pick(env) } })).toEqual([]);
  });
});

function pick(env: ReturnType<typeof parseEnv>) {
  return { SITE_URL: env.SITE_URL, SITE_URL_SOURCE: env.SITE_URL_SOURCE };
}

describe("SITE_URL", () => {
  it("falls back to Vercel's production domain, then to localhost", () => {
    expect(parseEnv({ VERCEL_PROJECT_PRODUCTION_URL: "www.firm.test" })).toMatchObject({
      SITE_URL: "https://www.firm.test",
      SITE_URL_SOURCE: "VERCEL_PROJECT_PRODUCTION_URL",
    });
    expect(parseEnv({})).toMatchObject({
      SITE_URL: "http://localhost:3000",
      SITE_URL_SOURCE: "default",
    });
  });

  it("prefers SITE_URL when set, without its trailing slash", () => {
    expect(
      parseEnv({ SITE_URL: "https://firm.test/", VERCEL_PROJECT_PRODUCTION_URL: "x.vercel.app" }),
    ).toMatchObject({ SITE_URL: "https://firm.test", SITE_URL_SOURCE: "SITE_URL" });
  });
});

describe("npm run check:launch", () => {
  // The shipped site still has its placeholders, so the two modes must disagree on the exit code.
  // Content placeholders are counted whatever the environment (a developer's .env.local may set
  // SITE_URL), so the counts below are lower bounds.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production" as const };
  const cli = (...args: string[]) =>
    run(process.execPath, ["scripts/check-launch.ts", ...args], { cwd: root, env });

  it("prints the full list and exits 0", async () => {
    const { stdout } = await cli();
    expect(stdout).toMatch(/Launch check: (8|9|[12]\d) placeholders still in place/);
    expect(stdout).toMatch(/"IP PROSECUTION" on \/ holds the firm out/);
    expect(stdout).toMatch(/fictional "Meridian IP Research"/);
    expect(stdout).toMatch(/\+12025550100/);
    expect(stdout).toMatch(/8 sample team members/);
    expect(stdout).toMatch(/16 CFR Part 465/);
    expect(stdout).toMatch(
      /\/confidentiality states practices the firm must confirm: .*Export-controlled matters/,
    );
    // Every turnaround and fee on /how-we-work ships unset, so each is listed by name.
    expect(stdout).toMatch(
      /\/how-we-work says "Quoted per matter" where these figures are unset: Patent searches: turnaround; Patent searches: fee; .*Paid pilot: fee\./,
    );
  }, 30_000);

  it("with --strict exits non-zero while placeholders remain", async () => {
    const failure = await cli("--strict").then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(/placeholders still in place/);
    expect(failure?.stderr).toMatch(/not ready to launch/);
  }, 30_000);

  it("with --summary prints one short line per placeholder, as the build does", async () => {
    const { stdout } = await cli("--summary");
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/details: npm run check:launch/);
    expect(lines).toContain("  - fictional brand name");
    expect(lines).toContain("  - 6 sample testimonials");
    expect(lines.every((line) => line.length <= 100)).toBe(true);
  }, 30_000);
});

describe("the pricing and turnaround figures on /how-we-work", () => {
  const figures = currentLaunchInput(parseEnv({})).operatorFigures;

  it("ship unconfirmed, each family's turnaround and fee and the pilot's fee listed", () => {
    expect(figures.length).toBe(13);
    expect(figures.every((f) => !f.confirmed)).toBe(true);
    const found = findPlaceholders(currentLaunchInput(parseEnv({}))).find(
      (p) => p.id === "pricing-figures",
    );
    expect(found?.short).toBe("13 unconfirmed turnaround or fee figures");
  });

  it("are shown on the page only once confirmed, and then as indicative", () => {
    expect(figureText({ confirmed: false })).toBe("Quoted per matter");
    expect(figureText({ confirmed: true, value: "5 to 8 business days" })).toBe(
      "5 to 8 business days (indicative)",
    );
  });
});
