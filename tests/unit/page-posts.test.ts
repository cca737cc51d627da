import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FORM_PAGES,
  isPagePost,
  misdirectedPostRefusal,
  PAGE_POST_LIMIT_BYTES,
  pagePostHeaderRefusal,
} from "@/lib/server/security/page-posts";

const HOST = "www.example.com";
const FORM = "multipart/form-data; boundary=xyz";
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
      // Next takes any type that starts with multipart/form-data for an action.
      for (const type of ["multipart/form-data-x", "multipart/form-dataX", "multipart/form-data,"])
        expect([url, type, refused(url, { host: HOST, "content-type": type })]).toEqual([
          url,
          type,
          404,
        ]);
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

  it("refuses a declared body over 64 KiB with 413, and not one at the limit", () => {
    expect(PAGE_POST_LIMIT_BYTES).toBe(64 * 1024);
    expect(post({ "content-length": "50000000" })).toMatchObject({ status: 413 });
    expect(post({ "content-length": String(PAGE_POST_LIMIT_BYTES + 1) })).toMatchObject({
      status: 413,
    });
    expect(post({ "content-length": String(PAGE_POST_LIMIT_BYTES) })).toBeNull();
  });

  it("refuses multipart without a boundary, and an action posted as anything but form data", () => {
    expect(post({ "content-type": "multipart/form-data" })).toMatchObject({ status: 400 });
    expect(post({ "content-type": "multipart/form-data-x; boundary=xyz" })).toMatchObject({
      status: 400,
    });
    expect(post({ "content-type": "text/plain;charset=UTF-8", "next-action": "7f" })).toMatchObject(
      { status: 400 },
    );
    expect(post({ "next-action": "7f" })).toBeNull();
    // Not an action: Next answers it as it answers any page POST.
    expect(post({ "content-type": "application/x-www-form-urlencoded" })).toBeNull();
  });
});
