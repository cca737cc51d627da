"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { menuAnchors, siteMapPath } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { useHydrated } from "@/lib/client/hydrated";
import { useCoverPageWhile } from "@/lib/client/page-cover";
import { clsx } from "clsx";
import { whenIdle } from "@/lib/client/idle";
import { menuLinkClass } from "./menu-link";
import type * as PanelCode from "./menu-panel";

interface NavLink {
  title: string;
  url: string;
}

const topItem =
  "inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap xl:px-3 text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700";

// Fixed to the sticky header (its backdrop filter makes it the containing block), so the
// panel spans the page rather than Radix's relatively positioned list wrapper.
const panel =
  "fixed inset-x-0 top-16 w-full border-b border-line bg-white shadow-xl shadow-brand-950/10";

/**
 * A link in a one-row panel. A plain anchor, as in the IP Services panel, not Radix's
 * NavigationMenu.Link around next/link: the panel's own handlers (usePanelHandlers) route a
 * click through the app router and move focus on keys.
 */
function MenuLink({
  href,
  children,
  active,
}: {
  href: string;
  children: React.ReactNode;
  active: boolean;
}) {
  return (
    <a href={href} aria-current={active ? "page" : undefined} className={menuLinkClass(true)}>
      {children}
    </a>
  );
}

// The panels' own code (components/layout/menu-panel.tsx) is fetched once the menu bar is shown
// and the browser is idle, or when a trigger is hovered or focused: a phone, whose screen never
// shows the menu bar, does not download it.
let panelCode: typeof PanelCode | undefined;
let panelCodeLoading: Promise<typeof PanelCode> | undefined;
const panelCodeListeners = new Set<() => void>();
const loadPanelCode = () =>
  (panelCodeLoading ??= import("./menu-panel").then((code) => {
    panelCode = code;
    panelCodeListeners.forEach((listener) => listener());
    return code;
  }));
const subscribePanelCode = (listener: () => void) => {
  panelCodeListeners.add(listener);
  return () => panelCodeListeners.delete(listener);
};
/** The panels' code, once it has arrived. */
const usePanelCode = () =>
  useSyncExternalStore(
    subscribePanelCode,
    () => panelCode,
    () => undefined,
  );

const PANEL_KEYS = ["Home", "End", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

/**
 * Home, End and the arrow keys among a panel's links (plain anchors, so Radix's own link
 * handling is not there to do it). The key is taken at once; focus moves when the code that
 * finds the next link has arrived, from wherever an earlier press has meanwhile moved it.
 */
function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
  const panel = event.currentTarget;
  const link = event.target;
  if (!PANEL_KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!(link instanceof HTMLAnchorElement) || !panel.contains(link)) return;
  event.preventDefault();
  const key = event.key;
  void loadPanelCode().then(({ nextPanelLink }) => {
    const from = document.activeElement;
    const current = from instanceof HTMLAnchorElement && panel.contains(from) ? from : link;
    nextPanelLink(panel, current, key)?.focus();
  });
}

/**
 * What Radix's and Next's links would do, for all of a panel's links at once: a chosen link
 * closes the panel (focus back on its trigger when it was in the panel) and a plain click on a
 * page of the site navigates in the app; a click with a modifier key is left to the browser.
 */
function usePanelHandlers(close: () => void) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const panel = event.currentTarget;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !panel.contains(link)) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!event.metaKey) {
      const trigger = document.getElementById(panel.getAttribute("aria-labelledby") ?? "");
      if (panel.contains(document.activeElement)) trigger?.focus();
      close();
    }
    const samePage = link.origin === window.location.origin && !link.target;
    if (event.defaultPrevented || modified || event.button !== 0 || !samePage) return;
    event.preventDefault();
    router.push(link.pathname + link.search + link.hash);
  };
  return { onClick, onKeyDown: onPanelKeyDown };
}

/**
 * A menu's trigger: a button once React runs; before that (and without JavaScript) a link to
 * the same menu's section of the site menu at the foot of the page.
 */
