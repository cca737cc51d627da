import { expect, test } from "@playwright/test";
import { startNginx } from "../../bench/nginx.ts";
import {
  expectNoStackTrace,
  expectSecurityHeaders,
  rawRequest,
  type RawAnswer,
} from "./support/raw-http";
import { PROVIDER } from "./support/forms";
import { startServer } from "./support/second-server";

// Forms posted to a page without script (server actions) that are not what a browser sends, to
// the site as a Node host exposes it: deploy/nginx.conf in front of a `next start` of its own
// (so its log can be read). Each is answered at once, with the security headers, without a
// stack trace or anything that was posted; every post counts against its sender's limit (the
// peer nginx saw), except another site's. Each client is a loopback address of its own.

const PORT = 3137;
const BOUNDARY = "----probe7MA4YWxkTrZu0gW";
/** Posted in every probe: it must never reach the log. */
const SECRET = "visitor-typed-this-7731";

let server: Awaited<ReturnType<typeof startServer>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(PORT);
  nginx = await startNginx({ httpPort: 3138, httpsPort: 3139, upstreamPort: PORT });
});
test.afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
});

let nextAddress = 1;
/** A client of its own for each probe: another loopback address, as nginx sees it. */
const freshClient = () => `127.0.1.${nextAddress++}`;

function multipart(fields: Record<string, string>, { cutShort = false } = {}): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = `${parts.join("")}--${BOUNDARY}--\r\n`;
  return cutShort ? body.slice(0, body.length - 30) : body;
}

const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function post(
  target: string,
  headers: Record<string, string>,
  body: string | Buffer,
  from = freshClient(),
): Promise<RawAnswer> {
  return rawRequest(nginx.origin, "POST", target, { headers, body, from });
}

/** A valid enquiry as the contact form posts it with script, from the site's own page. */
function enquiry(from: string, name = "E2E Real Enquiry"): Promise<RawAnswer> {
  return rawRequest(nginx.origin, "POST", "/api/contact", {
    headers: { "content-type": "application/json", origin: nginx.origin },
    body: JSON.stringify({
      name,
      email: "ada@example.com",
      phone: "0123456789",
      message: "A patentability search for a battery electrode.",
      service: "Design",
    }),
    from,
  });
}

function expectAnswered(answer: RawAnswer, where: string) {
  expect(answer.ms, `${where}: answered at once`).toBeLessThan(3_000);
  expectSecurityHeaders(answer, where);
  expectNoStackTrace(answer, where);
  expect(answer.body, where).not.toContain(SECRET);
}

function expectRefused(answer: RawAnswer, status: number, where: string) {
  expect(answer.status, where).toBe(status);
  expectAnswered(answer, where);
}

test("a post whose headers say it is no form answers 400 at once", async () => {
  const probes: [string, Record<string, string>][] = [
    ["text/plain action", { "next-action": "7f00aa", "content-type": "text/plain;charset=UTF-8" }],
    ["JSON action", { "next-action": "7f00aa", "content-type": "application/json" }],
    ["multipart without a boundary", { "content-type": "multipart/form-data" }],
    ["multipart/form-data-x", { "content-type": `multipart/form-data-x; boundary=${BOUNDARY}` }],
    ["multipart/form-dataX", { "content-type": `multipart/form-dataX; boundary=${BOUNDARY}` }],
  ];
  for (const [name, headers] of probes)
    for (const target of ["/contact-us", "/careers", "/request-a-quote"])
      expectRefused(
        await post(target, headers, multipart({ name: SECRET })),
        400,
        `${name} to ${target}`,
      );
});

test("a foreign, null or malformed Origin answers 403", async () => {
  const body = multipart({ $ACTION_ID_7f00aa: "", name: SECRET });
  for (const origin of ["https://evil.example", "null", "http://", "not a url"])
    expectRefused(
      await post("/contact-us", { origin, "content-type": FORM_TYPE }, body),
      403,
      `Origin ${origin}`,
    );
});

test("a page post over 64 KiB answers 413 from nginx, before Next reads any of it", async () => {
  for (const size of [70_000, 1_100_000]) {
    const body = multipart({ $ACTION_ID_7f00aa: "", message: SECRET + "x".repeat(size) });
    expectRefused(await post("/contact-us", { "content-type": FORM_TYPE }, body), 413, `${size}`);
  }
});

/** The ids of a form's action, as its page renders them for a post without script. */
async function actionIdOf(page: string): Promise<string> {
  const html = (await rawRequest(server.baseURL, "GET", page)).body;
  const id =
    /\$ACTION_ID_([0-9a-f]{16,})/.exec(html)?.[1] ??
    /&quot;id&quot;:&quot;([0-9a-f]{16,})&quot;/.exec(html)?.[1];
  expect(id, `the form's action id in ${page}`).toBeTruthy();
  return id!;
}

