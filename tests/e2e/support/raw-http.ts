import http from "node:http";
import https from "node:https";
import { expect } from "@playwright/test";

// Raw HTTP for the tests of what `next start` refuses: each answer with the security headers
// and without a stack trace.

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request sent as written (nothing normalizes the path), with its answer and timing. */
export function rawRequest(
  base: string,
  method: string,
  target: string,
  {
    headers = {},
    body,
    from,
  }: {
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The local address to send from (another loopback address is another client). */
    from?: string;
  } = {},
): Promise<RawAnswer> {
  const { hostname, port, protocol } = new URL(base);
  const started = Date.now();
  // nginx in front answers on TLS with a certificate made for the test.
  const client = protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        rejectUnauthorized: false,
        host: hostname,
        port: Number(port),
        method,
        path: target,
        headers,
        agent: false,
        localAddress: from,
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: text,
            ms: Date.now() - started,
          }),
        );
      },
    );
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${target}: no answer`)));
    request.end(body);
  });
}

/** The headers every answer carries, error or redirect alike. */
export function expectSecurityHeaders(answer: RawAnswer, where: string) {
  expect(answer.headers["content-security-policy"], `${where}: CSP`).toMatch(
    /frame-ancestors 'none'/,
  );
  expect(answer.headers["x-content-type-options"], where).toBe("nosniff");
  expect(answer.headers["strict-transport-security"], where).toMatch(/max-age=\d{8}/);
  expect(answer.headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["cross-origin-opener-policy"], where).toBe("same-origin");
  expect(answer.headers["x-powered-by"], where).toBeUndefined();
}

export function expectNoStackTrace(answer: RawAnswer, where: string) {
  expect(answer.body, where).not.toMatch(/\bat .+:\d+:\d+|Error:|node_modules/);
}
