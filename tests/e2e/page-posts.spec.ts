import net from "node:net";
import { expect, test } from "@playwright/test";
import {
  expectNoStackTrace,
  expectSecurityHeaders,
  rawRequest,
  type RawAnswer,
} from "./support/raw-http";
import { PROVIDER } from "./support/forms";
import { startServer } from "./support/second-server";

// Forms posted to a page without script (server actions) that are not what a browser sends:
// each is refused with a 4xx at once, with the security headers, counted by the rate limit and
// logged once without what was posted. A server of its own, so its log can be read.

const PORT = 3137;
const BOUNDARY = "----probe7MA4YWxkTrZu0gW";
/** Posted in every probe: it must never reach the log. */
const SECRET = "visitor-typed-this-7731";

let server: Awaited<ReturnType<typeof startServer>>;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(PORT);
});
test.afterAll(async () => server?.stop());

let nextAddress = 1;
/** A client address of its own for each probe (the server trusts 127.0.0.1's X-Forwarded-For). */
const freshClient = () => `10.253.0.${nextAddress++}`;

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
  client = freshClient(),
): Promise<RawAnswer> {
  return rawRequest(server.baseURL, "POST", target, {
    headers: { "x-forwarded-for": client, ...headers },
    body,
  });
}

function expectRefused(answer: RawAnswer, status: number, where: string) {
  expect(answer.status, where).toBe(status);
  expect(answer.ms, `${where}: answered at once`).toBeLessThan(3_000);
  expectSecurityHeaders(answer, where);
  expectNoStackTrace(answer, where);
  expect(answer.body, where).not.toContain(SECRET);
}

test("a post whose body is not form data answers 400, not 500", async () => {
  const probes: [string, Record<string, string>, string][] = [
    [
      "text/plain []",
      { "next-action": "7f00aa", "content-type": "text/plain;charset=UTF-8" },
      "[]",
    ],
    ["JSON", { "next-action": "7f00aa", "content-type": "application/json" }, `["${SECRET}"]`],
    [
      "only the action field",
      { "content-type": FORM_TYPE },
      multipart({ $ACTION_ID_7f00aa: SECRET }),
    ],
    [
      "only React's fields, with Next-Action",
      { "next-action": "7f00aa", "content-type": FORM_TYPE },
      multipart({ "0": `["${SECRET}"]` }),
    ],
  ];
  for (const [name, headers, body] of probes)
    for (const target of ["/contact-us", "/careers"])
      expectRefused(await post(target, headers, body), 400, `${name} to ${target}`);
});

test("a foreign, null or malformed Origin answers 403", async () => {
  const body = multipart({ $ACTION_ID_7f00aa: "", name: SECRET });
  for (const origin of ["https://evil.example", "null", "http://", "not a url"])
    expectRefused(
      await post("/contact-us", { origin, "content-type": FORM_TYPE }, body),
      403,
      `Origin ${origin}`,
    );
  // The site's own origin goes on to the next check (here, a body with no field).
  const own = await post(
    "/contact-us",
    { origin: server.baseURL, "content-type": FORM_TYPE },
    multipart({ $ACTION_ID_7f00aa: SECRET }),
  );
  expectRefused(own, 400, "own origin");
});

test("a multipart body without a boundary or cut short answers 400", async () => {
  const body = multipart({ $ACTION_ID_7f00aa: "", name: SECRET });
  expectRefused(
    await post("/contact-us", { "content-type": "multipart/form-data" }, body),
    400,
    "no boundary",
  );
  expectRefused(
    await post(
      "/contact-us",
      { "content-type": FORM_TYPE },
      multipart({ $ACTION_ID_7f00aa: "", name: SECRET }, { cutShort: true }),
    ),
    400,
    "cut short",
  );
});

test("a page post over 1 MB answers 413", async () => {
  const body = multipart({ $ACTION_ID_7f00aa: "", message: SECRET + "x".repeat(1_100_000) });
  expectRefused(await post("/contact-us", { "content-type": FORM_TYPE }, body), 413, "1.1 MB");
});

