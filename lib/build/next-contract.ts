/**
 * The contract with Next and React: every assumption the site makes about their private output,
 * each named once here.
 *
 * The build checks each one against what it really wrote (scripts/site-build.ts). Two kinds:
 * - `speed`: an optimisation relies on it. Where it does not hold, that optimisation steps aside
 *   on the pages concerned (they are served as Next wrote them) and the build's closing report
 *   names it, the pages and what was found (docs/delivery.md says what to do next).
 * - `security`: the strict script policy or the forms rely on it. One that does not
 *   hold fails `next build` (or `npm run build`) with a ContractError naming it and the file.
 * tests/unit/next-contract.test.ts shows each.
 *
 * Plain data and string checks only.
 */

export interface Assumption {
  /** What the error calls it. */
  name: string;
  /** What must hold, in the words of the output it is checked against. */
  holds: string;
  /** The site's code that relies on it. */
  usedBy: string;
  /** What a failure costs: an optimisation steps aside (`speed`) or the build fails. */
  kind: "speed" | "security";
}

export const ASSUMPTIONS = {
  adapterOutputs: {
    name: "adapter outputs",
    holds:
      "onBuildComplete receives outputs.prerenders (pathname, fallback.filePath of each page's " +
      "HTML), outputs.staticFiles (pathname, filePath) and outputs.middleware (the proxy, with " +
      "its assets)",
    usedBy: "scripts/next-adapter.ts",
    kind: "security",
  },
  chunkTag: {
    name: "chunk script tag",
    holds:
      "each page loads its client chunks as <script> elements with only src " +
      '("/_next/static/chunks/….js") and async, which the rewrite replaces with its loader',
    usedBy: "scripts/optimize-html.ts",
    kind: "speed",
  },
  entryPreload: {
    name: "entry chunk preload",
    holds:
      'a page preloads chunks as <link rel="preload" href="/_next/static/chunks/….js">, which ' +
      "the rewrite removes with the chunk scripts so they cannot compete with the first paint",
    usedBy: "scripts/optimize-html.ts",
    kind: "speed",
  },
  stylesheetLink: {
    name: "stylesheet link",
    holds:
      'a page links its styles as <link rel="stylesheet" href="/_next/static/….css">, whose ' +
      "file the rewrite inlines",
    usedBy: "scripts/optimize-html.ts",
    kind: "speed",
  },
  stylesheetDedup: {
    name: "React stylesheet de-duplication",
    holds:
      "React's client looks for a stylesheet it rendered with the selector " +
      'link[rel="stylesheet"][href=…], so the inlined sheet\'s disabled link stops it fetching ' +
      "the file again",
    usedBy: "scripts/optimize-html.ts",
    kind: "speed",
  },
  prerenderManifest: {
    name: "prerender manifest",
    holds:
      "prerender-manifest.json lists each prerendered route under `routes`, an HTML page's " +
      "with a dataRoute ending .rsc",
    usedBy: "scripts/site-build.ts",
    kind: "security",
  },
  proxyTrace: {
    name: "proxy trace",
    holds:
      "server/middleware.js.nft.json (or proxy.js.nft.json) lists the files packaged with the " +
      "proxy's function, the CSP manifest among them once the build lists it",
    usedBy: "scripts/csp-hashes.ts",
    kind: "security",
  },
  actionFields: {
    name: "React action fields",
    holds:
      "a form bound to a server action carries React's own hidden fields, named $ACTION_… " +
      "(or N_$ACTION_…), beside the visitor's",
    usedBy: "lib/server/forms/actions.ts",
    kind: "security",
  },
  routerPushState: {
    name: "router history.pushState",
    holds:
      "the app router records a client-side navigation with window.history.pushState, " +
      "which the web font's script wraps",
    usedBy: "lib/build/web-font.ts",
    kind: "speed",
  },
} as const satisfies Record<string, Assumption>;

export type AssumptionId = keyof typeof ASSUMPTIONS;

/** An assumption that no longer holds, in the file where the build found it broken. */
export class ContractError extends Error {
  readonly assumption: Assumption;
  readonly file: string;

  constructor(id: AssumptionId, file: string, found: string) {
    const assumption = ASSUMPTIONS[id];
    super(
      `Next contract: "${assumption.name}" no longer holds in ${file}: ${found}. ` +
        `Expected: ${assumption.holds} (relied on by ${assumption.usedBy}, lib/build/next-contract.ts).`,
    );
    this.name = "ContractError";
    this.assumption = assumption;
    this.file = file;
  }
}

// ---- Client chunks: React's stylesheet lookup, the router's history call ----

