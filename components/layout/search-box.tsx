import { Search } from "lucide-react";
import { cn } from "@/lib/cn";

/** Site search: a plain GET form to /search, so it works before and without JavaScript. */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  return (
    <form action="/search" method="get" role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search"
        autoComplete="off"
        className="border-line text-ink placeholder:text-muted focus:border-brand-500 h-10 w-full rounded-full border bg-white pr-10 pl-4 text-sm focus:outline-none focus-visible:outline-2"
      />
      <button
        type="submit"
        className="text-muted hover:text-brand-700 absolute top-0 right-0 flex size-10 items-center justify-center rounded-full"
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
