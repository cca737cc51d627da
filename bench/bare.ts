// The floor: a bare Next.js app (one page with one heading, no client component) built with
// this project's own next and react from node_modules, so every route's script weight can be
// read as floor + overhead; a second page, /floor, is the interactions' floor. Rebuilt only
// when the versions or these files change.
//
// It lives outside the working tree: Turbopack looks for instrumentation.ts and proxy.ts in the
// project's parent directories too, so a bare app inside this repository would compile the
// site's own hooks. Its node_modules is a symlink to ours (no install, no network).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { log, NEXT_BIN, packageVersion, ROOT, run } from "./lib.ts";

export const BARE_DIR = path.join(os.tmpdir(), "meridian-ip-bench-bare");

/** Turbopack compiles only files under its root: it must hold the app and our node_modules. */
function commonAncestor(a: string, b: string): string {
  const [x, y] = [a.split(path.sep), b.split(path.sep)];
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return x.slice(0, i).join(path.sep) || path.sep;
}
const TURBOPACK_ROOT = commonAncestor(BARE_DIR, ROOT);

/** As many links as the site's IP Services panel shows (54, counted in the open panel). */
export const FLOOR_LINKS = 54;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-bare", private: true, type: "module" }, null, 2),
  "next.config.mjs": `export default ${JSON.stringify({ turbopack: { root: TURBOPACK_ROOT }, outputFileTracingRoot: TURBOPACK_ROOT })};\n`,
  "tsconfig.json": JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        lib: ["dom", "dom.iterable", "esnext"],
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        isolatedModules: true,
        skipLibCheck: true,
        plugins: [{ name: "next" }],
      },
      include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
      exclude: ["node_modules"],
    },
    null,
    2,
  ),
  "app/layout.tsx": `import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Bare Next.js page",
  description: "The smallest page this stack serves: one heading, no client component.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // Without an icon the browser's /favicon.ico request fails and costs best-practices points.
  "app/icon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8"/></svg>\n`,
  // The interactions' floor (bench/interactivity.ts FLOOR_INTERACTIONS), on a page of its own so
  // that / stays the hydration and script floor: what the browser alone costs, with no script of
  // the page's, to open a panel of as many links as the site's IP Services panel and to answer a
  // submit with an empty required field (it focuses the field, scrolled up into view).
  "app/floor/page.tsx": `const links = Array.from({ length: ${FLOOR_LINKS} }, (_, i) => i + 1);
const filler = Array.from({ length: 12 }, (_, i) => i + 1);

export default function Floor() {
  return (
    <main>
      <h1>Interaction floor</h1>
      <details>
        <summary>Open the panel</summary>
        <ul style={{ display: "grid", gridTemplateColumns: "repeat(5, 1fr)", listStyle: "none" }}>
          {links.map((i) => (
            <li key={i}>
              <a href={"#link-" + i} style={{ display: "block", padding: "4px 8px" }}>
                Link {i} of the panel
              </a>
            </li>
          ))}
        </ul>
      </details>
      <form aria-label="Floor form">
        <label>
          Name <input name="name" required />
        </label>
        {filler.map((i) => (
          <p key={i}>Paragraph {i}, between the first field and the button that submits the form.</p>
        ))}
        <button type="submit">Submit</button>
      </form>
    </main>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
    </main>
  );
}
`,
};

function stamp(): string {
  const hash = createHash("sha256");
  hash.update(`next ${packageVersion("next")} react ${packageVersion("react")} `);
  hash.update(`react-dom ${packageVersion("react-dom")} `);
  for (const [name, text] of Object.entries(FILES)) hash.update(`${name}\n${text}`);
  return hash.digest("hex");
}

/** Writes and builds the bare app unless an identical build is already there. */
export async function buildBare(): Promise<void> {
  const wanted = stamp();
  const stampFile = path.join(BARE_DIR, ".bench-stamp");
  const built = path.join(BARE_DIR, ".next", "BUILD_ID");
  if (existsSync(built) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) {
    log(`bare page: reusing the build in ${BARE_DIR}`);
    return;
  }
  rmSync(BARE_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(BARE_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  // The project's own packages, not a fresh install: the same next/react versions, no network.
  symlinkSync(path.join(ROOT, "node_modules"), path.join(BARE_DIR, "node_modules"), "dir");
  log(`bare page: building with next ${packageVersion("next")}, react ${packageVersion("react")}`);
  await run(process.execPath, [NEXT_BIN, "build"], { cwd: BARE_DIR });
  writeFileSync(stampFile, wanted);
}
