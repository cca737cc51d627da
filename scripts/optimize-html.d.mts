export function loaderScript(sources: string[]): string;
export const EARLY_CHUNKS_RTT_MS: number;
export function preloadScript(sources: string[]): string;
export function optimizeHtml(html: string, readCss: (href: string) => string): string;
export function inlinableCss(css: string, href: string): string;
export function isOptimized(html: string): boolean;
export function cssReader(fileOf: (href: string) => string | undefined): (href: string) => string;
