"use client";

import chevronDown from "@/components/ui/icons/chevron-down";
import xIcon from "@/components/ui/icons/x";
import { SvgIcon } from "@/components/ui/svg-icon";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, type RefObject } from "react";
import { Drawer } from "vaul";
import { aboutLinks, buyerLinks, drawerLinks, drawerMoreLinks } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { useCoverPageWhile } from "@/lib/client/page-cover";
import { SearchBox } from "./search-box";

/**
 * While `open`, makes every region of the page outside `inside` inert (the header with the menu
 * button, main, footer, the chat link): Tab cannot reach the links behind the overlay, and
 * nothing there can be clicked or read out. Radix's own focus trap and aria-hidden stay too.
 * Closing leaves the regions inert until the returned function is called, once the drawer has
 * slid away: lifting inert restyles the whole page, which would otherwise delay the first frame
 * of the close. Lifting also happens on unmount and before the drawer opens again.
 */
function useInertOutside(open: boolean, inside: RefObject<HTMLElement | null>) {
  const lift = useRef(() => {});
  useEffect(() => {
    if (!open) return;
    lift.current();
    const made: Element[] = [];
    // The drawer's portal is added to <body> on the render after `open`, so wait a frame.
    const frame = requestAnimationFrame(() => {
      const content = inside.current;
      if (!content) return;
      for (const region of document.body.children) {
        if (region.contains(content) || region.hasAttribute("inert")) continue;
        // The overlay stays live: a tap on it closes the drawer.
        if (region instanceof HTMLScriptElement || region.hasAttribute("data-vaul-overlay"))
          continue;
        region.setAttribute("inert", "");
        made.push(region);
      }
    });
    lift.current = () => {
      cancelAnimationFrame(frame);
      for (const region of made.splice(0)) region.removeAttribute("inert");
    };
  }, [open, inside]);
  useEffect(() => () => lift.current(), []);
  return useCallback(() => lift.current(), []);
}

/** What the drawer lists below its five entries: the desktop menus' destinations. */
export interface DrawerSections {
  ipGroups: MenuGroup[];
  legalGroups: MenuGroup[];
  solutions: { title: string; url: string }[];
}

type LinkList = readonly { title: string; url: string }[];

/** The About pages, then what a buyer reads before sending work. */
const aboutAndBuying = [...aboutLinks, ...buyerLinks];

