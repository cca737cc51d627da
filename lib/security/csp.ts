/**
 * The Content-Security-Policy of every response. Pages are prerendered, so a per-request nonce
 * cannot reach their inline scripts: instead `scripts/csp-manifest.mjs` hashes each prerendered
 * page's inline scripts after `next build`, and the proxy sends each path its own hashes.
 * Pages rendered per request (search results) get a nonce, which Next applies to its scripts.
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

export type ScriptSources = { hashes: readonly string[]; nonce?: string };

export function contentSecurityPolicy({ hashes, nonce }: ScriptSources): string {
  const scriptSrc = [
    "'self'",
    ...hashes.map((h) => `'${h}'`),
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...RECAPTCHA_SCRIPTS,
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // Radix and vaul position menus and drawers with inline style attributes.
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

/** Headers every response carries besides the CSP (set in next.config.ts). */
export function staticSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
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
}

/** The manifest written after the build: path -> hashes of that page's inline scripts. */
export interface CspManifest {
  pages: Record<string, string[]>;
  notFound: string[];
}

export function scriptSourcesFor(manifest: CspManifest | null, pathname: string): ScriptSources {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const hashes = manifest?.pages[path];
  if (hashes) return { hashes };
  // Rendered per request, or the prerendered 404 page: allow both.
  return { hashes: manifest?.notFound ?? [], nonce: btoa(crypto.randomUUID()) };
}
