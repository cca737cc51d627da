// A small stand-in for Vercel's edge, to load a `vercel build` output in a browser on loopback:
//   node tests/deploy/support/vercel-edge.ts <project dir> <port>
//
// It does what the platform does for a page load, from the Build Output API files alone:
// - the routes of `.vercel/output/config.json` before `{ handle: "filesystem" }`: the trailing
//   slash redirect, the headers from next.config.ts, and the call to the middleware function;
// - the middleware function (`functions/_middleware.func`, the site's proxy.ts) assembled from
//   its `.vc-config.json` file list and launched in this Node process, as the platform would;
//   its response headers (the page's Content-Security-Policy) go on the answer;
// - the body from `static/` or a prerendered page's `functions/<path>.prerender-fallback.html`,
//   and `static/404.html` with status 404 when there is none.
// Requests that carry Next's router headers (client navigation) are not handled: the tests only
// load pages. Nothing is fetched from outside this machine.
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { readdirSync, statSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** A route of the Build Output API's config.json, as far as this stand-in reads it. */
interface Route {
  src: string;
  handle?: string;
  has?: unknown;
  missing?: { type: string; key: string }[];
  headers?: Record<string, string>;
  status?: number;
  middlewarePath?: string;
}

type Middleware = (request: Request) => Promise<Response>;

const projectDir = path.resolve(process.argv[2] ?? ".");
const port = Number(process.argv[3]);
const output = path.join(projectDir, ".vercel", "output");
const { routes } = JSON.parse(readFileSync(path.join(output, "config.json"), "utf8")) as {
  routes: Route[];
};

/** The middleware function, laid out as the platform unpacks it, and its handler. */
function launchMiddleware(): Middleware {
  const funcDir = path.join(output, "functions", "_middleware.func");
  const vcConfig = JSON.parse(readFileSync(path.join(funcDir, ".vc-config.json"), "utf8")) as {
    filePathMap?: Record<string, string>;
    useWebApi?: boolean;
    handler: string;
  };
  const root = mkdtempSync(path.join(tmpdir(), "vercel-middleware-"));
  const place = (from: string, to: string) => {
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  };
  for (const [to, from] of Object.entries(vcConfig.filePathMap ?? {}))
    place(path.join(projectDir, from), path.join(root, to));
  for (const name of readdirSync(funcDir))
    if (name !== ".vc-config.json") place(path.join(funcDir, name), path.join(root, name));
  if (vcConfig.useWebApi !== true) throw new Error("expected a Web API middleware function");
  const handler = createRequire(import.meta.url)(path.join(root, vcConfig.handler));
  return handler.default ?? handler;
}
const middleware = launchMiddleware();

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

/** The file the platform serves for a path, if any. */
function fileFor(pathname: string): string | undefined {
  const page = pathname === "/" ? "/index" : pathname;
  const candidates = [
    path.join(output, "static", pathname),
    path.join(output, "static", `${page}.html`),
    path.join(output, "functions", `${page}.prerender-fallback.html`),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const substitute = (value: string, match: RegExpExecArray) =>
  value.replace(/\$(\d+)/g, (_, n) => match[Number(n)] ?? "");

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  const headers: Record<string, string> = {};
  let status = 200;
  for (const route of routes) {
    if (route.handle) break;
    if (route.has) continue;
    if (route.missing?.some((m) => m.type === "header" && request.headers[m.key.toLowerCase()]))
      continue;
    const match = new RegExp(route.src).exec(url.pathname);
    if (!match) continue;
    for (const [key, value] of Object.entries(route.headers ?? {}))
      headers[key.toLowerCase()] = substitute(value, match);
    if (route.status && route.status >= 300 && route.status < 400 && headers.location) {
      response.writeHead(route.status, headers);
      return response.end();
    }
    if (route.status) status = route.status;
    if (route.middlewarePath) {
      const result = await middleware(
        new Request(url, { method: request.method, headers: request.headers as HeadersInit }),
      );
      // A middleware that answers itself (a refusal) ends the request there.
      if (!result.headers.has("x-middleware-next") && !result.headers.has("x-middleware-rewrite")) {
        response.writeHead(result.status, { ...headers, ...Object.fromEntries(result.headers) });
        return response.end(Buffer.from(await result.arrayBuffer()));
      }
      for (const [key, value] of result.headers)
        if (!key.startsWith("x-middleware-")) headers[key] = value;
    }
  }
  let file: string | undefined = fileFor(url.pathname);
  if (!file) {
    status = 404;
    file = path.join(output, "static", "404.html");
  }
  headers["content-type"] ??=
    TYPES[path.extname(file).replace(/\.prerender-fallback/, "")] ?? TYPES[".html"]!;
  if (file.endsWith(".html")) headers["content-type"] = TYPES[".html"]!;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : readFileSync(file));
}

http
  .createServer((request, response) =>
    answer(request, response).catch((error) => {
      console.error(error);
      response.writeHead(500, { "content-type": "text/plain" });
      response.end("stand-in edge error\n");
    }),
  )
  .listen(port, "127.0.0.1", () => console.log(`vercel edge stand-in on 127.0.0.1:${port}`));
