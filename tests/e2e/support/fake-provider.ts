// A fake form-handling provider and reCAPTCHA verifier on 127.0.0.1 for the e2e suite.
// It records every request and answers according to the submitted name, so tests can drive
// each outcome (tests run in parallel: give each one a unique name and filter by it):
//   name contains "provider-error"  -> 422 { error: "Email domain is not accepted." }
//   name contains "provider-errors" -> 422 { error, errors: [{ message: "should be an email" }] }
//   name contains "provider-crash"  -> 500 with an HTML body
//   name contains "provider-hang"   -> no answer at all (the site's timeout must fire)
//   name contains "provider-slow"   -> 200 after 1.5 s
//   name contains "provider-recovers" -> 503 to the first request for that name, then 200
//   anything else                   -> 200 { ok: true }
// POST /recaptcha/api/siteverify answers like Google for tokens "e2e:<action>" (score 0.9) and
// "e2e-low:<action>" (score 0.1), solved on 127.0.0.1; any other token fails.
// GET /__received returns the recorded requests (with `status`, the status answered, or null
// for none); DELETE /__received clears them.
import http from "node:http";

/** A request the provider received, with the status it answered (null: none yet). */
export interface ReceivedRequest {
  path: string | undefined;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever was posted, as parsed
  body: any;
  status?: number | null;
}

export const PROVIDER_MESSAGES = {
  error: "Email domain is not accepted.",
  errorsMessage: "should be an email",
};

function siteverify(body: string): Record<string, unknown> {
  const token = new URLSearchParams(body).get("response") ?? "";
  const match = /^(e2e|e2e-low):(\w+)$/.exec(token);
  if (!match) return { success: false, "error-codes": ["invalid-input-response"] };
  return {
    success: true,
    score: match[1] === "e2e" ? 0.9 : 0.1,
    action: match[2],
    hostname: "127.0.0.1",
    challenge_ts: new Date().toISOString(),
  };
}

export function startFakeProvider(port: number): Promise<http.Server> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === "/__received") {
      if (req.method === "DELETE") received.length = 0;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(received));
      return;
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      let record: ReceivedRequest | null = null;
      const json = (status: number, value: unknown) => {
        if (record) record.status = status;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.url === "/recaptcha/api/siteverify") {
        received.push({
          path: req.url,
          headers: req.headers,
          body: Object.fromEntries(new URLSearchParams(body)),
        });
        return json(200, siteverify(body));
      }
      let data: { name?: unknown } | null = null;
      try {
        data = JSON.parse(body);
      } catch {
        // recorded as null: the test will notice
      }
      record = { path: req.url, headers: req.headers, body: data, status: null };
      received.push(record);
      const name = String(data?.name ?? "");
      const earlier = received.filter((r) => r !== record && r.body?.name === name).length;
      if (name.includes("provider-recovers")) {
        if (earlier === 0) json(503, { error: "Service unavailable" });
        else json(200, { ok: true });
      } else if (name.includes("provider-errors")) {
        json(422, {
          error: "Validation errors",
          errors: [{ field: "email", message: PROVIDER_MESSAGES.errorsMessage }],
        });
      } else if (name.includes("provider-error")) {
        json(422, { error: PROVIDER_MESSAGES.error });
      } else if (name.includes("provider-crash")) {
        record.status = 500;
        res.writeHead(500, { "content-type": "text/html" });
        res.end("<h1>Internal error</h1>");
      } else if (name.includes("provider-hang")) {
        // Never answer; the connection closes when the site gives up.
      } else if (name.includes("provider-slow")) {
        setTimeout(() => json(200, { ok: true }), 1500);
      } else {
        json(200, { ok: true, next: "/thanks" });
      }
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a test that waits longer than that between
  // two reads (store-and-forward waits 6 s) could send its next request on a socket being
  // closed and read ECONNRESET. Keep idle sockets longer than any test waits.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
