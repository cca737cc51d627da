"use client";

import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver whose schema, zod and the zod resolver load on first use instead of
 * with the page. `preload` starts the download early, when the
 * visitor first engages with the form, so the first validation rarely waits for it.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
) {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<Loaded> | undefined;
  const preload = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Loaded,
    ));
  const resolver: Loaded = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