test("a page post declaring 50 MB answers 413 at once, without waiting for the body", async () => {
  const { hostname, port } = new URL(server.baseURL);
  const started = Date.now();
  const head = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(
        `POST /contact-us HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${FORM_TYPE}\r\n` +
          `X-Forwarded-For: ${freshClient()}\r\nContent-Length: 50000000\r\n\r\n--${BOUNDARY}\r\n`,
      ),
    );
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error("no answer within 5 s"));
    }, 5_000);
  });
  expect(head).toMatch(/^HTTP\/1\.1 413/);
  expect(head.toLowerCase()).toContain("content-security-policy:");
  expect(Date.now() - started).toBeLessThan(2_000);
});

test("refused posts count against the rate limit and each is logged once, without the input", async () => {
  const client = freshClient();
  const logBefore = server.output().length;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await post(
          "/contact-us",
          { "content-type": FORM_TYPE },
          multipart({ $ACTION_ID_7f00aa: SECRET }),
          client,
        )
      ).status,
    );
  // RATE_LIMIT_PER_MINUTE is 5: the sixth is refused for the rate.
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  // The enquiry form's limit: a valid enquiry from that address is now refused too.
  const enquiry = await rawRequest(server.baseURL, "POST", "/api/contact", {
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: "{}",
  });
  expect(enquiry.status).toBe(429);

  await expect.poll(() => server.output().slice(logBefore)).toContain("status=429");
  const lines = server
    .output()
    .slice(logBefore)
    .split("\n")
    .filter((line) => line.trim());
  expect(lines.filter((line) => line.includes("page-post"))).toHaveLength(6);
  // Nothing else: no error, no stack trace, and nothing that was posted.
  expect(
    lines.filter((line) => !line.includes("page-post") && !line.includes("form=contact")),
  ).toEqual([]);
  expect(lines.join("\n")).not.toContain(SECRET);
});

test("refused posts to the quote page count against the quote brief's limit, not the enquiry form's", async () => {
  const client = freshClient();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await post(
          "/request-a-quote",
          { "content-type": FORM_TYPE },
          multipart({ $ACTION_ID_7f00aa: SECRET }),
          client,
        )
      ).status,
    );
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  const send = (target: string) =>
    rawRequest(server.baseURL, "POST", target, {
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: "{}",
    });
  expect((await send("/api/quote-brief")).status).toBe(429);
  // The contact form's own limit is untouched: an empty enquiry is judged on what it holds.
  expect((await send("/api/contact")).status).toBe(400);
});

test("every 405 names the methods allowed", async () => {
  for (const [method, target] of [
    ["PUT", "/api/contact"],
    ["DELETE", "/api/careers"],
    ["GET", "/api/contact"],
    ["TRACE", "/contact-us"],
    ["POST", "/api/forms/config"],
    ["POST", "/api/cron/outbox"],
    ["PUT", "/api/forms/noscript.css"],
    ["DELETE", "/ip-deadline-calculator/calendar"],
    ["PUT", "/contact-us"],
    ["PATCH", "/search-index.json"],
  ] as const) {
    const answer = await rawRequest(server.baseURL, method, target, {
      headers: { "x-forwarded-for": freshClient() },
    });
    expect(answer.status, `${method} ${target}`).toBe(405);
    expect(answer.headers.allow, `${method} ${target}`).toMatch(/^[A-Z, ]+$/);
    expectSecurityHeaders(answer, `${method} ${target}`);
  }
});

test("posts another site's page makes the visitor's browser send do not spend the visitor's limit", async () => {
  const client = freshClient();
  for (let i = 0; i < 7; i++)
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
  for (let i = 0; i < 7; i++)
    expect(
      (
        await rawRequest(server.baseURL, "POST", "/api/contact", {
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            origin: "https://evil.example",
            "x-forwarded-for": client,
          },
          body: "{}",
        })
      ).status,
    ).toBe(415);
  // The visitor's own post is judged on what it holds (400: empty), not refused for the rate.
  const own = await rawRequest(server.baseURL, "POST", "/api/contact", {
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: "{}",
  });
  expect(own.status).toBe(400);
});

test("an action post whose arguments React cannot decode answers 400, not 500", async () => {
  for (const args of ['["$1:aa:aa"]', "[not json"]) {
    const answer = await post(
      "/contact-us",
      { "content-type": FORM_TYPE, "next-action": "7f00aa" },
      multipart({ "0": args, name: SECRET }),
    );
    expectRefused(answer, 400, args);
  }
});