/** How React's client finds a stylesheet already in the document, by its href. */
const STYLESHEET_LOOKUP = `'link[rel="stylesheet"]['`;
/** The router's call (the app router's chunk is the one that names `pendingPush`). */
const ROUTER_PUSH = /window\.history\.pushState\(/;
const ROUTER_MARK = "pendingPush";

/** A speed assumption that does not hold: what was found, and where. */
export interface Finding {
  assumption: AssumptionId;
  file: string;
  found: string;
}

/**
 * What the client chunks (their text, by file) lack of React's lookup and the router's call:
 * both are speed assumptions, so each missing one is a finding for the build's report.
 */
export function checkClientChunks(
  chunks: { file: string; text: string }[],
  where: string,
): Finding[] {
  const findings: Finding[] = [];
  if (!chunks.some(({ text }) => text.includes(STYLESHEET_LOOKUP)))
    findings.push({
      assumption: "stylesheetDedup",
      file: where,
      found: `no client chunk holds React's selector ${STYLESHEET_LOOKUP}`,
    });
  const router = chunks.filter(({ text }) => text.includes(ROUTER_MARK));
  if (!router.some(({ text }) => ROUTER_PUSH.test(text)))
    findings.push({
      assumption: "routerPushState",
      file: router[0]?.file ?? where,
      found: router.length
        ? "the router's chunk no longer calls window.history.pushState("
        : `no client chunk holds the router (its ${ROUTER_MARK} flag)`,
    });
  return findings;
}

// ---- prerender-manifest.json ----

/** Routes that are prerendered pages but are never served at their own path. */
const ERROR_ROUTES = new Set(["/_not-found", "/_global-error"]);

/** The HTML routes the manifest lists, error pages apart; `file` names it in an error. */
export function prerenderedRoutesIn(json: string, file: string): string[] {
  let routes: unknown;
  try {
    routes = (JSON.parse(json) as { routes?: unknown }).routes;
  } catch (error) {
    throw new ContractError("prerenderManifest", file, `not JSON (${(error as Error).message})`);
  }
  if (!routes || typeof routes !== "object")
    throw new ContractError("prerenderManifest", file, "no `routes` object");
  return Object.entries(routes as Record<string, { dataRoute?: string | null }>)
    .filter(([route, entry]) => entry?.dataRoute?.endsWith(".rsc") && !ERROR_ROUTES.has(route))
    .map(([route]) => route);
}

// ---- The proxy's trace ----

/** The trace files a build may hold, in `.next/server`. */
export const PROXY_TRACES = ["middleware.js.nft.json", "proxy.js.nft.json"];

/** Checks that there is a trace and each lists its `entry` (the manifest, relative to it). */
export function checkProxyTrace(
  traces: { file: string; files: unknown; entry: string }[],
  where: string,
): void {
  if (traces.length === 0)
    throw new ContractError("proxyTrace", where, `none of ${PROXY_TRACES.join(", ")} is there`);
  for (const { file, files, entry } of traces)
    if (!Array.isArray(files) || !files.includes(entry))
      throw new ContractError("proxyTrace", file, `its files do not list ${entry}`);
}

// ---- Adapter outputs ----

export interface AdapterOutputs {
  prerenders: { pathname: string; fallback?: { filePath?: string } }[];
  staticFiles: { pathname: string; filePath: string }[];
  middleware?: { assets: Record<string, string>; assetsHashes?: Record<string, string> };
}

/** Checks the outputs Next handed the adapter have the fields it reads. */
export function checkAdapterOutputs(outputs: unknown): asserts outputs is AdapterOutputs {
  const where = "the adapter's onBuildComplete context";
  const o = (outputs ?? {}) as Record<string, unknown>;
  const list = (name: string) => {
    const value = o[name];
    if (!Array.isArray(value)) throw new ContractError("adapterOutputs", where, `no ${name} list`);
    return value as Record<string, unknown>[];
  };
  const prerenders = list("prerenders");
  const staticFiles = list("staticFiles");
  const html = prerenders.filter((p) => {
    const fallback = p.fallback as { filePath?: unknown } | undefined;
    return typeof fallback?.filePath === "string" && fallback.filePath.endsWith(".html");
  });
  if (html.length === 0 || html.some((p) => typeof p.pathname !== "string"))
    throw new ContractError(
      "adapterOutputs",
      where,
      "no prerender with a pathname and an HTML fallback.filePath",
    );
  if (!staticFiles.some((f) => typeof f.pathname === "string" && typeof f.filePath === "string"))
    throw new ContractError("adapterOutputs", where, "no static file with pathname and filePath");
  const proxy = o.middleware as { assets?: unknown } | undefined;
  if (!proxy || typeof proxy.assets !== "object" || proxy.assets === null)
    throw new ContractError("adapterOutputs", where, "no outputs.middleware with its assets");
}

// ---- Server actions: React's fields ----

/** React's own fields in a posted form: the action's reference and bound state, not the visitor's. */
export const ACTION_FIELD = /^(\d+_)?\$ACTION|^0$/;

/**
 * Checks that the prerendered pages' action forms carry React's fields by those names: `fields`
 * are the names of each page's hidden inputs that start with `$`.
 */
export function checkActionFields(
  pages: { file: string; fields: string[] }[],
  where: string,
): void {
  const names = pages.flatMap(({ file, fields }) => fields.map((name) => ({ file, name })));
  const foreign = names.find(({ name }) => !ACTION_FIELD.test(name));
  if (foreign)
    throw new ContractError("actionFields", foreign.file, `a hidden field named ${foreign.name}`);
  if (!names.some(({ name }) => name.startsWith("$ACTION")))
    throw new ContractError("actionFields", where, "no page carries a $ACTION_ field");
}
