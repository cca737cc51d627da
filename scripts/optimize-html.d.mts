export function loaderScript(sources: string[]): string;
export function optimizeHtml(html: string, readCss: (href: string) => string): string;
export function inlinableCss(css: string, href: string): string;
