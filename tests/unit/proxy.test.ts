import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// proxy.ts on a host where lib/request-guard.ts does not run (Vercel): the page posts its
// headers alone refuse get the same clean 4xx as under `next start`.

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
});
