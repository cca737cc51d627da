import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";

// `npm run check:deploy -- <url>` against this suite's own deployment (npm run build + next
// start), and against the same deployment behind a proxy that strips each page's script hashes
// from its policy, as a misconfigured host would.

function checkDeploy(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/check-deploy.ts", url], {
      env: { ...process.env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** Forwards to the suite's server, sending every page with a policy that has no script hashes. */
function hashStrippingProxy(): Promise<http.Server> {
  const target = new URL(baseURL);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        const policy = headers["content-security-policy"];
        if (typeof policy === "string")
          headers["content-security-policy"] = policy.replace(/ 'sha256-[^']+'/g, "");
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test.describe("npm run check:deploy", () => {
  test.setTimeout(180_000);

  test("passes this suite's deployment: every sitemap page, the 404 and three pages in Chromium", async () => {
    const { code, output } = await checkDeploy(baseURL);
    expect(output).toMatch(
      /check:deploy http:\/\/127\.0\.0\.1:\d+: \d{2,} answers checked, 0 problem\(s\)/,
    );
    expect(code).toBe(0);
  });

  test("fails, naming the pages, when the policy blocks their own scripts", async () => {
    const proxy = await hashStrippingProxy();
    try {
      const { port } = proxy.address() as AddressInfo;
      const { code, output } = await checkDeploy(`http://127.0.0.1:${port}`);
      expect(output).toMatch(
        /FAIL \/patent-drafting: \d+ inline script\(s\) blocked by the policy/,
      );
      expect(output).toMatch(/FAIL \/: did not hydrate within 20 s in Chromium/);
      expect(code).toBe(1);
    } finally {
      proxy.close();
    }
  });
});
