import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// The type scale's steps (app/globals.css @theme): sizes, so that a colour given with one
// (text-card and text-emerald-700) is not taken for a second colour and dropped.
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ["display", "title", "heading", "subheading", "card"] },
  },
});

/**
 * Joins conditional class names and lets later Tailwind utilities override earlier ones.
 * For server components: tailwind-merge is too heavy to ship to the browser, so code that runs
 * there (client components and what they import) joins classes with `clsx` and never passes
 * two utilities for the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