/** The id of the contact form's action, as /contact-us renders it for a post without script. */
async function contactActionId(): Promise<string> {
  const html = (await rawRequest(server.baseURL, "GET", "/contact-us")).body;
  const id =
    /\$ACTION_ID_([0-9a-f]{16,})/.exec(html)?.[1] ??
    /&quot;id&quot;:&quot;([0-9a-f]{16,})&quot;/.exec(html)?.[1];
  expect(id, "the contact form's action id in /contact-us").toBeTruthy();
  return id!;
}

/**
 * The contact form's action called from script, as React encodes (state, FormData): the
 * argument list last, since React reads the FormData's fields as they stand when it arrives.
 */
function scriptPost(name: string): string {
  const fields = multipart({
    _1_name: name,
    _1_email: "ada@example.com",
    _1_phone: "0123456789",
    _1_message: "",
    _1_service: "Design",
    _1_website: "",
  });
  const args = multipart({ "0": '["$undefined","$K1"]' });
  return fields.slice(0, fields.lastIndexOf(`--${BOUNDARY}--`)) + args;
}

const MISDIRECTED = [
  "/api/nonexistent",
  "/_next/whatever",
  "/api/..;/contact-us",
  "/api/%252e%252e/contact-us",
];

test("an action posted to a path without a form answers 404, or 403 from another site, never success", async () => {
  const id = await contactActionId();
  for (const target of MISDIRECTED) {
    const headers = { "content-type": FORM_TYPE, "next-action": id };
    const answer = await post(target, headers, scriptPost(SECRET));
    expectRefused(answer, 404, target);
    expect(answer.body, target).not.toContain("success");
    const foreign = await post(target, { ...headers, origin: "https://evil.example" }, "x");
    expectRefused(foreign, 403, `${target} from another site`);
  }
});

test("the sixth post from one client is refused whatever its path and X-Forwarded-For", async () => {
  // A client that is not the trusted proxy (127.0.0.1): another loopback address.
  const from = "127.0.0.3";
  const id = await contactActionId();
  const send = (target: string, name: string, n: number) =>
    rawRequest(server.baseURL, "POST", target, {
      headers: {
        "content-type": FORM_TYPE,
        "next-action": id,
        "x-forwarded-for": `198.51.100.${n}`,
      },
      body: scriptPost(name),
      from,
    });
  for (let n = 1; n <= 5; n++) {
    const answer = await send("/contact-us", `E2E forwarded ${n}`, n);
    expect(answer.status, `post ${n}`).toBe(200);
    expect(answer.body, `post ${n}`).toContain('"outcome":"success"');
  }
  // The contact form's action posted to the careers page: Next forwards it to /contact-us.
  for (const [i, target] of ["/contact-us", "/careers", ...MISDIRECTED].entries()) {
    const answer = await send(target, SECRET, 10 + i);
    expect(answer.body, target).not.toContain('"outcome":"success"');
    if (answer.status === 200) expect(answer.body, target).toContain("Too many submissions");
    else expect([404, 429], target).toContain(answer.status);
  }
  const received = (await (await fetch(`${PROVIDER}/__received`)).json()) as {
    body: { name?: string } | null;
  }[];
  expect(received.filter((entry) => entry.body?.name === SECRET)).toEqual([]);
});

test("an action's arguments or a router state that do not decode answer 400", async () => {
  const id = await contactActionId();
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  for (const args of [
    '["$nxyz","$K1"]',
    '["$F5","$K1"]',
    '["$h5","$K1"]',
    '["$B5","$K1"]',
    '["$T","$K1"]',
    '["$R5","$K1"]',
    '["$Zabc","$K1"]',
    '["$0"]',
    `[${deep},"$K1"]`,
  ]) {
    const answer = await post(
      "/contact-us",
      { "content-type": FORM_TYPE, "next-action": id },
      multipart({ "0": args, _1_name: SECRET }),
    );
    expectRefused(answer, 400, args.slice(0, 30));
  }
  const noScript = await post(
    "/contact-us",
    { "content-type": FORM_TYPE },
    multipart({
      $ACTION_REF_1: "",
      "$ACTION_1:0": JSON.stringify({ id, bound: "$@5" }),
      name: SECRET,
    }),
  );
  expectRefused(noScript, 400, "bound $@5");
  const navigation = await rawRequest(server.baseURL, "GET", "/contact-us", {
    headers: { rsc: "1", "next-router-state-tree": "%5B", "x-forwarded-for": freshClient() },
  });
  expectRefused(navigation, 400, "Next-Router-State-Tree %5B");
});
