"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { clsx } from "clsx";
import type { SuggestionMatch } from "@/lib/search/suggest";
import { HighlightedText } from "./highlighted-text";
import { loadSuggester, type Suggester } from "./suggester";
import { useHydrated } from "@/lib/client/hydrated";
import { afterPaint } from "@/lib/client/idle";

export type SuggestionPlacement = "below" | "below-end" | "inline";

const PLACEMENT: Record<SuggestionPlacement, string> = {
  below: "absolute inset-x-0 top-full z-40 mt-2",
  "below-end": "absolute right-0 top-full z-40 mt-2 w-[min(26rem,calc(100vw-2rem))]",
  inline: "relative mt-2",
};

/**
 * The search input. Server-rendered as a plain text box of a GET form; once hydrated it
 * becomes a combobox (ARIA 1.2 list autocomplete) suggesting pages from the compact index,
 * which it fetches, with the ranking code, on first focus. Enter on a suggestion opens it,
 * otherwise submits the form.
 */
export function SearchCombobox({
  id,
  defaultValue,
  placement = "below-end",
  inputClassName,
  onNavigate,
}: {
  id: string;
  defaultValue?: string;
  placement?: SuggestionPlacement;
  inputClassName?: string;
  /** Called after a suggestion is opened (the phone drawer closes itself). */
  onNavigate?: () => void;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const suggester = useRef<Suggester | undefined>(undefined);
  const [query, setQuery] = useState(defaultValue ?? "");
  const [matches, setMatches] = useState<SuggestionMatch[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const cancelSuggesting = useRef<(() => void) | undefined>(undefined);
  /** The text `matches` were ranked for. */
  const matchedFor = useRef("");

  const trimmed = query.trim();
  // The pages, then "all results" for the query.
  const optionCount = matches.length + 1;
  const optionId = (i: number) => `${listboxId}-option-${i}`;

  function update(value: string) {
    setQuery(value);
    setActive(-1);
    cancelSuggesting.current?.();
    if (value.trim().length < 2) {
      setOpen(false);
      return;
    }
    // Ranking and drawing the list wait until the typed character has painted: the keystroke
    // answers at once, and the list follows a frame later. Keystrokes typed while the index
    // loads each wait for it; only the last one's list is drawn.
    const show = (suggest: Suggester) => {
      cancelSuggesting.current?.();
      cancelSuggesting.current = afterPaint(() => {
        // The index may arrive after more typing: suggest for what the box holds now.
        const current = inputRef.current?.value ?? value;
        if (current.trim().length < 2) return;
        matchedFor.current = current;
        setMatches(suggest(current));
        setOpen(true);
      });
    };
    if (suggester.current) show(suggester.current);
    else
      loadSuggester()
        .then((loaded) => {
          suggester.current = loaded;
          if (document.activeElement === inputRef.current) show(loaded);
        })
        .catch(() => setOpen(false)); // no suggestions: the form still submits
  }

  function close() {
    cancelSuggesting.current?.();
    setOpen(false);
    setActive(-1);
  }

  function go(i: number) {
    const page = matches[i];
    const href = page ? page.path : `/search?q=${encodeURIComponent(trimmed)}`;
    close();
    inputRef.current?.blur();
    router.push(href);
    onNavigate?.();
  }

  useEffect(() => () => cancelSuggesting.current?.(), []);

  // Escape closes the list without also closing the drawer around it, whose listener runs
  // in the capture phase on the document: only a window capture listener comes first.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault(); // keep the text (a search input clears itself on Escape)
      close();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (trimmed.length < 2) return;
      event.preventDefault();
      if (!open) {
        // A list closed with Escape reopens at once, so the next key already moves in it.
        if (matchedFor.current === query) setOpen(true);
        else update(query);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (current === -1) return step === 1 ? 0 : optionCount - 1;
        return (current + step + optionCount) % optionCount;
      });
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      go(active);
    } else if (event.key === "Tab") {
      close();
    }
  }

  const announcement = !open
    ? ""
    : matches.length === 0
      ? "No pages suggested. Press Enter to search the site."
      : `${matches.length} ${matches.length === 1 ? "page" : "pages"} suggested. Use the up and down arrows to choose.`;

  const combobox = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": open,
        "aria-controls": listboxId,
        "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        placeholder="Search"
        autoComplete="off"
        defaultValue={defaultValue}
        enterKeyHint="search"
        maxLength={100}
        className={inputClassName}
        onChange={(event) => update(event.currentTarget.value)}
        onFocus={(event) => {
          loadSuggester().catch(() => {});
          if (event.currentTarget.value.trim().length >= 2 && suggester.current) {
            update(event.currentTarget.value);
          }
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        {...combobox}
      />
      {hydrated && (
        <>
          <div className={clsx(PLACEMENT[placement], !open && "hidden")}>
            <ul
              id={listboxId}
              role="listbox"
              aria-label="Suggestions"
              // Keep focus in the input while a suggestion is clicked.
              onMouseDown={(event) => event.preventDefault()}
              className="rounded-card border-line max-h-[min(28rem,60dvh)] overflow-y-auto border bg-white p-1.5 text-left shadow-lg"
            >
              {matches.map((match, i) => (
                <li
                  key={match.path}
                  id={optionId(i)}
                  role="option"
                  aria-selected={active === i}
                  onClick={() => go(i)}
                  onMouseMove={() => setActive(i)}
                  className="aria-selected:bg-brand-50 flex cursor-pointer flex-col rounded-lg px-3 py-2"
                >
                  <span className="text-ink text-sm font-medium">
                    <HighlightedText parts={match.titleParts} />
                  </span>
                  <span className="text-muted text-xs">{match.section}</span>
                </li>
              ))}
              <li
                id={optionId(matches.length)}
                role="option"
                aria-selected={active === matches.length}
                onClick={() => go(matches.length)}
                onMouseMove={() => setActive(matches.length)}
                className={clsx(
                  "aria-selected:bg-brand-50 text-brand-700 cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold",
                  matches.length > 0 && "border-line mt-1 rounded-t-none border-t",
                )}
              >
                {matches.length === 0 ? "No page titles match. " : ""}
                See all results for “{trimmed}”
              </li>
            </ul>
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </>
      )}
    </>
  );
}
