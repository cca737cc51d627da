import searchIcon from "@/components/ui/icons/search";
import { SvgIcon } from "@/components/ui/svg-icon";
import { SearchCombobox, type SuggestionPlacement } from "@/components/search/search-combobox";
import { clsx } from "clsx";

/**
 * Site search: a plain GET form to /search, so it works before and without JavaScript; with
 * JavaScript its input suggests pages as you type (components/search/search-combobox.tsx).
 */
export function SearchBox({
  id,
  className,
  defaultValue,
  placement,
  label = "Site search",
  inputLabel = "Search the site",
  size = "default",
  onNavigate,
}: {
  id: string;
  className?: string;
  /** The query already searched for (the /search page). */
  defaultValue?: string;
  placement?: SuggestionPlacement;
  /** The search landmark's name, distinct when a page has two. */
  label?: string;
  /** The field's name, distinct from the header's where a page has a second box. */
  inputLabel?: string;
  size?: "default" | "large";
  onNavigate?: () => void;
}) {
  const large = size === "large";
  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label={label}
      className={clsx("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        {inputLabel}
      </label>
      <SearchCombobox
        id={id}
        defaultValue={defaultValue}
        placement={placement}
        onNavigate={onNavigate}
        inputClassName={clsx(
          // The focus ring is the site's (globals.css): 2 px, offset, at 3:1 or more.
          "border-line text-ink placeholder:text-muted focus:border-brand-500 w-full rounded-full border bg-white",
          large ? "h-14 pr-14 pl-6 text-lg" : "h-10 pr-10 pl-4 text-sm",
        )}
      />
      <button
        type="submit"
        className={clsx(
          "text-muted hover:text-brand-700 absolute top-0 right-0 flex items-center justify-center rounded-full",
          large ? "size-14" : "size-10",
        )}
      >
        <SvgIcon shapes={searchIcon} className={large ? "size-5" : "size-4"} />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
