import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake form provider and reCAPTCHA verifier on 127.0.0.1 for the route handler tests.
 * Provider paths choose the answer; siteverify answers by token.
 */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** siteverify answers per token, shaped like Google's. */
export const CAPTCHA_ANSWERS: Record<string, object> = {
  "good-contact": { success: true, score: 0.9, action: "contact", hostname: "forms.example" },
  "good-careers": { success: true, score: 0.9, action: "careers", hostname: "forms.example" },
  "low-score": { success: true, score: 0.2, action: "contact", hostname: "forms.example" },
  "wrong-action": { success: true, score: 0.9, action: "login", hostname: "forms.example" },
  "wrong-host": { success: true, score: 0.9, action: "contact", hostname: "evil.example" },
  expired: { success: false, "error-codes": ["timeout-or-duplicate"] },
};

export async function startFakeProvider() {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      switch (path) {
        case "/siteverify": {
          const token = new URLSearchParams(body).get("response") ?? "";
          return json(
            200,
            CAPTCHA_ANSWERS[token] ?? { success: false, "error-codes": ["invalid-input-response"] },
          );
        }
        case "/siteverify-down":
          res.writeHead(503, { "content-type": "text/html" });
          return res.end("<h1>Unavailable</h1>");
        case "/ok":
          return json(200, { ok: true, next: "/thanks" });
        case "/reject":
          return json(422, { error: "Email domain is not accepted." });
        case "/reject-with-errors":
          return json(422, {
            error: "Validation errors",
            errors: [{ code: "TYPE_EMAIL", field: "email", message: "should be an email" }],
          });
        case "/reject-html":
          res.writeHead(400, { "content-type": "text/html" });
          return res.end("<h1>Bad request</h1>");
        case "/reject-html-in-json":
          return json(400, { error: "<script>alert(1)</script>" });
        case "/crash":
          res.writeHead(500, { "content-type": "text/html" });
          return res.end("<h1>Internal error</h1>");
        case "/crash-json":
          return json(500, { error: "Internal failure at provider" });
        case "/hang":
          hanging.add(res);
          return;
        default:
          return json(404, { error: "Form not found" });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on which nothing listens: connections are refused. */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/f/contact`;
}
