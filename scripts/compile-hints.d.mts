export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
