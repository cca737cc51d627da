// The comparison point for `npm run bench:load`: a plain node:http server that answers a page's
// path with the HTML `next build` prerendered for it (scripts/build-files.ts finds it), read from
// disk on every request like any static file server. No compression, no caching headers logic.
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { prerenderedHtml } from "../scripts/build-files.ts";
import { HOST, ROOT } from "./lib.ts";

/** URL path -> the prerendered HTML file, in whichever layout the build wrote it. */
const PAGES = new Map(
  prerenderedHtml(path.join(ROOT, ".next")).map((page) => [page.route, page.file]),
);

function fileFor(urlPath: string): string | null {
  return PAGES.get(urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath) ?? null;
}

export async function startStaticServer(
  port: number,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const file =
      req.method === "GET" ? fileFor(new URL(req.url ?? "/", "http://x").pathname) : null;
    if (!file) {
      res.writeHead(req.method === "GET" ? 404 : 405).end();
      return;
    }
    try {
      const html = await readFile(file);
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": html.length,
      });
      res.end(html);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return {
    origin: `http://${HOST}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node bench/static-server.ts <port>`: runs alone in its own process, so the load generator
// does not share its event loop.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startStaticServer(Number(process.argv[2] ?? 3320));
  console.log(`static server on ${server.origin}`);
  process.on("SIGTERM", () => server.stop().then(() => process.exit(0)));
}
