export function inlineScripts(html: string): { attrs: string; body: string; hash: string }[];
export function inlineScriptHashes(html: string): string[];
export function listInProxyTrace(distDir: string, file: string): number;
