"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import { quoteHref } from "@/lib/quote-links";

const quoteLinkClass =
  "bg-accent-500 text-brand-950 hover:bg-accent-400 inline-flex min-h-11 items-center rounded-full px-6 font-semibold transition-colors";

/**
 * 'Get a Quote' for the page it is on. The banner sits in a shared layout, which cannot know
 * the page; the path is read here, and prerendering puts the right link in the HTML.
 */
export function QuoteLink({ path }: { path?: string }) {
  const current = usePathname();
  return (
    <Link href={quoteHref(path ?? current)} className={quoteLinkClass}>
      Get a Quote
    </Link>
  );
}
