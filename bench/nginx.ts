// Runs deploy/nginx.conf on loopback for `npm run bench:load` and tests/e2e/nginx.spec.ts:
// Debian's nginx (/usr/sbin/nginx, or NGINX_PATH) as an unprivileged process in a temporary
// prefix, with a self-signed certificate made by openssl, the cache in that prefix, and
// `next start` as the upstream. Only the lines deploy/nginx.conf marks "(test: ...)" change.
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

interface Ports {
  httpPort: number;
  httpsPort: number;
  /** One `next start`, or several (instances sharing one DATABASE_URL). */
  upstreamPort: number | number[];
}

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/**
 * deploy/nginx.conf with the marked addresses, ports and paths replaced. `upstreamPort`: one
 * `next start`, or an array of them (instances sharing one DATABASE_URL), all in the upstream.
 */
export function renderNginxConfig({
  httpPort,
  httpsPort,
  upstreamPort,
  cacheDir,
  cert,
  key,
}: Ports & { cacheDir: string; cert: string; key: string }): string {
  const source = readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8");
  const upstreams = [upstreamPort]
    .flat()
    .map((port) => `server 127.0.0.1:${port};`)
    .join("\n    ");
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:3000;/, upstreams],
    [/proxy_cache_path \/var\/cache\/nginx\/meridian/, `proxy_cache_path ${cacheDir}`],
    [/listen 80;/, `listen 127.0.0.1:${httpPort};`],
    [/\n\s*listen \[::\]:80;/, ""],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/\n\s*listen \[::\]:443 ssl http2;/, ""],
    [/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`],
    [/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`],
  ];
  let config = source;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf: ${pattern} not found`);
    config = config.replace(pattern, value);
  }
  return config;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

/**
 * Starts nginx with deploy/nginx.conf in front of 127.0.0.1:upstreamPort (or each of an array
 * of ports), listening on
 * 127.0.0.1:httpPort (redirects) and httpsPort (the site). Resolves once it answers.
 */
export async function startNginx({ httpPort, httpsPort, upstreamPort }: Ports): Promise<{
  origin: string;
  httpOrigin: string;
  prefix: string;
  stop(): Promise<void>;
}> {
  const prefix = mkdtempSync(path.join(tmpdir(), "meridian-nginx-"));
  for (const dir of ["cache", "temp", "logs"]) mkdirSync(path.join(prefix, dir));
  // Started as root, nginx runs its workers as an unprivileged user (nobody): they must be
  // able to reach the prefix and write the cache and temporary files.
  if (process.getuid?.() === 0) {
    chmodSync(prefix, 0o755);
    for (const dir of ["cache", "temp"]) chmodSync(path.join(prefix, dir), 0o777);
  }
  const { cert, key } = selfSignedCertificate(prefix);
  const site = renderNginxConfig({
    httpPort,
    httpsPort,
    upstreamPort,
    cacheDir: path.join(prefix, "cache"),
    cert,
    key,
  });
  writeFileSync(path.join(prefix, "site.conf"), site);
  const temp = path.join(prefix, "temp");
  // The main configuration Debian's /etc/nginx/nginx.conf would provide, minus root-only bits.
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes auto;",
      `pid ${path.join(prefix, "nginx.pid")};`,
      `error_log ${path.join(prefix, "logs", "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      `  client_body_temp_path ${temp}/body;`,
      `  proxy_temp_path ${temp}/proxy;`,
      `  fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi;`,
      `  scgi_temp_path ${temp}/scgi;`,
      `  include ${path.join(prefix, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(timer);
        done();
      });
      child.kill("SIGQUIT");
    });
  const origin = `https://127.0.0.1:${httpsPort}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = readFileSync(path.join(prefix, "logs", "error.log"), "utf8");
      await stop();
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${log}`);
    }
    try {
      execFileSync("curl", ["-sk", "-o", "/dev/null", `${origin}/__nginx-ready`], {
        timeout: 3_000,
      });
      return { origin, httpOrigin: `http://127.0.0.1:${httpPort}`, prefix, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`nginx did not answer within 15 s: ${stderr}`);
}
