import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { outboxCommand } from "./support/outbox-command";
import { startServer } from "./support/second-server";

// The enquiry store as an operator meets it on a fresh machine: `next start` with no database
// configured creates its SQLite file at start, imports the outbox.jsonl an earlier version left
// once, keeps an enquiry when no provider is set, and `npm run outbox` shows, exports and
// erases what it holds.

const PORT = 3141;

test("a fresh server keeps enquiries in SQLite, imports the old outbox once, and the operator can list, export and erase them", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-sqlite-"));
  const store = {
    SQLITE_PATH: path.join(dir, "data", "enquiries.sqlite"),
    OUTBOX_PATH: path.join(dir, "data", "outbox.jsonl"),
  };
  // What the previous version left: one enquiry queued while the provider failed.
  mkdirSync(path.dirname(store.OUTBOX_PATH));
  const old = {
    id: "old-outbox-enquiry",
    form: "contact",
    receivedAt: new Date().toISOString(),
    data: {
      name: "Earlier Visitor",
      email: "earlier@example.com",
      phone: "2025550143",
      message: "Sent before the database.",
      service: "Design",
    },
    queued: true,
    detail: "provider answered 503",
  };
  writeFileSync(store.OUTBOX_PATH, JSON.stringify(old) + "\n");

  // No provider: every enquiry is kept in the store.
  const server = await startServer(PORT, {
    FORM_ENDPOINT: "",
    CAREERS_FORM_ENDPOINT: "",
    ...store,
  });
  try {
    // Created, migrated and the old file imported at start, before any enquiry.
    expect(existsSync(store.SQLITE_PATH)).toBe(true);
    expect(existsSync(store.OUTBOX_PATH)).toBe(false);
    expect(JSON.parse(readFileSync(`${store.OUTBOX_PATH}.imported`, "utf8"))).toEqual(old);

    const response = await request.post(`${server.baseURL}/api/contact`, {
      headers: { "x-forwarded-for": "10.253.1.1" },
      data: {
        name: "Fresh Visitor",
        email: "Fresh@Example.com",
        phone: "(202) 555-0199",
        message: "A question about a trademark watch.",
        service: "Trademark",
        website: "",
      },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const id = response.headers()["x-request-id"]!;

    const listed = await outboxCommand(store);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain("2 enquiries: 1 queued, 0 delivered, 0 dead, 1 stored");
    expect(listed.output).toMatch(new RegExp(`stored\\s+${id}`));
    expect(listed.output).toMatch(/queued\s+old-outbox-enquiry/);
    expect(listed.output).not.toContain("Visitor");
    expect(listed.output).not.toContain("trademark watch");

    const exported = await outboxCommand(store, ["--export", "fresh@example.com"]);
    expect(JSON.parse(exported.output)).toEqual([
      expect.objectContaining({
        id,
        status: "stored",
        data: expect.objectContaining({ name: "Fresh Visitor", phone: "2025550199" }),
      }),
    ]);

    const erased = await outboxCommand(store, ["--erase", "FRESH@example.com"]);
    expect(erased.output).toContain("Erased 1 enquiry of FRESH@example.com");
    const after = await outboxCommand(store);
    expect(after.output).toContain("1 enquiries: 1 queued, 0 delivered, 0 dead, 0 stored");
    expect(after.output).not.toContain(id);
  } finally {
    await server.stop();
  }

  // A restart imports nothing twice.
  const again = await startServer(PORT, { FORM_ENDPOINT: "", CAREERS_FORM_ENDPOINT: "", ...store });
  await again.stop();
  expect((await outboxCommand(store)).output).toContain("1 enquiries: 1 queued");
});
