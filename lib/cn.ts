import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins conditional class names and lets later Tailwind utilities override earlier ones.
 * For server components: tailwind-merge is too heavy to ship to the browser, so code that runs
 * there (client components and what they import) joins classes with `clsx` and never passes
 * two utilities for the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
