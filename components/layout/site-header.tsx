import { Link } from "@/components/ui/link";
import { aboutLinks } from "@/content/navigation";
import { menuGroups, solutionLinks } from "@/lib/content/registry";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { SearchBox } from "./search-box";

/**
 * The sticky header. Which navigation it shows depends on its own width measured in rem (a
 * container query), not on the screen's pixels: the full menu bar needs about 58rem, so it
 * takes over from 62rem (992 px at the default text size, so a 1024 px window with a
 * scrollbar gets it), and text enlarged to 200% keeps the compact header up to 1984 px.
 */
export function SiteHeader() {
  // One object each for both navigations: the page's payload then carries them once.
  const ipGroups = menuGroups("ip");
  const legalGroups = menuGroups("legal");
  const solutions = solutionLinks();
  return (
    // Opaque, without a backdrop filter: a blurred backdrop under the header slowed the opening
    // of its menu panels (bench/changes.json).
    <header className="border-line @container sticky top-0 z-30 border-b bg-white">
      <div className="relative mx-auto flex min-h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav
          ipGroups={ipGroups}
          legalGroups={legalGroups}
          solutions={solutions}
          about={[...aboutLinks]}
        />
        <div className="ml-auto hidden items-center gap-3 @min-[62rem]:flex">
          <SearchBox id="header-search" className="w-40 xl:w-56" />
          {/* Where a buyer looks for it, once the header has room beside the menu bar. */}
          <Link
            href="/request-a-quote"
            className="bg-accent-500 text-brand-950 hover:bg-accent-400 hidden min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors @min-[76rem]:inline-flex"
          >
            Request a Quote
          </Link>
          {/* The spec's language label: a statement, not a switch (the site has one language). */}
          <p
            className="text-muted cursor-default text-xs font-semibold tracking-wider"
            title="This site is in English only"
          >
            <span className="sr-only">Site language: </span>
            <span>ENG</span>
          </p>
        </div>
        <MobileNav ipGroups={ipGroups} legalGroups={legalGroups} solutions={solutions} />
      </div>
    </header>
  );
}
