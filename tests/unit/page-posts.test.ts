import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FORM_PAGES,
  isPagePost,
  misdirectedPostRefusal,
  PAGE_POST_LIMIT_BYTES,
  pagePostBodyRefusal,
  pagePostHeaderRefusal,
} from "@/lib/security/page-posts";
import { routerStateRefusal } from "@/lib/security/router-state";

const HOST = "www.example.com";
const FORM = "multipart/form-data; boundary=xyz";
const body = (text: string) => new TextEncoder().encode(text);
/** A FormData as a browser would send it: its multipart body and the type naming its boundary. */
async function formBody(form: FormData | [string, string][]) {
  let data = form;
  if (Array.isArray(data)) {
    data = new FormData();
    for (const [name, value] of form as [string, string][]) data.append(name, value);
  }
  const response = new Response(data);
  return {
    type: response.headers.get("content-type")!,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
const field = (name: string, value: string) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("which requests are a page's form post", () => {
  it("is a POST to a page that carries a form, and nothing else", () => {
    expect(isPagePost("POST", "/contact-us")).toBe(true);
    expect(isPagePost("POST", "/careers?x=1")).toBe(true);
    expect(isPagePost("POST", "/request-a-quote")).toBe(true);
    expect(isPagePost("GET", "/contact-us")).toBe(false);
    for (const url of ["/", "/api/contact", "/api", "/_next/static/x.js", "/apiary", "/search"])
      expect([url, isPagePost("POST", url)]).toEqual([url, false]);
  });

  it("sees the page Next routes to through dot segments, encoded or not", () => {
    for (const url of [
      "/api/../contact-us",
      "/_next/../contact-us",
      "/api/%2e%2e/contact-us",
      "/api/%2E%2E/careers?x=1",
      "/_next/static/../../contact-us",
      "/api/./../contact-us",
    ])
      expect([url, isPagePost("POST", url)]).toEqual([url, true]);
    expect(isPagePost("POST", "/contact-us/../api/contact")).toBe(false);
    expect(isPagePost("POST", "/x/%2e%2e/_next/static/a.js")).toBe(false);
  });

  it("lists exactly the pages that render a form", () => {
    const pages = new Map([
      ["/contact-us", "app/contact-us/page.tsx"],
      ["/careers", "app/(main)/careers/page.tsx"],
      ["/request-a-quote", "app/(main)/request-a-quote/page.tsx"],
    ]);
    const withForm = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)page\.tsx$/.test(file))
      .filter((file) =>
        /<(ContactForm|CareersForm|QuoteBriefForm)\b/.test(readFileSync(`app/${file}`, "utf8")),
      )
      .map((file) => `app/${file}`)
      .sort();
    expect(withForm).toEqual([...pages.values()].sort());
    expect(new Set(FORM_PAGES)).toEqual(new Set(pages.keys()));
  });
});

describe("an action posted to a path without a form", () => {
  const ACTION = { host: HOST, "content-type": FORM };
  const refused = (url: string, headers: Record<string, string> = ACTION, method = "POST") =>
    misdirectedPostRefusal(method, url, headers)?.status ?? null;

  it("is refused with 404 wherever it is sent, however the path is written", () => {
    for (const url of [
      "/",
      "/api/nonexistent",
      "/_next/whatever",
      "/api/..;/contact-us",
      "/api/%252e%252e/contact-us",
      "/Contact-Us",
      "/contact-us/",
      "/contact-us;x",
      "//contact-us",
      "/search?q=x",
    ]) {
      expect([url, refused(url)]).toEqual([url, 404]);
      expect([url, refused(url, { host: HOST, "next-action": "abc" })]).toEqual([url, 404]);
      expect([
        url,
        refused(url, { host: HOST, "content-type": "application/x-www-form-urlencoded" }),
      ]).toEqual([url, 404]);
    }
  });

  it("is refused with 403 from another site's page, which must not spend the visitor's limit", () => {
    expect(refused("/api/nonexistent", { ...ACTION, origin: "https://evil.example" })).toBe(403);
  });

  it("leaves the forms' pages, the API routes that take posts and other requests alone", () => {
    expect(refused("/contact-us")).toBeNull();
    expect(refused("/api/%2e%2e/careers")).toBeNull();
    expect(refused("/api/contact", { host: HOST, "content-type": "application/json" })).toBeNull();
    expect(refused("/api/contact")).toBeNull();
    expect(refused("/", { host: HOST, "content-type": "application/json" })).toBeNull();
    expect(refused("/api/nonexistent", ACTION, "GET")).toBeNull();
  });
});

