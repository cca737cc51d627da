export function loaderScript(
  sources: string[],
  faces?: [string, string, Record<string, string>][],
): string;
export const FONT_BUDGET_MS: number;
export const EARLY_CHUNKS_RTT_MS: number;
export function preloadScript(sources: string[]): string;
export function earlyFontScript(optionalCss: string, urls: string[], bytes: number): string;
export function fontFaceUrl(rule: string): string;
export function fontFaceArgs(rule: string): [string, string, Record<string, string>];
export function optimizeHtml(
  html: string,
  readCss: (href: string) => string,
  sizeOf: (href: string) => number,
): string;
export function inlinableCss(css: string, href: string): string;
export function isOptimized(html: string): boolean;
export function sizeReader(fileOf: (href: string) => string | undefined): (href: string) => number;
export function cssReader(fileOf: (href: string) => string | undefined): (href: string) => string;
