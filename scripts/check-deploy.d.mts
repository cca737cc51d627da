export function parsePolicy(policy: string | null | undefined): Record<string, string[]>;
export function policyProblems(policy: string | null | undefined): string[];
export function blockedInlineScripts(
  html: string,
  policy: string | null | undefined,
): { attrs: string; body: string; hash: string }[];
export function missingHeaders(headers: Headers, https: boolean): string[];
export function pageProblems(answer: {
  status: number;
  expectedStatus: number;
  headers: Headers;
  html: string;
  https: boolean;
}): string[];