describe("what a page post's headers refuse", () => {
  const post = (headers: Record<string, string>) =>
    pagePostHeaderRefusal({ host: HOST, "content-type": FORM, ...headers });

  it("lets the site's own origin, or none, through", () => {
    expect(post({ origin: `https://${HOST}` })).toBeNull();
    expect(post({})).toBeNull();
    expect(
      post({ origin: "https://proxy.example", "x-forwarded-host": "proxy.example" }),
    ).toBeNull();
  });

  it("refuses a foreign, null or malformed Origin with 403", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://",
      "nonsense",
      `https://${HOST}.evil`,
    ])
      expect(post({ origin }), origin).toMatchObject({ status: 403 });
  });

  it("refuses a declared body over 1 MB with 413, and not one at the limit", () => {
    expect(post({ "content-length": "50000000" })).toMatchObject({ status: 413 });
    expect(post({ "content-length": String(PAGE_POST_LIMIT_BYTES + 1) })).toMatchObject({
      status: 413,
    });
    expect(post({ "content-length": String(PAGE_POST_LIMIT_BYTES) })).toBeNull();
  });

  it("refuses multipart without a boundary, and an action posted as anything but form data", () => {
    expect(post({ "content-type": "multipart/form-data" })).toMatchObject({ status: 400 });
    expect(post({ "content-type": "text/plain;charset=UTF-8", "next-action": "7f" })).toMatchObject(
      { status: 400 },
    );
    expect(post({ "next-action": "7f" })).toBeNull();
    // Not an action: Next answers it as it answers any page POST.
    expect(post({ "content-type": "application/x-www-form-urlencoded" })).toBeNull();
  });
});

