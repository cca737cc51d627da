/**
 * What `next start` says at start-up about how it is exposed. On a Node host the shipped
 * deploy/nginx.conf stands in front: it counts every post per client, refuses what no page
 * serves and caps bodies (docs/operations.md). A server listening on every interface can be
 * reached around it, and then counts whatever address a client writes in X-Forwarded-For.
 */

const EVERY_INTERFACE = new Set(["0.0.0.0", "::", "[::]"]);

/** The host `next start` was told to listen on (`-H`, `--hostname`), or null for its default. */
export function listenHost(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-H" || arg === "--hostname") return argv[i + 1] ?? null;
    const joined = /^--hostname=(.*)$/.exec(arg);
    if (joined) return joined[1]!;
  }
  return null;
}

/** The start-up warning for a server reachable without the proxy, or null. */
export function exposureWarning(
  argv: readonly string[],
  trustedProxies: readonly string[],
): string | null {
  const host = listenHost(argv);
  // Next's default host is every interface.
  if (host !== null && !EVERY_INTERFACE.has(host)) return null;
  const fix =
    "put deploy/nginx.conf in front and run `TRUSTED_PROXY=127.0.0.1 npm start -- -H 127.0.0.1` " +
    "(docs/operations.md, 'Deploying on a Node host')";
  return trustedProxies.length === 0
    ? `[security] warning: next start listens on every interface with no proxy named (TRUSTED_PROXY): ` +
        `posts are not counted per client, upgrades and unserved methods reach Next; ${fix}`
    : `[security] warning: next start listens on every interface: clients can reach it around ` +
        `the proxy at ${trustedProxies.join(", ")} and choose their own address; ${fix}`;
}

/** The warning for this process, as `next start` was run. */
export function startupExposureWarning(trustedProxies: readonly string[]): string | null {
  return exposureWarning(process.argv, trustedProxies);
}
