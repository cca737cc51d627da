import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/lib/server/env";
import { closeEnquiryStores, openEnquiryStore } from "@/lib/server/forms/enquiry-store.ts";
import { createMailer } from "@/lib/server/forms/mail.ts";
import { startOutboxWorker } from "@/lib/server/forms/outbox-worker";
import { storeDatabases } from "../support/databases.ts";
import { startSmtpServer, type FakeSmtpServer, type ReceivedMail } from "../support/smtp.ts";
import { refusedUrl, startFakeProvider } from "./api-fake-provider";
import { jsonRequest, loadRoute, read, validCareers, validContact } from "./api-harness";

const MAIL_TO = "enquiries@firm.example, partner@firm.example";
const MAIL_FROM = "Meridian website <website@firm.example>";
const FAST = { firstDelayMs: 40, maxDelayMs: 160, giveUpAfterMs: 60 * 60_000 };
const RETENTION = { enquiryMonths: 24, applicationMonths: 12, unfiledApplicationMonths: 6 };

const databases = storeDatabases();
let smtp: FakeSmtpServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let dir: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  provider = await startFakeProvider();
  dir = await mkdtemp(path.join(tmpdir(), "mail-"));
});
afterAll(async () => {
  await smtp.close();
  await provider.close();
  await closeEnquiryStores();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  smtp.messages.length = 0;
  smtp.setTempFailure(false);
  provider.received.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const fresh = () => path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`);

function route(form: "contact" | "careers" | "quote", vars: Record<string, string> = {}) {
  return loadRoute(form, {
    SMTP_URL: smtp.url("site:secret"),
    MAIL_TO,
    MAIL_FROM,
    FORM_TIMEOUT_MS: "1000",
    RATE_LIMIT_PER_MINUTE: "100",
    SQLITE_PATH: fresh(),
    ...vars,
  });
}

const headerNames = (mail: ReceivedMail) => mail.headers.map(([name]) => name);
const headerValue = (mail: ReceivedMail, name: string) =>
  mail.headers.filter(([key]) => key === name).map(([, value]) => value);

/** The headers nodemailer writes for an enquiry; nothing a visitor wrote can add another. */
const EXPECTED_HEADERS = new Set([
  "content-type",
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "x-request-id",
  "date",
  "mime-version",
]);

describe("e-mail to the firm (SMTP_URL, MAIL_TO, MAIL_FROM)", () => {
  it("sends an enquiry with every field, its page and request id, replying to the visitor", async () => {
    const { POST } = await route("contact");
    const enquiry = {
      ...validContact,
      message: "We need an FTO search on a battery pack design.\nCells <18650> & modules.",
      page: "/freedom-to-operate-search",
    };
    const response = await POST(jsonRequest("/api/contact", enquiry));
    expect(await read(response)).toEqual({ status: 200, body: { ok: true } });
    const id = response.headers.get("x-request-id")!;

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.user).toBe("site");
    expect(mail!.envelope.to).toEqual(["enquiries@firm.example", "partner@firm.example"]);
    expect(mail!.envelope.from).toBe("website@firm.example");
    expect(headerValue(mail!, "reply-to")).toEqual(["Ada Lovelace <ada@example.com>"]);
    expect(headerValue(mail!, "subject")).toEqual(["[Enquiry] · Invention Search · Ada Lovelace"]);
    expect(headerValue(mail!, "message-id")).toEqual([`<enquiry-${id}@firm.example>`]);
    for (const line of [
      "Name: Ada Lovelace",
      "Email: ada@example.com",
      "Phone: 0123456789",
      "Service: Invention Search",
      "Message:\nWe need an FTO search on a battery pack design.\nCells <18650> & modules.",
      "Quote started on: /freedom-to-operate-search",
      "Sent from: /contact-us",
      `Request id: ${id}`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/Received at: \d{4}-\d\d-\d\dT/);
    expect(mail!.html).toContain("Cells &lt;18650&gt; &amp; modules.");
    expect(mail!.html).not.toContain("<18650>");
    // Delivered at the first attempt: nothing is kept on the server.
    expect(await (await openEnquiryStore(process.env.SQLITE_PATH!)).list()).toEqual([]);
  });

  it("sends a careers application with its position in the subject and the keep-on-file choice", async () => {
    const { POST } = await route("careers");
    const response = await POST(jsonRequest("/api/careers", { ...validCareers, keepOnFile: true }));
    expect(response.status).toBe(200);
    const [mail] = smtp.messages;
    expect(headerValue(mail!, "subject")).toEqual([
      "[Application] · Patent Researcher · Grace Hopper",
    ]);
    expect(headerValue(mail!, "reply-to")).toEqual(["Grace Hopper <grace@example.com>"]);
    for (const line of [
      "Qualification: M.Sc. Chemistry",
      "Position: Patent Researcher",
      "Keep on file for future openings: yes",
      "Sent from: /careers",
    ])
      expect(mail!.text).toContain(line);
  });

  it("sends a quote brief with its kind of matter in the subject and every answer", async () => {
    const { POST } = await route("quote");
    const brief = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      matter: "trademark",
      budget: "Not decided yet",
      marks: "NORTHGATE",
      classes: "9, 42",
      countries: "US, IN, EU",
    };
    const response = await POST(jsonRequest("/api/quote-brief", brief));
    expect(response.status).toBe(200);
    const [mail] = smtp.messages;
    expect(headerValue(mail!, "subject")).toEqual(["[Quote brief] · trademark · Ada Lovelace"]);
    expect(headerValue(mail!, "reply-to")).toEqual(["Ada Lovelace <ada@example.com>"]);
    for (const line of [
      "Kind of matter: trademark",
      "Budget: Not decided yet",
      "marks: NORTHGATE",
      "classes: 9, 42",
      "countries: US, IN, EU",
      "Sent from: /request-a-quote",
    ])
      expect(mail!.text).toContain(line);
  });

  it("refuses a name with a line break before anything is sent", async () => {
    const { POST } = await route("contact");
    const response = await POST(
      jsonRequest("/api/contact", { ...validContact, name: "Eve\r\nBcc: victim@evil.example" }),
    );
    expect(response.status).toBe(400);
    expect(smtp.messages).toHaveLength(0);
  });

  it("lets no CR/LF in any field add a header or a recipient", async () => {
    const mailer = createMailer({
      url: smtp.url(),
      to: ["enquiries@firm.example"],
      from: MAIL_FROM,
      timeoutMs: 2000,
    });
    const injected = "x\r\nBcc: victim@evil.example\r\nX-Injected: 1\n\nbody";
    const data = {
      name: `Eve${injected}`,
      email: `eve@example.com${injected}`,
      phone: injected,
      service: `Invention Search${injected}`,
      message: injected,
      page: injected,
    };
    for (const variant of [data, { ...data, email: '"a@b.example>, victim@evil.example"' }]) {
      smtp.messages.length = 0;
      expect(
        await mailer.send({
          id: "11111111-2222-3333-4444-555555555555\r\nBcc: victim@evil.example",
          form: "contact",
          receivedAt: "2026-01-01T00:00:00.000Z",
          data: variant,
        }),
      ).toEqual({ kind: "delivered" });
      const [mail] = smtp.messages;
      expect(mail!.envelope.to).toEqual(["enquiries@firm.example"]);
      for (const name of headerNames(mail!)) expect(EXPECTED_HEADERS).toContain(name);
      expect(mail!.raw.split("\r\n\r\n")[0]).not.toMatch(/^(bcc|x-injected):/im);
      // The address is not one plain address: no Reply-To at all rather than a crafted one.
      expect(headerValue(mail!, "reply-to")).toEqual([]);
      expect(headerValue(mail!, "subject")[0]).not.toMatch(/[\r\n]/);
      // What the visitor wrote is still there, in the body.
      expect(mail!.text).toContain("X-Injected: 1");
    }
    mailer.close();
  });

  it("puts names in headers as plain text that a decoding mail client shows as written", async () => {
    const mailer = createMailer({
      url: smtp.url(),
      to: ["enquiries@firm.example"],
      from: MAIL_FROM,
      timeoutMs: 2000,
    });
    // What the forms refuse in a name, written so that only an RFC 2047 decoder produces it.
    const names = [
      "=?utf-8?Q?Legal_=3Clegal=40evil=2Eexample=3E=0D=0A?=",
      "=?utf-8?B?PGxlZ2FsQGV2aWwuZXhhbXBsZT4NCg==?=",
      "Ada =?iso-8859-1?Q?=3E?= Lovelace",
      "=?=?utf-8?Q?=3C?=?=",
      "Ada\u202eelpmaxe.live\u202c Lovelace",
      "Ada\u2066\u200f\u061c Lovelace",
      "Ada\u2060Love\u180elace\u00ad",
      "Zoë Ångström 李",
    ];
    for (const name of names) {
      smtp.messages.length = 0;
      const sent = await mailer.send({
        id: "11111111-2222-3333-4444-555555555555",
        form: "contact",
        receivedAt: "2026-01-01T00:00:00.000Z",
        data: { ...validContact, name },
      });
      expect(sent, name).toEqual({ kind: "delivered" });
      // A real parser, which decodes encoded words as a mail client does.
      const parsed = await PostalMime.parse(smtp.messages[0]!.raw);
      const replyTo = parsed.replyTo ?? [];
      expect(replyTo, name).toHaveLength(1);
      expect(replyTo[0]).toMatchObject({ address: validContact.email });
      for (const shown of [replyTo[0]!.name, parsed.subject ?? ""]) {
        expect(shown, name).not.toMatch(/[<>\r\n\p{Cf}]/u);
        expect(shown, name).not.toMatch(/=\?|\?=/);
      }
      expect(parsed.subject, name).toContain("[Enquiry]");
    }
    // A name with nothing to hide arrives as it was typed.
    const last = await PostalMime.parse(smtp.messages[0]!.raw);
    expect(last.replyTo?.[0]?.name).toBe("Zoë Ångström 李");
    mailer.close();
  });

  it("answers the generic error when the mail server refuses and nothing can be queued", async () => {
    // On Vercel without DATABASE_URL nothing is kept: a failing mail server is the visitor's error.
    await smtp.stop();
    try {
      const { POST } = await route("contact", { VERCEL: "1" });
      const response = await POST(jsonRequest("/api/contact", validContact));
      expect(response.status).toBe(502);
    } finally {
      await smtp.start();
    }
  });
});

describe.each(databases)("e-mail with the enquiry store in $name", ({ place: freshPlace }) => {
  it("queues enquiries while the mail server is down and delivers each exactly once when it returns", async () => {
    const place = await freshPlace();
    const { POST } = await route("contact", place.env);
    await smtp.stop();
    const ids: string[] = [];
    try {
      for (const name of ["Down One", "Down Two", "Down Three"]) {
        const response = await POST(jsonRequest("/api/contact", { ...validContact, name }));
        expect(await read(response)).toEqual({ status: 200, body: { ok: true } });
        ids.push(response.headers.get("x-request-id")!);
      }
    } finally {
      await smtp.start();
    }
    // 451 for a while too: still queued.
    smtp.setTempFailure(true);
    const store = await place.open();
    const queued = await store.list("queued");
    expect(queued.map((entry) => [entry.id, entry.pending, entry.detail])).toEqual(
      ids.map((id) => [id, ["mail"], "mail server unreachable"]),
    );

    const mailer = createMailer({
      url: smtp.url(),
      to: ["enquiries@firm.example"],
      from: MAIL_FROM,
      timeoutMs: 2000,
    });
    let clock = Date.now();
    const worker = startOutboxWorker({
      openStore: place.open,
      endpointFor: () => undefined,
      mailer,
      timeoutMs: 2000,
      retention: RETENTION,
      policy: FAST,
      pollMs: 60_000,
      // The retry schedule runs on this clock, moved by the test rather than slept through.
      now: () => clock,
      log: () => {},
    });
    try {
      clock += 60;
      await worker.runOnce();
      expect((await store.list("queued")).map((entry) => entry.detail)).toEqual([
        "mail server answered 451",
        "mail server answered 451",
        "mail server answered 451",
      ]);
      smtp.setTempFailure(false);
      for (let pass = 0; pass < 6; pass++) {
        clock += 170;
        await worker.runOnce();
      }
    } finally {
      await worker.stop();
      mailer.close();
    }
    const messageIds = smtp.messages.map((mail) => headerValue(mail, "message-id")[0]);
    expect(messageIds).toEqual(ids.map((id) => `<enquiry-${id}@firm.example>`));
    expect((await store.list()).map((entry) => entry.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);
    // Each failure recorded (at submission, then the 451s), then the one delivery.
    for (const id of ids) {
      const outcomes = (await store.get(id))!.deliveryAttempts.map(
        (attempt) => `${attempt.channel} ${attempt.outcome}`,
      );
      expect(outcomes.at(-1)).toBe("mail delivered");
      expect(outcomes.slice(0, -1)).toEqual(outcomes.slice(0, -1).map(() => "mail failed"));
      expect(outcomes.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("sends to the provider and by e-mail when both are set, each recorded apart", async () => {
    const both = await route("contact", { FORM_ENDPOINT: provider.url("/ok") });
    const response = await both.POST(jsonRequest("/api/contact", validContact));
    expect(response.status).toBe(200);
    expect(provider.received).toHaveLength(1);
    expect(JSON.parse(provider.received[0]!.body)).toEqual(validContact);
    expect(smtp.messages).toHaveLength(1);

    // The provider down, the mail server up: the firm has the e-mail at once, the provider
    // gets it from the worker, and the e-mail is not sent again.
    const down = await refusedUrl();
    const place = await freshPlace();
    const { POST } = await route("contact", { FORM_ENDPOINT: down, ...place.env });
    smtp.messages.length = 0;
    provider.received.length = 0;
    const queuedResponse = await POST(jsonRequest("/api/contact", validContact));
    expect(await read(queuedResponse)).toEqual({ status: 200, body: { ok: true } });
    const id = queuedResponse.headers.get("x-request-id")!;
    expect(smtp.messages).toHaveLength(1);
    const store = await place.open();
    const entry = await store.get(id);
    expect(entry).toMatchObject({ status: "queued", pending: ["provider"] });
    expect(entry!.deliveryAttempts.map((a) => [a.channel, a.outcome, a.detail])).toEqual([
      ["provider", "failed", "provider unreachable"],
      ["mail", "delivered", undefined],
    ]);

    const mailer = createMailer({
      url: smtp.url(),
      to: [MAIL_TO],
      from: MAIL_FROM,
      timeoutMs: 2000,
    });
    let clock = Date.now();
    const worker = startOutboxWorker({
      openStore: place.open,
      endpointFor: () => provider.url("/ok"),
      mailer,
      timeoutMs: 2000,
      retention: RETENTION,
      policy: FAST,
      pollMs: 60_000,
      now: () => clock,
      log: () => {},
    });
    try {
      clock += 60;
      await worker.runOnce();
      await worker.runOnce();
    } finally {
      await worker.stop();
      mailer.close();
    }
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]!.headers["idempotency-key"]).toBe(id);
    expect(smtp.messages).toHaveLength(1);
    expect(await store.get(id)).toMatchObject({ status: "delivered", pending: [] });
  });
});

describe("the e-mail settings", () => {
  const base = {
    SMTP_URL: "smtps://site:secret@mail.firm.test:465",
    MAIL_TO: "enquiries@firm.test, partner@firm.test",
    MAIL_FROM: "Website <website@firm.test>",
  };

  it("reads the three together, MAIL_TO as a list", () => {
    expect(parseEnv(base)).toMatchObject({
      SMTP_URL: base.SMTP_URL,
      MAIL_TO: ["enquiries@firm.test", "partner@firm.test"],
      MAIL_FROM: base.MAIL_FROM,
    });
  });

  it.each([
    ["SMTP_URL alone", { SMTP_URL: base.SMTP_URL }, /MAIL_TO: is needed/],
    ["no MAIL_FROM", { ...base, MAIL_FROM: "" }, /MAIL_FROM: is needed/],
    ["an http URL", { ...base, SMTP_URL: "https://mail.firm.test" }, /SMTP_URL: must be an smtp/],
    ["a bad recipient", { ...base, MAIL_TO: "enquiries@firm.test, nobody" }, /MAIL_TO/],
    [
      "a sender with a line break",
      { ...base, MAIL_FROM: "website@firm.test\r\nBcc: x@evil.test" },
      /MAIL_FROM: must be an e-mail address/,
    ],
  ])("refuses %s", (_, vars, message) => {
    expect(() => parseEnv(vars)).toThrow(message);
  });
});
