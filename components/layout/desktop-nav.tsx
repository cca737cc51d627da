"use client";

import chevronDownIcon from "@/components/ui/icons/chevron-down";
import { SvgIcon } from "@/components/ui/svg-icon";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { menuAnchors, siteMapPath } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { useHydrated } from "@/lib/client/hydrated";
import { useCoverPageWhile } from "@/lib/client/page-cover";
import { clsx } from "clsx";
import { whenIdle } from "@/lib/client/idle";
import { ROW_KEYS, rowStep } from "@/lib/client/row-keys";
import { menuLinkClass } from "./menu-link";
import type * as PanelCode from "./menu-panel";

interface NavLink {
  title: string;
  url: string;
}

const topItem =
  "inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap xl:px-3 text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700";

// Fixed below the sticky header (at the top of the viewport), so the panel spans the page, not
// its menu item. A closed panel stays laid out and painted in a layer of its own, transparent,
// inert and hidden from assistive technology: opening it then changes the layer's opacity and
// nothing else, where showing a `hidden` panel laid out and painted its 150-odd elements inside
// the click's frame (median 80 against 64 ms at 4x CPU slowdown, bench/changes.json).
const panel =
  "fixed inset-x-0 top-16 w-full border-b border-line bg-white shadow-xl shadow-brand-950/10 will-change-[opacity]";

/**
 * A link in a one-row panel. A plain anchor, as in the IP Services panel, not next/link: the
 * panel's own handlers (usePanelHandlers) route a click through the app router and move focus
 * on keys.
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
 * Home, End and the arrow keys among a panel's links. The key is taken at once; focus moves when the code that
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
 * What next/link would do, for all of a panel's links at once, and more: a chosen link
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

/** How long the pointer rests on a menu before its panel opens, and is away before it closes. */
const HOVER_OPEN_MS = 200;
const HOVER_CLOSE_MS = 150;
/** A click this soon after the pointer opened a panel leaves it open rather than closing it. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * Which panel is open (by its item's value, "" for none) and how the pointer, clicks and
 * keys change that: the disclosure pattern (a button that shows or hides a panel of links),
 * with the pointer's hover intent and a click outside to close.
 */
