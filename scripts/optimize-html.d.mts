export function loaderScript(
  sources: string[],
  faces?: [string, string, Record<string, string>][],
): string;
export function earlyFontScript(optionalCss: string): string;
export function fontFaceArgs(rule: string): [string, string, Record<string, string>];
export function optimizeHtml(html: string, readCss: (href: string) => string): string;
export function inlinableCss(css: string, href: string): string;
export function isOptimized(html: string): boolean;
export function cssReader(fileOf: (href: string) => string | undefined): (href: string) => string;
