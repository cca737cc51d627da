export function filesEndingWith(dir: string, extension: string): string[];
export function prerenderedHtml(distDir: string): { route: string; file: string }[];