function useMenuState() {
  const [value, setValue] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpened = useRef({ value: "", at: 0 });
  const later = (ms: number, task: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(task, ms);
  };
  const set = useCallback((next: string) => {
    clearTimeout(timer.current);
    setValue(next);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    value,
    set,
    toggle(item: string) {
      const { value: hovered, at } = hoverOpened.current;
      const justHovered = hovered === item && performance.now() - at < HOVER_CLICK_GRACE_MS;
      set(value === item && !justHovered ? "" : item);
    },
    // Only a mouse hovers: a touch or a pen opens a panel with its tap, the click.
    enter(item: string, event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      const open = () => {
        hoverOpened.current = { value: item, at: performance.now() };
        setValue(item);
      };
      // Moving from one open panel's menu to the next switches at once.
      if (value && value !== item) {
        clearTimeout(timer.current);
        open();
      } else if (value !== item) later(HOVER_OPEN_MS, open);
      else clearTimeout(timer.current);
    },
    leave(item: string, event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      if (value === item) later(HOVER_CLOSE_MS, () => setValue(""));
      else clearTimeout(timer.current);
    },
  };
}

type MenuState = ReturnType<typeof useMenuState>;

/**
 * A top-level menu: its trigger and its panel. The trigger is a button once React runs; before
 * that (and without JavaScript) a link to the same menu's section of the site menu at the foot
 * of the page. The panel is rendered, closed, from then on, so opening it only shows it.
 */
function MenuItem({
  title,
  value,
  anchor,
  menu,
  handlers,
  children,
}: {
  title: string;
  value: string;
  anchor: string;
  menu: MenuState;
  handlers: ReturnType<typeof usePanelHandlers>;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = menu.value === value;
  const close = menu.set;
  const state = open ? "open" : "closed";
  useEffect(() => {
    if (!open) return;
    // A press anywhere outside the menu closes its panel, as a click elsewhere would.
    const outside = (event: Event) => {
      if (event.target instanceof Node && !item.current?.contains(event.target)) close("");
    };
    document.addEventListener("pointerdown", outside, true);
    return () => document.removeEventListener("pointerdown", outside, true);
  }, [open, close]);
  const chevron = (
    <SvgIcon
      shapes={chevronDownIcon}
      className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
    />
  );
  if (!hydrated)
    return (
      <li>
        <a href={`${siteMapPath}#${anchor}`} className={clsx(topItem, "group")}>
          {title}
          {chevron}
        </a>
      </li>
    );
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close("");
    trigger.current?.focus();
  };
  // The panel closes as soon as focus leaves its menu (trigger and panel), e.g. tabbing on.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const to = event.relatedTarget;
    if (open && to instanceof Node && !event.currentTarget.contains(to)) close("");
  };
  // Down from the trigger opens the panel and moves into it, at its first link.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    menu.set(value);
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>("a[href]")?.focus());
  };
  return (
    <li
      ref={item}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => menu.enter(value, event)}
      onPointerLeave={(event) => menu.leave(value, event)}
    >
      <button
        ref={trigger}
        type="button"
        id={`${id}-trigger`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        data-state={state}
        className={clsx(topItem, "group")}
        onClick={() => menu.toggle(value)}
        onKeyDown={onTriggerKeyDown}
      >
        {title}
        {chevron}
      </button>
      <div
        ref={panelRef}
        id={`${id}-panel`}
        aria-labelledby={`${id}-trigger`}
        inert={!open}
        aria-hidden={open ? undefined : true}
        data-state={state}
        className={clsx(panel, !open && "pointer-events-none opacity-0")}
        {...handlers}
      >
        {children}
      </div>
    </li>
  );
}

/** A panel that is one row of links. */
function LinksRow({ links, pathname }: { links: NavLink[]; pathname: string }) {
  return (
    <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-2 px-8 py-6">
      {links.map((link) => (
        <li key={link.url}>
          <MenuLink href={link.url} active={pathname === link.url}>
            {link.title}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** Left, Right, Home and End move focus along the menu bar's own links and buttons. */
function onBarKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  if (!ROW_KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button"),
  ];
  const index = items.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  items[rowStep(event.key, index, items.length) ?? index]?.focus();
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
  const menu = useMenuState();
  const handlers = usePanelHandlers(() => menu.set(""));
  const shared = { menu, handlers }; // what every menu item is given
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
    if (menu.value) void loadPanelCode(); // opened without a hover or focus first
  }, [menu.value]);
  const pathname = usePathname();
  // The IP Services panel hides most of the page, the hero's particles included.
  useCoverPageWhile(menu.value === "ip-services");
  return (
    <nav ref={root} aria-label="Main" className="static hidden @min-[62rem]:block">
      <ul
        className="flex items-center gap-1"
        onPointerOver={() => void loadPanelCode()}
        onFocus={() => void loadPanelCode()}
        onKeyDown={onBarKeyDown}
      >
        <li>
          <Link href="/" className={topItem}>
            Home
          </Link>
        </li>
        <MenuItem title="IP Services" value="ip-services" anchor={menuAnchors.ip} {...shared}>
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
        </MenuItem>
        <MenuItem title="Solutions" value="solutions" anchor={menuAnchors.solutions} {...shared}>
          <LinksRow links={solutions} pathname={pathname} />
        </MenuItem>
        <MenuItem title="About Us" value="about-us" anchor={menuAnchors.about} {...shared}>
          <LinksRow links={about} pathname={pathname} />
        </MenuItem>
        <li>
          <Link href="/domains" className={topItem}>
            Domains
          </Link>
        </li>
        <li>
          <Link href="/contact-us" className={topItem}>
            Contact Us
          </Link>
        </li>
      </ul>
    </nav>
  );
}
