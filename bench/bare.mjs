// The floor: a bare Next.js app (one page with one heading, no client component) built with
// this project's own next and react from node_modules, so every route's script weight can be
// read as floor + overhead. Generated into bench/.bare (git-ignored); rebuilt only when the
// versions or these files change.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { log, NEXT_BIN, packageVersion, ROOT, run } from "./lib.mjs";

export const BARE_DIR = path.join(ROOT, "bench", ".bare");

const FILES = {
  "package.json": JSON.stringify({ name: "bench-bare", private: true, type: "module" }, null, 2),
  "next.config.mjs": "export default {};\n",
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
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
    </main>
  );
}
`,
};

function stamp() {
  const hash = createHash("sha256");
  hash.update(`next ${packageVersion("next")} react ${packageVersion("react")} `);
  hash.update(`react-dom ${packageVersion("react-dom")} `);
  for (const [name, text] of Object.entries(FILES)) hash.update(`${name}\n${text}`);
  return hash.digest("hex");
}

/** Writes and builds the bare app unless an identical build is already there. */
export async function buildBare() {
  const wanted = stamp();
  const stampFile = path.join(BARE_DIR, ".bench-stamp");
  const built = path.join(BARE_DIR, ".next", "BUILD_ID");
  if (existsSync(built) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) {
    log("bare page: reusing the build in bench/.bare");
    return;
  }
  rmSync(BARE_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(BARE_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  // The project's own packages, not a fresh install: the same next/react versions, no network.
  symlinkSync(path.join("..", "..", "node_modules"), path.join(BARE_DIR, "node_modules"), "dir");
  log(`bare page: building with next ${packageVersion("next")}, react ${packageVersion("react")}`);
  await run(process.execPath, [NEXT_BIN, "build"], { cwd: BARE_DIR });
  writeFileSync(stampFile, wanted);
}
