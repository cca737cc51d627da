// @ts-check
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const nextLink = {
  name: "next/link",
  message: "Use Link from @/components/ui/link: it prefetches on intent, not every link in view.",
};

// lib/ by where code runs (README, "Where things are"). A folder's own rule replaces the
// project-wide one, so each keeps the next/link restriction beside its boundary.
/** @param {string} folder */
const into = (folder) => ({
  // `@/lib/server/x`, `../lib/server/x.ts`, and from inside lib/ `../server/x`
  regex: `^(@/lib/|(\\.\\./)+(lib/)?|\\./(lib/)?)${folder}(/|$)`,
  message: `lib/${folder}/ runs elsewhere; see README, "Where things are".`,
});
/**
 * @param {string[]} files
 * @param {object[]} patterns
 * @returns {import("eslint").Linter.Config}
 */
const boundary = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { paths: [nextLink], patterns }] },
});
const domain = ["content", "deadlines", "search", "forms", "ui"].map((d) => `lib/${d}/**`);
const boundaries = [
  boundary(domain, [into("server"), into("client"), into("build")]),
  boundary(["lib/client/**"], [into("server"), into("build")]),
  boundary(["lib/build/**"], [into("client")]),
  boundary(["lib/server/**"], [into("client")]),
  // Components may be client components, so lib/server/ is closed to them with two exceptions:
  // lib/server/seo (server-only), read by three server components for the site's URL and
  // titles (a client bundle that reached it would fail the build at `import "server-only"`),
  // and lib/server/forms/actions, a "use server" module: a client form gets a reference to
  // the action, never its code.
  boundary(
    ["components/**"],
    [
      into("build"),
      {
        regex: "^(@/lib/|(\\.\\./)+lib/)server/(?!seo$|forms/actions$)",
        message: "components/ may be client code: keep lib/server/ behind app/ or a server action.",
      },
    ],
  ),
];

/** @type {import("eslint").Linter.Config[]} */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-imports": ["error", nextLink],
    },
  },
  ...boundaries,
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "bench/.bare/**",
      "bench/out/**",
      "screens/**",
    ],
  },
];

export default config;
