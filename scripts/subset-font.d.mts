export const EXTRA_CHARACTERS: string;
export const WEIGHTS: { min: number; max: number };
export const OUTPUT: string;
export function unicodeRange(): string;
export const FACTS: string;
