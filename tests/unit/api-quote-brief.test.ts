import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { QUOTE_MESSAGES, quoteBriefSchema } from "@/lib/forms/quote-brief-schema";
import { startFakeProvider } from "./api-fake-provider";
import { jsonRequest, loadRoute, read, storedEnquiries } from "./api-harness";

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let dir: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  dir = await mkdtemp(path.join(tmpdir(), "quote-"));
});
afterAll(async () => {
  await provider.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  provider.received.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const quoteRoute = (vars: Record<string, string> = {}) =>
  loadRoute("quote", {
    FORM_ENDPOINT: provider.url("/ok"),
    SQLITE_PATH: path.join(dir, `q-${Math.random().toString(36).slice(2)}.sqlite`),
    ...vars,
  });
const post = (body: unknown) => jsonRequest("/api/quote-brief", body);

const contact = { name: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000" };
const briefs = {
  search: {
    ...contact,
    matter: "search",
    budget: "US$1,000 to 5,000",
    purpose: "Freedom to operate",
    jurisdictions: "US, EP, IN",
    field: "Self-watering planters",
    cutoffDate: "2026-01-31",
    references: "10",
    deadline: "2026-12-15",
  },
  drafting: {
    ...contact,
    matter: "drafting",
    budget: "Not decided yet",
    field: "Battery electrodes",
    claims: 20,
    figures: "8",
    filingRoute: "US non-provisional",
    attorney: "J. Doe, Reg. No. 00,000",
  },
  trademark: {
    ...contact,
    matter: "trademark",
    budget: "Under US$1,000",
    marks: "FERNLEAF",
    classes: "9, 42",
    countries: "US, India, EU",
  },
  litigation: {
    ...contact,
    matter: "litigation",
    budget: "Over US$20,000",
    patents: "XX 1 102 334 B1",
    products: "FL-2 planter",
    jurisdictions: "Germany (UPC)",
    deadline: "2027-01-10",
  },
} as const;

describe("POST /api/quote-brief", () => {
  it.each(Object.entries(briefs))(
    "delivers a %s brief with only that matter's fields",
    async (_, brief) => {
      const { POST } = await quoteRoute();
      const answer = await read(
        await POST(
          post({ ...brief, notes: "", ...(brief.matter === "trademark" ? {} : { marks: "" }) }),
        ),
      );
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      const sent = JSON.parse(provider.received[0]!.body) as Record<string, unknown>;
      expect(sent.matter).toBe(brief.matter);
      expect(sent.ndaFirst).toBe(false);
      if (brief.matter !== "trademark") expect(sent).not.toHaveProperty("marks");
    },
  );

  it("drops another matter's answers that a form posted without script carries", async () => {
    const { POST } = await quoteRoute();
    await POST(post({ ...briefs.trademark, patents: "US 1", attorney: "Someone" }));
    const sent = JSON.parse(provider.received[0]!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ marks: "FERNLEAF", classes: "9, 42" });
    expect(sent).not.toHaveProperty("patents");
    expect(sent).not.toHaveProperty("attorney");
  });

  it("takes a description of marks not yet public in place of the marks (issue 64, M3)", async () => {
    const { POST } = await quoteRoute();
    const marks = "Two word marks, not yet public: names after the NDA";
    expect((await POST(post({ ...briefs.trademark, marks }))).status).toBe(200);
    expect(JSON.parse(provider.received[0]!.body)).toMatchObject({ marks });
    // Left empty, the message says the marks may be described until the NDA is signed.
    expect(QUOTE_MESSAGES.marks).toMatch(/describe them .* if they should wait for the NDA/);
  });

  it("refuses each matter without what its quote needs, with the schema's messages", async () => {
    const { POST } = await quoteRoute();
    const fields = async (body: object) =>
      (await read(await POST(post(body)))).body.fields as Record<string, string>;
    expect(await fields({ ...contact, matter: "search", budget: "Not decided yet" })).toEqual({
      purpose: QUOTE_MESSAGES.purpose,
      jurisdictions: QUOTE_MESSAGES.jurisdictions,
      field: QUOTE_MESSAGES.field,
    });
    expect(await fields({ ...contact, matter: "drafting", budget: "Not decided yet" })).toEqual({
      filingRoute: QUOTE_MESSAGES.filingRoute,
      attorney: QUOTE_MESSAGES.attorney,
      field: QUOTE_MESSAGES.field,
    });
    expect(await fields({ ...contact, matter: "trademark", budget: "Not decided yet" })).toEqual({
      marks: QUOTE_MESSAGES.marks,
      classes: QUOTE_MESSAGES.classes,
      countries: QUOTE_MESSAGES.countries,
    });
    // Patents and products may wait for the NDA (issue 51, M3): only the jurisdictions are asked.
    expect(await fields({ ...contact, matter: "litigation", budget: "Not decided yet" })).toEqual({
      jurisdictions: QUOTE_MESSAGES.jurisdictions,
    });
    expect(await fields({ ...contact, matter: "advice" })).toMatchObject({
      matter: QUOTE_MESSAGES.matter,
      budget: QUOTE_MESSAGES.budget,
    });
    expect(provider.received).toHaveLength(0);
  });

  it("names the matter's missing answers with the other fields' messages, in one answer", async () => {
    const { POST } = await quoteRoute();
    const answer = await read(
      await POST(post({ matter: "trademark", ndaFirst: "on", notes: "x" })),
    );
    expect(answer.body.fields).toMatchObject({
      budget: QUOTE_MESSAGES.budget,
      marks: QUOTE_MESSAGES.marks,
      classes: QUOTE_MESSAGES.classes,
      countries: QUOTE_MESSAGES.countries,
      notes: QUOTE_MESSAGES.notesWithNda,
    });
  });

  it("refuses bad dates, counts and classes", async () => {
    const { POST } = await quoteRoute();
    const answer = await read(
      await POST(
        post({ ...briefs.search, cutoffDate: "2026-02-30", references: "lots", deadline: "soon" }),
      ),
    );
    expect(answer.body.fields).toEqual({
      deadline: QUOTE_MESSAGES.date,
      cutoffDate: QUOTE_MESSAGES.date,
      references: QUOTE_MESSAGES.references,
    });
    const classes = await read(await POST(post({ ...briefs.trademark, classes: "9, 46" })));
    expect(classes.body.fields).toEqual({ classes: QUOTE_MESSAGES.classes });
  });

  it("with 'NDA first' ticked asks for no technical detail: notes are refused", async () => {
    const { POST } = await quoteRoute();
    const refused = await read(
      await POST(
        post({ ...briefs.search, ndaFirst: "on", notes: "The wick is pinched by a strip" }),
      ),
    );
    expect(refused.body.fields).toEqual({ notes: QUOTE_MESSAGES.notesWithNda });
    const accepted = await read(await POST(post({ ...briefs.search, ndaFirst: true })));
    expect(accepted.status).toBe(200);
    expect(JSON.parse(provider.received[0]!.body)).toMatchObject({ ndaFirst: true });
  });

  it("keeps a brief the provider cannot take, as a contact enquiry is kept", async () => {
    const file = path.join(dir, "kept.sqlite");
    const { POST } = await quoteRoute({ FORM_ENDPOINT: provider.url("/crash"), SQLITE_PATH: file });
    const answer = await read(await POST(post(briefs.litigation)));
    expect(answer.status).toBe(200);
    const [kept] = await storedEnquiries(file);
    expect(kept).toMatchObject({ form: "quote", data: { matter: "litigation" } });
  });
});

describe("the quote brief schema", () => {
  it("is one object schema, whose fields the form route accepts", () => {
    expect(quoteBriefSchema).toBeInstanceOf(z.ZodObject);
  });
});
