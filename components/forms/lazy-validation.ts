"use client";

import type { z } from "zod";
import { fieldMessages } from "@/lib/forms/issues";

/** A form's check: its parsed values, or each refused field's message by name. */
export type Validate<TInput, TOutput> = (
  values: TInput,
) => Promise<{ ok: true; values: TOutput } | { ok: false; errors: Record<string, string> }>;

/**
 * A form's check against its schema, which (with zod, about 60 KB of script) loads on first use
 * instead of with the page. `preload` starts the download early, when the visitor first engages
 * with the form, so the first check rarely waits for it.
 */
export function lazyValidation<S extends z.ZodType>(loadSchema: () => Promise<S>) {
  let loading: Promise<S> | undefined;
  const preload = () => (loading ??= loadSchema());
  const validate: Validate<z.input<S>, z.output<S>> = async (values) => {
    const parsed = await (await preload()).safeParseAsync(values);
    return parsed.success
      ? { ok: true, values: parsed.data }
      : { ok: false, errors: fieldMessages(parsed.error.issues) };
  };
  return { validate, preload };
}
