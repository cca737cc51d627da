/** The part of a zod issue that says which field it is about and what to tell the visitor. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Each field's first message, by field name, in the order the schema checked them: what the
 * browser shows beside each field and the server answers a refused body with. An issue about
 * the whole body (no path) is filed under "form".
 */
export function fieldMessages(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}