describe("what a page post's body refuses", () => {
  it("accepts a form with the visitor's fields beside React's", async () => {
    const text =
      field("$ACTION_REF_1", "") +
      field("$ACTION_1:0", '{"id":"7f00aa","bound":"$@1"}') +
      field("$ACTION_1:1", '[{"outcome":"idle"}]') +
      field("$ACTION_KEY", "k0123") +
      field("name", "Ada");
    expect(await pagePostBodyRefusal(FORM, body(`${text}--xyz--\r\n`))).toBeNull();
  });

  it("accepts the arguments React's own client encodes for the forms' actions", async () => {
    const { encodeReply } = (await import(
      // @ts-expect-error: Next's compiled copy of React's client, which has no types of its own
      "next/dist/compiled/react-server-dom-webpack/client.node.js"
    )) as { encodeReply: (value: unknown) => Promise<FormData> };
    const fields = new FormData();
    fields.append("name", "Ada");
    fields.append("message", '$100, [nested] {braces} \\ and "quotes"');
    for (const state of [undefined, { outcome: "invalid", values: { name: "$x" } }]) {
      const encoded = await encodeReply([state, fields]);
      const { type, bytes } = await formBody(encoded);
      expect(
        (await pagePostBodyRefusal(type, bytes, true))?.reason ?? null,
        JSON.stringify(state),
      ).toBeNull();
    }
  });

  it("refuses action arguments that do not decode to what the actions take, whatever their shape", async () => {
    // With a field of the visitor's, so that only the arguments can be what is refused.
    // Under a boundary no payload contains (undici cannot read `$nxyz` under `xyz`).
    const refused = async (fields: [string, string][]) => {
      const { type, bytes } = await formBody([...fields, ["_1_name", "Ada"]]);
      return (await pagePostBodyRefusal(type, bytes, true))?.reason ?? null;
    };
    const cannot = "action arguments do not decode";
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    for (const args of [
      '["$1:aa:aa"]',
      "[not json",
      '["$nxyz","$K1"]',
      '["$F5","$K1"]',
      '["$h5","$K1"]',
      '["$B5","$K1"]',
      '["$T","$K1"]',
      '["$R5","$K1"]',
      '["$Zabc","$K1"]',
      '["$0","$K1"]',
      '["$Q2","$K1"]',
      `[${deep},"$K1"]`,
      "[]",
      '["$K1"]',
      '[{}, "plain"]',
      '{"a":["$@2"]}',
    ]) {
      const started = performance.now();
      expect([args.slice(0, 40), await refused([["0", args]])]).toEqual([
        args.slice(0, 40),
        cannot,
      ]);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    expect(
      await refused([
        ["0", '["$@2","$K1"]'],
        ["1", "{}"],
      ]),
    ).toBe(cannot);
    // A Next-Action post without its argument list.
    expect(await refused([])).toBe(cannot);
    // And what decodes.
    expect(
      await refused([
        ["0", '["$1","$K1"]'],
        ["1", '{"outcome":"idle"}'],
      ]),
    ).toBeNull();
    expect(await refused([["0", '[{"a":["$undefined","$$1","$D2026-01-01"]},"$K1"]']])).toBeNull();
  });

  it("refuses a form posted without script whose bound arguments do not decode", async () => {
    const refused = async (meta: string, bound = "[{}]") => {
      const { type, bytes } = await formBody([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", meta],
        ["$ACTION_1:1", bound],
        ["name", "Ada"],
      ]);
      return (await pagePostBodyRefusal(type, bytes))?.reason ?? null;
    };
    const cannot = "action arguments do not decode";
    expect(await refused('{"id":"7f","bound":"$@5"}')).toBe(cannot);
    expect(await refused('{"id":"7f","bound":"$@1"}', '["$nxyz"]')).toBe(cannot);
    expect(await refused('{"id":"7f","bound":"$@1"}', '{"not":"a list"}')).toBe(cannot);
    expect(await refused('{"bound":null}')).toBe(cannot);
    expect(await refused("{not json")).toBe(cannot);
    expect(await refused('{"id":"7f","bound":null}')).toBeNull();
    expect(await refused('{"id":"7f","bound":"$@1"}')).toBeNull();
  });

  it("reads a urlencoded action the same way", async () => {
    const urlencoded = "application/x-www-form-urlencoded";
    expect(
      await pagePostBodyRefusal(urlencoded, body(`0=${encodeURIComponent('["$nxyz"]')}&a=1`)),
    ).toMatchObject({ status: 400 });
    expect(await pagePostBodyRefusal(urlencoded, body("a=1"))).toBeNull();
  });

  it("refuses a form carrying only the action's own fields", async () => {
    for (const text of [
      field("$ACTION_ID_7f", ""),
      field("0", '["$undefined","$K1"]'),
      field("1_$ACTION_ID_7f", ""),
    ])
      expect(await pagePostBodyRefusal(FORM, body(`${text}--xyz--\r\n`)), text).toMatchObject({
        status: 400,
      });
  });

  it("refuses a body cut short or under another boundary", async () => {
    const text = field("$ACTION_ID_7f", "") + field("name", "Ada");
    expect(await pagePostBodyRefusal(FORM, body(text.slice(0, -10)))).toMatchObject({
      status: 400,
    });
    expect(
      await pagePostBodyRefusal("multipart/form-data; boundary=other", body(`${text}--xyz--\r\n`)),
    ).toMatchObject({ status: 400 });
  });

  it("leaves bodies that are not form data to Next", async () => {
    expect(await pagePostBodyRefusal("application/json", body("{}"))).toBeNull();
  });
});

describe("the router state a navigation sends", () => {
  const refused = (state: string | undefined) =>
    routerStateRefusal({ rsc: "1", "next-router-state-tree": state })?.status ?? null;

  it("refuses with 400 what Next cannot parse", () => {
    for (const state of [
      "%5B",
      "%",
      "[]",
      encodeURIComponent('["",{"children":"x"}]'),
      encodeURIComponent("[".repeat(10_000) + "]".repeat(10_000)),
      "x".repeat(50_000),
    ])
      expect([state.slice(0, 30), refused(state)]).toEqual([state.slice(0, 30), 400]);
  });

  it("lets Next's own through, and a request without one", () => {
    expect(refused(encodeURIComponent('["",{"children":["__PAGE__",{}]},null,"refetch"]'))).toBe(
      null,
    );
    expect(refused(encodeURIComponent('["",{"children":["contact-us",{}]}]'))).toBeNull();
    expect(refused(undefined)).toBeNull();
  });
});
