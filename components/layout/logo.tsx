import { Link } from "@/components/ui/link";
import { site } from "@/content/site";

/**
 * The brand mark: a stylized meridian arc over a baseline, and the firm's name. In a header
 * narrower than 16rem (320 px with text at 200%) the name is left to screen readers, so the
 * mark and the menu button still fit.
 */
export function Logo() {
  return (
    <Link href="/" className="text-brand-900 flex min-w-0 items-center gap-2 font-bold">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-800" />
        <path d="M7 22a9 9 0 0 1 18 0" className="stroke-accent-400 fill-none" strokeWidth="3" />
        <path
          d="M16 7v15M8 25h16"
          className="fill-none stroke-white"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-base leading-tight whitespace-nowrap sm:text-lg @max-[16rem]:sr-only">
        {site.shortName}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
