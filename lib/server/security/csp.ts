/**
 * The Content-Security-Policy of every response. Pages are prerendered, so a per-request nonce
 * cannot reach their inline scripts: instead the build (`scripts/site-build.ts`) hashes each
 * prerendered page's inline scripts, and the proxy sends each path its own hashes. Pages
 * rendered per request (search results) get a nonce, which Next applies to its scripts, and the
 * hashes of the layout's own inline script.
 */

/** Exactly what reCAPTCHA v3 and the office map frames need beyond this origin. */
const RECAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
];
const FRAMES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
  "https://www.google.com/maps",
];

/**
 * What may run inline: a page's own hashes and, when it is rendered per request, a nonce. One
 * looser mode exists, never in production: `development`, as `next dev` evaluates modules with
 * eval and injects inline scripts for hot reload.
 */
export type ScriptSources =
  { hashes: readonly string[]; nonce?: string; mode?: undefined } | { mode: "development" };

function inlineScriptSources(sources: ScriptSources): string[] {
  if (sources.mode === "development") return ["'unsafe-inline'", "'unsafe-eval'"];
  return [
    ...sources.hashes.map((hash) => `'${hash}'`),
    ...(sources.nonce ? [`'nonce-${sources.nonce}'`] : []),
  ];
}

export function contentSecurityPolicy(sources: ScriptSources): string {
  const scriptSrc = ["'self'", ...inlineScriptSources(sources), ...RECAPTCHA_SCRIPTS];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // The home page's motion (style props) and the phone drawer (vaul) set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${RECAPTCHA_SCRIPTS[0]}`,
    `frame-src ${FRAMES.join(" ")}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of a response that is not a page (an error, a redirect, a refusal, a built asset). */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Which policy a response carries: a page's own script sources, the API routes' ("api": no
 * inline script), "locked-down" for anything that is not a page, or "per-page" for the fixed
 * headers alone (next.config.ts on every path; the proxy adds each page's policy).
 */
export type PolicyFor = ScriptSources | "api" | "locked-down" | "per-page";

/**
 * Every security header a response carries. The one place they are decided: next.config.ts and
 * proxy.ts send these (deploy/nginx.conf repeats them on the answers it writes itself).
 */
export function securityHeaders(
  production: boolean,
  policy: PolicyFor,
): { key: string; value: string }[] {
  const fixed = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    ...(production
      ? [
          {
            key: "Strict-Transport-Security",
            value: "max-age=63072000; includeSubDomains; preload",
          },
        ]
      : []),
  ];
  if (policy === "per-page") return fixed;
  const value =
    policy === "locked-down"
      ? LOCKED_DOWN_POLICY
      : contentSecurityPolicy(policy === "api" ? { hashes: [] } : policy);
  return [...fixed, { key: "Content-Security-Policy", value }];
}

/** securityHeaders as one object, for a Response or Node's writeHead. */
export function securityHeaderRecord(
  production: boolean,
  policy: PolicyFor,
): Record<string, string> {
  return Object.fromEntries(securityHeaders(production, policy).map((h) => [h.key, h.value]));
}

/**
 * The manifest the build writes (`.next/csp-manifest.json`): URL path -> hashes of that page's
 * inline scripts, the hashes of the error pages, which are served at any path, and those every
 * prerendered page carries: the layout's own (the web font's script, lib/build/web-font.ts), which a
 * page rendered per request carries too. (A manifest from before `everyPage` reads as none.)
 */
export interface CspManifest {
  buildId: string;
  pages: Record<string, string[]>;
  errorPages: string[];
  everyPage?: string[];
}

/**
 * The manifest as scripts/site-build.ts writes it: the fields above, always with `everyPage`,
 * and the build's own report, which the server does not read. One type, so the writer and the
 * reader cannot drift apart.
 */
export type WrittenCspManifest<Report> = Required<CspManifest> & {
  builtBy: string;
  optimisations: Report;
};

/**
 * A response rendered for this request: Next puts the nonce on every script it writes; the
 * layout's own script is allowed by its hash.
 */
export function perRequestScriptSources(manifest: CspManifest | null): ScriptSources {
  return { hashes: manifest?.everyPage ?? [], nonce: btoa(crypto.randomUUID()) };
}

/**
 * A page's script sources. `null` manifest (missing or unreadable): no inline script at all, so
 * pages are served readable, without hydrating, and never with 'unsafe-inline'.
 */
export function scriptSourcesFor(manifest: CspManifest | null, pathname: string): ScriptSources {
  if (!manifest) return { hashes: [] };
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const hashes = manifest.pages[path];
  if (hashes) return { hashes };
  // Rendered per request, or an error page (the prerendered 404 or 500): allow both.
  const allowed = [...new Set([...manifest.errorPages, ...(manifest.everyPage ?? [])])];
  return { hashes: allowed, nonce: btoa(crypto.randomUUID()) };
}
