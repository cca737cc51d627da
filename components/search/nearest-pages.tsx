"use client";

import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import type { NamedMenu, NearPage } from "@/lib/search/nearest";
import type { CompactIndex } from "@/lib/search/suggest";

/**
 * The page not found's "Pages you may have meant": the nearest registered pages to the address
 * in the bar, from the search index. The page not found is prerendered (a page rendered per
 * request would reach the browser without its body), so this island reads the address and
 * loads the index after load; without JavaScript the page's search box and lists remain.
 */
export function NearestPages({ menus }: { menus: NamedMenu[] }) {
  const [pages, setPages] = useState<NearPage[]>([]);

  useEffect(() => {
    let live = true;
    Promise.all([
      fetch("/search-index.json").then((r) => (r.ok ? (r.json() as Promise<CompactIndex>) : null)),
      import("@/lib/search/nearest"),
    ])
      .then(([compact, { nearestPages }]) => {
        if (live && compact) setPages(nearestPages(compact, menus, window.location.pathname));
      })
      .catch(() => {
        // No suggestions: the rest of the page still helps.
      });
    return () => {
      live = false;
    };
  }, [menus]);

  if (pages.length === 0) return null;
  return (
    <nav aria-labelledby="nearest-pages-title" className="mt-8">
      <h2 id="nearest-pages-title" className="text-brand-900 text-subheading">
        Pages you may have meant
      </h2>
      <ul className="mt-4 space-y-2">
        {pages.map((page) => (
          <li key={page.path}>
            <Link
              href={page.path}
              className="text-brand-600 font-semibold underline-offset-2 hover:underline"
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