/** Hand-made posts of a form's own action that no browser sends. */
function forgedPosts(id: string): string[] {
  return [
    multipart({ [`$ACTION_ID_${id}`]: "", name: SECRET }),
    multipart({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: null }), name: "A" }),
    multipart({
      $ACTION_REF_1: "",
      "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
      "$ACTION_1:1": "[]",
      name: SECRET,
    }),
  ];
}

test("hand-made posts of the forms' actions are answered without a stack, and counted", async () => {
  const logBefore = server.output().length;
  for (const page of ["/contact-us", "/careers", "/request-a-quote"]) {
    const id = await actionIdOf(page);
    const client = freshClient();
    const statuses: number[] = [];
    // Seven in a row from one client, the three shapes in turn.
    for (let i = 0; i < 7; i++) {
      const body = forgedPosts(id)[i % 3]!;
      const answer = await post(page, { "content-type": FORM_TYPE }, body, client);
      expectAnswered(answer, `${page} forged post ${i + 1}`);
      expect(answer.status, `${page} forged post ${i + 1}`).toBeLessThan(500);
      expect(answer.body, page).not.toContain('"outcome":"success"');
      statuses.push(answer.status);
    }
    // Five a minute: the sixth and seventh are refused for the rate, whatever Next made of them.
    expect(statuses.slice(5), page).toEqual([429, 429]);
    // The same client's real enquiry within the minute is refused too.
    expect((await enquiry(client)).status, page).toBe(429);
  }
  const log = server.output().slice(logBefore);
  expect(log).not.toMatch(/TypeError|reading 'entries'/);
  expect(log).not.toContain(SECRET);
});

test("refused posts count against their sender's limit, and nothing posted reaches the log", async () => {
  const client = freshClient();
  const logBefore = server.output().length;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (await post("/contact-us", { "content-type": "multipart/form-data" }, SECRET, client)).status,
    );
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  expect((await enquiry(client)).status).toBe(429);
  // Someone else's enquiry goes through.
  expect((await enquiry(freshClient())).status).toBe(200);
  expect(server.output().slice(logBefore)).not.toContain(SECRET);
});

test("posts another site's page makes the visitor's browser send do not spend the visitor's limit", async () => {
  const client = freshClient();
  for (let i = 0; i < 6; i++)
    expectRefused(
      await post(
        "/contact-us",
        { "content-type": FORM_TYPE, origin: "https://evil.example" },
        multipart({ $ACTION_ID_7f00aa: SECRET, name: SECRET }),
        client,
      ),
      403,
      `foreign post ${i + 1}`,
    );
  for (let i = 0; i < 6; i++)
    expect(
      (
        await rawRequest(nginx.origin, "POST", "/api/contact", {
          headers: { "content-type": "text/plain;charset=UTF-8", origin: "https://evil.example" },
          body: "{}",
          from: client,
        })
      ).status,
    ).toBe(415);
  // The visitor's own enquiry is accepted.
  const own = await enquiry(client, "E2E Visitor After Foreign Posts");
  expect(own.status).toBe(200);
});

const MISDIRECTED = [
  "/api/nonexistent",
  "/api/contact/x",
  "/_next/whatever",
  "/api/..;/contact-us",
  "/api/%252e%252e/contact-us",
];

test("an action posted to a path without a form answers 404, or 403 from another site, never success", async () => {
  const id = await actionIdOf("/contact-us");
  for (const target of MISDIRECTED) {
    for (const type of [FORM_TYPE, "multipart/form-data-x", "multipart/form-dataX"]) {
      const answer = await post(
        target,
        { "content-type": type, "next-action": id },
        multipart({ name: SECRET }),
      );
      expectRefused(answer, 404, `${type} to ${target}`);
    }
    const foreign = await post(
      target,
      { "content-type": FORM_TYPE, "next-action": id, origin: "https://evil.example" },
      "x",
    );
    expectRefused(foreign, 403, `${target} from another site`);
  }
  // `/api` itself: nginx sends it on to `/api/` (its location), Next never sees it.
  const bare = await post("/api", { "content-type": "multipart/form-data-x" }, "x");
  expect(bare.status).toBe(301);
  expectAnswered(bare, "/api");
});

test("enquiries under forged forwarding headers count against their sender", async () => {
  const client = freshClient();
  const statuses: number[] = [];
  for (let n = 1; n <= 6; n++) {
    const answer = await rawRequest(nginx.origin, "POST", "/api/contact", {
      headers: {
        "content-type": "application/json",
        origin: nginx.origin,
        "x-forwarded-for": `198.51.100.${n}`,
        "x-real-ip": `198.51.101.${n}`,
        forwarded: `for=198.51.102.${n}`,
      },
      body: JSON.stringify({
        name: `E2E Forwarded ${n}`,
        email: "ada@example.com",
        phone: "0123456789",
        message: "",
        service: "Design",
      }),
      from: client,
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const received = (await (await fetch(`${PROVIDER}/__received`)).json()) as {
    body: { name?: string } | null;
  }[];
  expect(received.filter((entry) => entry.body?.name?.startsWith("E2E Forwarded"))).toHaveLength(5);
});
