export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function markChunks(files: string[]): number;
