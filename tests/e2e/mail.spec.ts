import { expect, test } from "@playwright/test";
import { startSmtpServer, type FakeSmtpServer } from "../support/smtp.ts";
import { startServer } from "./support/second-server";

// E-mail to the firm through the real server: `next start` with SMTP_URL, MAIL_TO and
// MAIL_FROM and no provider, against smtp-server on 127.0.0.1. An enquiry arrives as an e-mail
// with every field; while the mail server is down it is queued, and the server's own worker
// delivers it once the server is back, exactly once.

const PORT = 3161;
const MAIL_TO = "enquiries@firm.example";
let smtp: FakeSmtpServer;
let server: Awaited<ReturnType<typeof startServer>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer(PORT, {
    FORM_ENDPOINT: "",
    CAREERS_FORM_ENDPOINT: "",
    SMTP_URL: smtp.url("site:secret"),
    MAIL_TO,
    MAIL_FROM: "Website <website@firm.example>",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const enquiry = (name: string) => ({
  name,
  email: "visitor@example.com",
  phone: "(202) 555-0143",
  message: "We need an FTO search on a battery pack design.",
  service: "Invention Search",
  website: "",
});
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(raw.split("\r\n\r\n")[0]!)?.[1];

test("an enquiry reaches the firm's mailbox with every field and the visitor as Reply-To", async ({
  request,
}) => {
  const response = await request.post(`${server.baseURL}/api/contact`, {
    headers: { "x-forwarded-for": "10.254.0.1" },
    data: enquiry("Mail Visitor"),
  });
  expect(response.status()).toBe(200);
  const id = response.headers()["x-request-id"]!;
  const mail = smtp.messages.find((m) => m.text?.includes(`Request id: ${id}`));
  expect(mail).toBeDefined();
  expect(mail!.envelope.to).toEqual([MAIL_TO]);
  expect(header(mail!.raw, "Reply-To")).toBe("Mail Visitor <visitor@example.com>");
  for (const line of [
    "Name: Mail Visitor",
    "Email: visitor@example.com",
    "Phone: 2025550143",
    "Service: Invention Search",
    "Message: We need an FTO search on a battery pack design.",
    "Sent from: /contact-us",
  ])
    expect(mail!.text).toContain(line);
  expect(server.output()).toContain(
    `[forms] enquiries and applications are e-mailed to ${MAIL_TO}`,
  );
});

test("with the mail server down, the enquiry is queued and delivered once when it returns", async ({
  request,
}) => {
  test.setTimeout(90_000);
  await smtp.stop();
  let id: string;
  try {
    const response = await request.post(`${server.baseURL}/api/contact`, {
      headers: { "x-forwarded-for": "10.254.0.2" },
      data: enquiry("Queued Mail Visitor"),
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    id = response.headers()["x-request-id"]!;
  } finally {
    await smtp.start();
  }
  const delivered = () => smtp.messages.filter((m) => m.text?.includes(`Request id: ${id}`));
  await expect.poll(() => delivered().length, { timeout: 45_000, intervals: [1_000] }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(delivered()).toHaveLength(1);
  expect(header(delivered()[0]!.raw, "Message-ID")).toContain(id!);
});
