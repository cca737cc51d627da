// A fake form-handling provider on 127.0.0.1. It records every submission and answers
// according to the submitted name, so end-to-end tests can drive each outcome:
//   name contains "provider-error" -> 422 { error: "Email domain is not accepted." }
//   name contains "provider-crash" -> 500 with an HTML body
//   anything else                  -> 200 { ok: true }
// GET /__received returns the recorded submissions; DELETE /__received clears them.
import http from "node:http";

export function startFakeProvider(port) {
  const received = [];
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
      let data = null;
      try {
        data = JSON.parse(body);
      } catch {
        // recorded as null: the test will notice
      }
      received.push({ path: req.url, headers: req.headers, body: data });
      const name = String(data?.name ?? "");
      if (name.includes("provider-error")) {
        res.writeHead(422, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "Email domain is not accepted." }));
      } else if (name.includes("provider-crash")) {
        res.writeHead(500, { "content-type": "text/html" });
        res.end("<h1>Internal error</h1>");
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: true, next: "/thanks" }));
      }
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