/** A titled group of the drawer's links. */
function DrawerSection({
  id,
  title,
  className = "mt-5",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      {/* Focusable by script: the top entries IP Services and Solutions move focus here. */}
      <h2
        id={id}
        tabIndex={-1}
        className="text-muted scroll-mt-2 text-xs font-semibold tracking-wider uppercase"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

const topLinkClass =
  "text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 flex min-h-12 items-center text-lg font-medium";

const subLinkClass =
  "text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 flex min-h-11 items-center py-1 text-base";

function SubLinks({
  links,
  pathname,
  onNavigate,
}: {
  links: LinkList;
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          <Link
            href={link.url}
            onClick={onNavigate}
            aria-current={pathname === link.url ? "page" : undefined}
            className={subLinkClass}
          >
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The service groups as disclosures, closed at first: with about sixty pages between them, a
 * visitor scans eight group names, opens one, and the drawer stays short. The group holding the
 * current page starts open.
 */
function GroupDisclosures({
  groups,
  pathname,
  onNavigate,
}: {
  groups: MenuGroup[];
  pathname: string;
  onNavigate: () => void;
}) {
  return groups.map((group) => (
    <details
      key={group.title}
      open={group.content.some((c) => c.url === pathname) || undefined}
      className="group/disclosure border-line border-b last:border-b-0"
    >
      <summary className="text-ink flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-1 text-base font-medium [&::-webkit-details-marker]:hidden">
        {group.title}
        <SvgIcon
          shapes={chevronDown}
          className="text-muted size-5 shrink-0 transition-transform group-open/disclosure:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="pb-2 pl-4">
        <SubLinks
          links={group.content.map((c) => ({ title: c.subTitle, url: c.url }))}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      </div>
    </details>
  ));
}

/**
 * The phone navigation: a bottom drawer that closes when dragged down past a quarter of its
 * height. Loaded on demand by MobileNav, whose button opens it. Opening moves focus into it
 * (the close button), which keeps focus until it closes, however it closes (Escape, the close
 * button, a drag, a link): then focus returns to the menu button.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  opener,
  ipGroups,
  legalGroups,
  solutions,
}: DrawerSections & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const pathname = usePathname();
  const content = useRef<HTMLDivElement>(null);
  const liftInert = useInertOutside(open, content);
  useCoverPageWhile(open);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  // The same element from one render to the next, so that opening and closing, which render
  // the drawer again, pass over its hundred-odd links (closing had waited on them).
  const menu = useMemo(
    () => (
      <nav aria-label="Mobile" className="overflow-y-auto px-5 pb-8">
        <ul className="divide-line divide-y">
          {drawerLinks.map((link) => (
            <li key={link.url}>
              {"section" in link ? (
                // A list further down the drawer: scrolled to, with focus on its heading, and
                // the drawer stays open (the address keeps no fragment).
                <a
                  href={link.url}
                  onClick={(event) => {
                    event.preventDefault();
                    const heading = document.getElementById(link.section);
                    heading?.scrollIntoView({ block: "start" });
                    heading?.focus({ preventScroll: true });
                  }}
                  className={topLinkClass}
                >
                  {link.title}
                </a>
              ) : (
                <Link
                  href={link.url}
                  onClick={close}
                  aria-current={pathname === link.url ? "page" : undefined}
                  className={topLinkClass}
                >
                  {link.title}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <SearchBox id="drawer-search" className="mt-5" placement="inline" onNavigate={close} />
        <DrawerSection id="drawer-solutions" title="Solutions" className="mt-6">
          <SubLinks links={solutions} pathname={pathname} onNavigate={close} />
        </DrawerSection>
        <DrawerSection id="drawer-about" title="About Us">
          <SubLinks links={aboutAndBuying} pathname={pathname} onNavigate={close} />
        </DrawerSection>
        <DrawerSection id="drawer-ip" title="IP Services">
          <GroupDisclosures groups={ipGroups} pathname={pathname} onNavigate={close} />
        </DrawerSection>
        <DrawerSection id="drawer-legal" title="Legal Support">
          <GroupDisclosures groups={legalGroups} pathname={pathname} onNavigate={close} />
        </DrawerSection>
        <DrawerSection id="drawer-more" title="More">
          <SubLinks links={drawerMoreLinks} pathname={pathname} onNavigate={close} />
        </DrawerSection>
        {/* The spec's language label, said as what it is: the site has one language. */}
        <p className="text-muted mt-4 text-sm">
          Site language: <span className="text-xs font-semibold tracking-wider">ENG</span> (English
          only)
        </p>
      </nav>
    ),
    [pathname, ipGroups, legalGroups, solutions, close],
  );

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} closeThreshold={0.25} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="bg-brand-950/50 fixed inset-0 z-40" />
        <Drawer.Content
          ref={content}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The drawer has gone: the page behind becomes usable again, then takes focus.
            event.preventDefault();
            liftInert();
            opener.current?.focus();
          }}
        >
          <div
            className="bg-line mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full"
            aria-hidden="true"
          />
          <div className="flex items-center justify-between px-5 pt-3">
            <Drawer.Title className="text-ink text-base font-semibold">Menu</Drawer.Title>
            <Drawer.Close
              // A press here is a tap to close, never the start of a drag: vaul's drag start
              // (a measure, pointer capture and two renders) had come before the close.
              onPointerDown={(event) => event.stopPropagation()}
              className="text-ink hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-md"
              aria-label="Close menu"
            >
              <SvgIcon shapes={xIcon} className="size-6" />
            </Drawer.Close>
          </div>
          {menu}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
