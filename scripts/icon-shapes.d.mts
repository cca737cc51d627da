export const DIR: string;
export function iconFiles(): Record<string, string>;
