import { describe, expect, it } from "vitest";
import { GET_ONLY_ROUTE, postRefusal, refusalFor } from "@/lib/server/security/refusals";

// What the Node server answers before Next sees a request (instrumentation.ts); the answers
// themselves, with their headers, are checked against `next start` in tests/e2e/api-hostile.spec.ts.

describe("requests refused before Next", () => {
  it.each(["TRACE", "trace", "TRACK"])("refuses %s with 405 and the allowed methods", (method) => {
    expect(refusalFor(method, "/")).toMatchObject({
      status: 405,
      headers: { allow: "GET, HEAD, POST, OPTIONS" },
    });
  });

  it.each(["/%ff", "/%", "/%zz", "/contact-us%e2%82", "/api/contact%"])(
    "refuses the malformed path %s with 400",
    (url) => {
      expect(refusalFor("GET", url)?.status).toBe(400);
    },
  );

  it.each(["/api%2fcontact", "/api%2Fcontact", "/api/forms%2fconfig", "/%5c%5cevil.example"])(
    "answers the encoded-slash path %s with 404",
    (url) => {
      expect(refusalFor("POST", url)?.status).toBe(404);
    },
  );

  it.each([
    ["OPTIONS", "*"],
    ["GET", "*"],
  ])("refuses %s %s, which no page or route answers, with 400", (method, url) => {
    expect(refusalFor(method, url)?.status).toBe(400);
  });

  it.each([
    ["GET", "/"],
    ["GET", "/search?q=%ff"],
    ["GET", "/search?q=a%2fb"],
    ["GET", "/caf%C3%A9"],
    ["POST", "/api/contact"],
    ["HEAD", "/careers/"],
    ["OPTIONS", "/api/careers"],
  ])("leaves %s %s to Next", (method, url) => {
    expect(refusalFor(method, url)).toBeNull();
  });
});

describe("a route that serves only GET", () => {
  it("answers OPTIONS with the methods its 405 names, each on one Allow line", () => {
    const options = GET_ONLY_ROUTE.OPTIONS();
    expect(options.status).toBe(204);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const refused = GET_ONLY_ROUTE[method]();
      expect([method, refused.status]).toEqual([method, 405]);
      expect(refused.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    }
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });
});

describe("a post outside /api", () => {
  it("is 405 naming GET and HEAD but to a form's page", () => {
    for (const url of ["/", "/search?q=x", "/og/home.png", "/ip-deadline-calculator/calendar"])
      expect([url, postRefusal("POST", url)]).toEqual([
        url,
        { status: 405, message: "Method Not Allowed", headers: { allow: "GET, HEAD" } },
      ]);
    for (const url of ["/contact-us", "/careers", "/request-a-quote", "/api/contact", "/api/x"])
      expect([url, postRefusal("POST", url)]).toEqual([url, null]);
    expect(postRefusal("GET", "/")).toBeNull();
  });
});
