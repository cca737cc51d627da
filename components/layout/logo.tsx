import { Link } from "@/components/ui/link";
import { site } from "@/content/site";

/** The brand mark: a stylized meridian arc over a baseline, and the firm's name. */
export function Logo() {
  return (
    <Link href="/" className="text-brand-900 flex shrink-0 items-center gap-2 font-bold">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-800" />
        <path d="M7 22a9 9 0 0 1 18 0" className="stroke-accent-400 fill-none" strokeWidth="3" />
        <path
          d="M16 7v15M8 25h16"
          className="fill-none stroke-white"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-base leading-tight sm:text-lg">
        {site.shortName}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
