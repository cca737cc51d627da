import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// proxy.ts, on every host: the page posts its headers alone refuse get a clean 4xx before Next
// reads them.

const page = (headers: Record<string, string>, path = "/contact-us") =>
  proxy(
    new NextRequest(`https://www.firm.test${path}`, {
      method: "POST",
      headers: { host: "www.firm.test", ...headers },
      body: "x",
    }),
  );

describe("the proxy's answer to a page post", () => {
  it("refuses a foreign Origin with 403 and the locked-down policy", async () => {
    const response = page({
      origin: "https://evil.example",
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Forbidden\n");
  });

  it("refuses a declared 50 MB body with 413 and an action not sent as form data with 400", () => {
    expect(
      page({
        origin: "https://www.firm.test",
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      }).status,
    ).toBe(413);
    expect(page({ "content-type": "text/plain", "next-action": "7f00aa" }).status).toBe(400);
  });

  it("lets a post from the site itself through to the page", () => {
    const response = page({
      origin: "https://www.firm.test",
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("refuses an action posted to a page without a form with 404, or 403 from another site", async () => {
    for (const path of ["/", "/search", "/_next/whatever", "/api/..;/contact-us", "/Contact-Us"]) {
      const response = page({ "content-type": "multipart/form-data; boundary=x" }, path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe("Not Found\n");
      expect(page({ "next-action": "7f00aa" }, path).status).toBe(404);
      expect(page({ origin: "https://evil.example", "next-action": "7f00aa" }, path).status).toBe(
        403,
      );
    }
  });

  it("answers PUT, DELETE and PATCH on a page with 405 and what it serves", () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = proxy(
        new NextRequest("https://www.firm.test/search?q=x", { method, headers: {} }),
      );
      expect([method, response.status]).toEqual([method, 405]);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
  });
});
