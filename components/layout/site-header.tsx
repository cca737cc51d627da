import { aboutLinks } from "@/content/navigation";
import { menuGroups, solutionLinks } from "@/lib/registry";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { SearchBox } from "./search-box";

export function SiteHeader() {
  return (
    <header className="border-line sticky top-0 z-30 border-b bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav
          ipGroups={menuGroups("ip")}
          legalGroups={menuGroups("legal")}
          solutions={solutionLinks()}
          about={[...aboutLinks]}
        />
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <SearchBox id="header-search" className="w-44 xl:w-56" />
          <span className="text-muted text-xs font-semibold tracking-wider" lang="en">
            ENG
          </span>
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