function Trigger({ children, anchor }: { children: React.ReactNode; anchor: string }) {
  const hydrated = useHydrated();
  const chevron = (
    <ChevronDown
      className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      aria-hidden="true"
    />
  );
  if (!hydrated)
    return (
      <a href={`${siteMapPath}#${anchor}`} className={clsx(topItem, "group")}>
        {children}
        {chevron}
      </a>
    );
  return (
    <NavigationMenu.Trigger className={clsx(topItem, "group")}>
      {children}
      {chevron}
    </NavigationMenu.Trigger>
  );
}

/** A top-level menu whose panel is one row of links. */
function LinksMenu({
  title,
  value,
  links,
  anchor,
  onFocusLeave,
  handlers,
  pathname,
}: {
  title: string;
  /** The item's id within the menu (Radix builds element ids from it: no spaces). */
  value: string;
  links: NavLink[];
  anchor: string;
  onFocusLeave: (event: FocusEvent<HTMLElement>) => void;
  handlers: ReturnType<typeof usePanelHandlers>;
  pathname: string;
}) {
  return (
    <NavigationMenu.Item value={value} onBlur={onFocusLeave}>
      <Trigger anchor={anchor}>{title}</Trigger>
      <NavigationMenu.Content className={panel} {...handlers}>
        <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-2 px-8 py-6">
          {links.map((link) => (
            <li key={link.url}>
              <MenuLink href={link.url} active={pathname === link.url}>
                {link.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The wide-screen navigation: Home, the IP Services mega menu, Solutions, About Us, Domains, Contact Us. */
export function DesktopNav({
  ipGroups,
  legalGroups,
  solutions,
  about,
}: {
  ipGroups: MenuGroup[];
  legalGroups: MenuGroup[];
  solutions: NavLink[];
  about: NavLink[];
}) {
  // Radix keeps a panel open while focus stays anywhere in the menu bar; here a panel closes
  // as soon as focus leaves its item (trigger and panel), e.g. tabbing on to Domains.
  const [value, setValue] = useState("");
  const closeOnFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) setValue("");
  };
  const handlers = usePanelHandlers(() => setValue(""));
  const panelCode = usePanelCode();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    // Asked once the browser is idle, when layout is already up to date: asking while
    // hydrating would force a layout of the whole page into hydration's task.
    return whenIdle(() => {
      if (root.current?.getClientRects().length) void loadPanelCode();
    });
  }, []);
  useEffect(() => {
    if (value) void loadPanelCode(); // opened without a hover or focus first
  }, [value]);
  const pathname = usePathname();
  // The IP Services panel hides most of the page, the hero's particles included.
  useCoverPageWhile(value === "ip-services");
  return (
    <NavigationMenu.Root
      ref={root}
      aria-label="Main"
      value={value}
      onValueChange={setValue}
      className="static hidden @min-[62rem]:block"
    >
      <NavigationMenu.List
        className="flex items-center gap-1"
        onPointerOver={() => void loadPanelCode()}
        onFocus={() => void loadPanelCode()}
      >
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/" className={topItem}>
              Home
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item value="ip-services" onBlur={closeOnFocusLeave}>
          <Trigger anchor={menuAnchors.ip}>IP Services</Trigger>
          <NavigationMenu.Content className={panel} {...handlers}>
            <div
              className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-6 py-5 xl:px-8 xl:py-6"
              data-menu-columns
            >
              {/* Until the panels' code has arrived (it rarely has not), the columns follow it. */}
              {panelCode && (
                <panelCode.IpPanelColumns
                  ipGroups={ipGroups}
                  legalGroups={legalGroups}
                  pathname={pathname}
                />
              )}
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <LinksMenu
          title="Solutions"
          value="solutions"
          links={solutions}
          anchor={menuAnchors.solutions}
          onFocusLeave={closeOnFocusLeave}
          handlers={handlers}
          pathname={pathname}
        />
        <LinksMenu
          title="About Us"
          value="about-us"
          links={about}
          anchor={menuAnchors.about}
          onFocusLeave={closeOnFocusLeave}
          handlers={handlers}
          pathname={pathname}
        />
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/domains" className={topItem}>
              Domains
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/contact-us" className={topItem}>
              Contact Us
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
