import http from "node:http";
import https from "node:https";
import { expect, test } from "@playwright/test";
import { startNginx } from "../../bench/nginx.ts";
import { startPostgres } from "../support/postgres.ts";
import { outboxCommand } from "./support/outbox-command";
import { startServer } from "./support/second-server";

// Two `next start` instances sharing one PostgreSQL behind nginx (an upstream of both), as an
// operator runs the site on two hosts: while the form provider is down, enquiries arriving at
// either are kept and later delivered once each; an instance that dies mid-forwarding loses
// nothing; one client is limited at the same count whichever instance answers; and the
// operator's commands see the shared store. The provider is a fake on 127.0.0.1 that counts
// deliveries by Idempotency-Key.

const PORTS = [3151, 3152] as const;
const PROVIDER_PORT = 3155;
const OUTAGE_MS = 30_000;

/** The fake provider: 503 until `downUntil`, then 200; every request counted by its key. */
function startProvider() {
  const state = { downUntil: 0, answered: new Map<string, number[]>() };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"]);
      const status = Date.now() < state.downUntil ? 503 : 200;
      state.answered.set(key, [...(state.answered.get(key) ?? []), status]);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(status === 200 ? '{"ok":true}' : '{"error":"Service unavailable"}');
    });
  });
  return new Promise<typeof state & { close: () => void }>((resolve) =>
    server.listen(PROVIDER_PORT, "127.0.0.1", () =>
      resolve(Object.assign(state, { close: () => server.close() })),
    ),
  );
}

/** Keys the provider accepted (answered 200), with how many times each. */
function deliveries(answered: Map<string, number[]>) {
  return new Map(
    [...answered].map(([key, statuses]) => [key, statuses.filter((s) => s === 200).length]),
  );
}

/**
 * Posts an enquiry from the loopback address `from` (each its own client: nginx passes the
 * peer address on, and the instances trust only nginx's X-Forwarded-For). Answers the status
 * and the enquiry's id (its Idempotency-Key at the provider).
 */
function postEnquiry(origin: string, from: string, email: string) {
  const body = JSON.stringify({
    name: "Shared Store Visitor",
    email,
    phone: "2025550123",
    message: "A question about a patent search.",
    service: "Trademark",
    website: "",
  });
  const url = new URL("/api/contact", origin);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<{ status: number; id: string }>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        localAddress: from,
        rejectUnauthorized: false,
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode!, id: String(response.headers["x-request-id"]) });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("two instances on one PostgreSQL behind nginx deliver every enquiry once, lose none when one dies, and share one rate limit", async () => {
  test.setTimeout(240_000);
  const provider = await startProvider();
  const cluster = await startPostgres({ port: 55_500 + Math.floor(Math.random() * 90) });
  const env = {
    DATABASE_URL: cluster.url,
    FORM_ENDPOINT: `http://127.0.0.1:${PROVIDER_PORT}/f/contact`,
    CAREERS_FORM_ENDPOINT: `http://127.0.0.1:${PROVIDER_PORT}/f/careers`,
  };
  const instances = await Promise.all(PORTS.map((port) => startServer(port, env)));
  const nginx = await startNginx({ httpPort: 3153, httpsPort: 3154, upstreamPort: [...PORTS] });
  try {
    // 200 enquiries through nginx while the provider is down, each from its own address.
    provider.downUntil = Date.now() + OUTAGE_MS;
    const posted = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postEnquiry(nginx.origin, `127.0.1.${i + 1}`, `visitor-${i}@example.com`),
      ),
    );
    expect(new Set(posted.map((p) => p.status))).toEqual(new Set([200]));
    const ids = posted.map((p) => p.id);
    expect(new Set(ids).size).toBe(200);
    // Each was tried at once, refused, and kept: all arrived during the outage.
    expect([...provider.answered.values()].map((statuses) => statuses[0])).toEqual(
      Array(200).fill(503),
    );

    // After the outage every enquiry reaches the provider once: no instance sends one the
    // other has claimed.
    await expect
      .poll(() => [...deliveries(provider.answered).values()].filter((n) => n > 0).length, {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const once = deliveries(provider.answered);
    expect([...once.keys()].sort()).toEqual([...ids].sort());
    expect([...once.values()].every((n) => n === 1)).toBe(true);

    // One client alternating between the instances is limited at the sixth post, as one
    // client of a single instance is (RATE_LIMIT_PER_MINUTE 5).
    const statuses = async (from: string, origins: string[]) => {
      const answered = [];
      for (let i = 0; i < 6; i++)
        answered.push(
          (await postEnquiry(origins[i % origins.length]!, from, "a@example.com")).status,
        );
      return answered;
    };
    const [a, b] = instances.map((instance) => instance.baseURL) as [string, string];
    const limited = [200, 200, 200, 200, 200, 429];
    expect(await statuses("127.0.3.1", [a, b])).toEqual(limited);
    expect(await statuses("127.0.3.2", [a])).toEqual(limited);

    // A second outage; one instance dies as forwarding starts, and the other sends the rest.
    provider.downUntil = Date.now() + 15_000;
    const second = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postEnquiry(nginx.origin, `127.0.2.${i + 1}`, `second-${i}@example.com`),
      ),
    );
    expect(new Set(second.map((p) => p.status))).toEqual(new Set([200]));
    await expect
      .poll(() => second.some((p) => deliveries(provider.answered).get(p.id)), {
        timeout: 60_000,
        intervals: [100],
      })
      .toBe(true);
    instances[0]!.kill();
    await expect
      .poll(() => second.filter((p) => deliveries(provider.answered).get(p.id)).length, {
        timeout: 90_000,
        intervals: [1_000],
      })
      .toBe(40);
    // The store records each as delivered: one the dead instance sent but had not recorded is
    // sent again by the other once its lease ends, the only one sent twice.
    await expect
      .poll(async () => (await outboxCommand(env)).output, { timeout: 60_000, intervals: [2_000] })
      .toContain("240 enquiries: 0 queued, 240 delivered, 0 dead, 0 stored");
    const extra = second.reduce((sum, p) => sum + deliveries(provider.answered).get(p.id)! - 1, 0);
    expect(extra).toBeLessThanOrEqual(1);

    // The operator's commands read the shared store: erase one address, and nothing else.
    const erased = await outboxCommand(env, ["--erase", "Visitor-7@Example.com"]);
    expect(erased.output).toContain("Erased 1 enquiry of Visitor-7@Example.com");
    const exported = await outboxCommand(env, ["--export", "visitor-8@example.com"]);
    expect(JSON.parse(exported.output)).toHaveLength(1);
    const purged = await outboxCommand(env, ["--purge"]);
    expect(purged.output).toContain("Purged 0 delivered copies");
    expect((await outboxCommand(env)).output).toContain("239 enquiries: 0 queued, 239 delivered");
  } finally {
    await nginx.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await cluster.stop();
    provider.close();
  }
});
