/** Longest query searched or shown; the rest is dropped. */
export const MAX_QUERY_LENGTH = 100;

/** The `q` search parameter as one clean line: first value, spaces collapsed, length capped. */
export function readQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}
