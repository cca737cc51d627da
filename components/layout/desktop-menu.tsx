"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { usePathname } from "next/navigation";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { SvgIcon } from "@/components/ui/svg-icon";
import chevronDownIcon from "@/components/ui/icons/chevron-down";
import { buyerHeading, buyerLinks, menuIntros } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { useCoverPageWhile } from "@/lib/client/page-cover";
import { barItemClass, barMenus, type DesktopNavProps, type NavLink } from "./nav-bar";

// Fixed below the sticky header, so a panel spans the page, not its menu item. Every panel is
// mounted (forceMount) and, closed, stays laid out and painted in a layer of its own, inert and
// hidden from assistive technology: opening one changes its opacity and nothing else. Closed,
// its opacity is 0.001, not 0, which no screen can show but keeps the layer's tiles drawn:
// the compositor skips a layer at 0, and opening then waited on rasterizing the whole panel
// (bench/changes.json has the figures).
const panelClass =
  "fixed inset-x-0 top-16 w-full border-b border-line bg-white shadow-xl shadow-brand-950/10 will-change-[opacity]";

/** A closed panel's layer stays mounted: it neither closes the menu nor takes Escape. */
const whenClosed = (open: boolean) => (event: Event) => {
  if (!open) event.preventDefault();
};

const ipLinkClass =
  "text-muted hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 block rounded px-2 py-1 text-sm aria-[current=page]:font-semibold";

/**
 * A link in a panel: the app's own link, not Radix's. Radix's reads the menu's context, so each
 * of the panels' eighty-odd links rendered again whenever a panel opened; the panel's own
 * handlers (closeOnLinkClick, panelKeyDown) do what Radix's link did.
 */
function PanelLink({
  href,
  pathname,
  className,
  children,
}: {
  href: string;
  pathname: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Link href={href} className={className} aria-current={pathname === href ? "page" : undefined}>
      {children}
    </Link>
  );
}

/**
 * In the IP Services panel the arrow keys follow what the visitor sees: Up and Down move within
 * a column, Left and Right to the link level with this one in the previous or next column. At
 * the panel's edge focus stays put. (Radix's own order is the document's, column after column.)
 */
function nextByColumn(links: HTMLAnchorElement[], current: HTMLElement, key: string) {
  const box = (a: HTMLElement) => a.getBoundingClientRect();
  const here = box(current);
  const sameColumn = (b: DOMRect) => Math.abs(b.left - here.left) < 2;
  if (key === "ArrowDown" || key === "ArrowUp") {
    const down = key === "ArrowDown";
    return links
      .filter((a) => sameColumn(box(a)) && (down ? box(a).top > here.top : box(a).top < here.top))
      .sort((a, b) => (down ? 1 : -1) * (box(a).top - box(b).top))[0];
  }
  const lefts = [...new Set(links.map((a) => Math.round(box(a).left)))].sort((a, b) => a - b);
  const index = lefts.findIndex((left) => Math.abs(left - here.left) < 2);
  const target = lefts[index + (key === "ArrowRight" ? 1 : -1)];
  if (target === undefined) return undefined;
  const middle = here.top + here.height / 2;
  const distance = (a: HTMLElement) => Math.abs(box(a).top + box(a).height / 2 - middle);
  return links
    .filter((a) => Math.abs(box(a).left - target) < 2)
    .sort((a, b) => distance(a) - distance(b))[0];
}

const ARROWS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

/**
 * Home, End and the arrows move focus along a panel's links, without wrapping: the arrows by
 * column in the IP Services panel (nextByColumn), otherwise, as Home and End, in the
 * document's order, as Radix's links did.
 */
const panelKeyDown = (byColumn: boolean) => (event: KeyboardEvent<HTMLElement>) => {
  const { key, target: current } = event;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (!(current instanceof HTMLAnchorElement)) return;
  if (!ARROWS.includes(key) && key !== "Home" && key !== "End") return;
  event.preventDefault();
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const back = key === "ArrowUp" || key === "ArrowLeft";
  const next =
    key === "Home"
      ? links[0]
      : key === "End"
        ? links.at(-1)
        : byColumn
          ? nextByColumn(links, current, key)
          : links[links.indexOf(current) + (back ? -1 : 1)];
  next?.focus();
};
const onColumnsKeyDown = panelKeyDown(true);
const onRowsKeyDown = panelKeyDown(false);

/**
 * The IP Services panel: the seven IP groups, then Legal Support's, in CSS columns (four, five
 * from Tailwind's xl) that the browser balances; a group never splits across two.
 */
function IpColumns({
  ipGroups,
  legalGroups,
  pathname,
}: Pick<DesktopNavProps, "ipGroups" | "legalGroups"> & { pathname: string }) {
  // Legal Support starts a column of its own, its heading level with the other columns' first
  // group titles (a rule above it had set it a line lower: issue 63, L9).
  const group = (item: MenuGroup, heading?: string) => (
    <div
      key={item.title}
      className={clsx("break-inside-avoid pb-4", heading && "break-before-column")}
    >
      {heading && <p className="text-ink mb-2 px-2 text-sm font-semibold">{heading}</p>}
      <p className="text-brand-700 px-2 pb-1 text-xs font-semibold tracking-wider uppercase">
        {item.title}
      </p>
      <ul>
        {item.content.map(({ subTitle, url }) => (
          <li key={url}>
            <PanelLink href={url} pathname={pathname} className={ipLinkClass}>
              {subTitle}
            </PanelLink>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-6 py-5 xl:px-8 xl:py-6">
      <div className="columns-4 gap-x-6 xl:columns-5">
        {ipGroups.map((item) => group(item))}
        {legalGroups.map((item, i) => group(item, i === 0 ? "Legal Support" : undefined))}
      </div>
    </div>
  );
}

/** The Solutions and About Us panels: what the menu is for, beside its pages with a line each. */
function LinksPanel({
  intro,
  links,
  pathname,
  aside,
}: {
  intro: { heading: string; text: string };
  links: NavLink[];
  pathname: string;
  /** A second column of links under its own heading (About Us: the pages a buyer reads). */
  aside?: { heading: string; links: readonly NavLink[] };
}) {
  const item = (link: NavLink) => (
    <li key={link.url}>
      <PanelLink
        href={link.url}
        pathname={pathname}
        className="hover:bg-brand-50 aria-[current=page]:bg-brand-50 group/link block rounded-lg px-3 py-2.5"
      >
        <span className="text-ink group-hover/link:text-brand-700 block font-semibold">
          {link.title}
        </span>
        {link.note && (
          <span className="text-muted mt-0.5 block text-sm leading-snug">{link.note}</span>
        )}
      </PanelLink>
    </li>
  );
  return (
    <div
      className={clsx(
        "mx-auto grid max-w-7xl gap-8 px-8 py-6",
        aside ? "grid-cols-[15rem_minmax(0,1fr)_minmax(0,1fr)]" : "grid-cols-[15rem_minmax(0,1fr)]",
      )}
    >
      <div className="border-accent-500 border-l-4 py-1 pl-4">
        <p className="text-brand-900 text-lg font-semibold">{intro.heading}</p>
        <p className="text-muted mt-1 text-sm leading-relaxed">{intro.text}</p>
      </div>
      <ul className={clsx("grid gap-1", aside ? "grid-cols-2" : "grid-cols-2 xl:grid-cols-3")}>
        {links.map(item)}
      </ul>
      {aside && (
        <div className="border-line border-l pl-6">
          <p className="text-brand-700 px-3 pb-1 text-xs font-semibold tracking-wider uppercase">
            {aside.heading}
          </p>
          <ul className="grid grid-cols-2 gap-1">{aside.links.map(item)}</ul>
        </div>
      )}
    </div>
  );
}

/**
 * The desktop menu bar on Radix NavigationMenu: hover intent, the bar's arrow keys, Escape and a
 * press outside are Radix's. Added here: a click on a trigger whose panel the resting pointer
 * has just opened keeps it open (the visitor meant to open it); Down on a closed trigger opens
 * its panel at the first link; a panel closes once focus leaves its menu. `initialValue` and
 * `focusIndex` carry over what the visitor did to the links this bar replaces.
 */
export function DesktopMenu({
  ipGroups,
  legalGroups,
  solutions,
  about,
  initialValue,
  focusIndex,
}: DesktopNavProps & { initialValue: string; focusIndex: number }) {
  const [value, setValue] = useState(initialValue);
  const openedByPointer = useRef("");
  const clicking = useRef(false);
  const shut = useRef("");
  const id = useId();
  const pathname = usePathname();
  const list = useRef<HTMLUListElement>(null);
  const triggerId = (item: string) => `${id}-trigger-${item}`;
  const panelId = (item: string) => `${id}-panel-${item}`;

  useEffect(() => {
    if (focusIndex < 0 || !list.current) return;
    list.current
      .querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button")
      [focusIndex]?.focus();
  }, [focusIndex]);

  // A panel once closed stays closed to the pointer until the pointer next comes onto its
  // trigger, as Radix keeps one it closed itself: its hover timer can outlive a click and a
  // close, and Chromium sends a resting pointer a move when the page under it changes.
  const onValueChange = (next: string) => {
    if (next && next === shut.current && !clicking.current) return;
    if (!next && value) shut.current = value;
    openedByPointer.current = next && !clicking.current ? next : "";
    setValue(next);
  };

  /** Closes the open panel, focus back on its trigger when it was inside. */
  const closePanel = () => {
    const panel = document.getElementById(panelId(value));
    if (panel?.contains(document.activeElement)) document.getElementById(triggerId(value))?.focus();
    onValueChange("");
  };

  // Escape closes the open panel. (The closed panels' layers are mounted too, so the open one
  // is not always the layer Radix asks.)
  useEffect(() => {
    if (!value) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") closePanel();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  // The IP Services panel hides most of the page, the hero's particles included.
  useCoverPageWhile(value === "ip-services");

  // The same elements from one opening to the next, so React passes over the panels' links
  // when a panel opens (none of them reads the menu's state).
  const panels: Record<string, React.ReactNode> = useMemo(
    () => ({
      "ip-services": (
        <IpColumns ipGroups={ipGroups} legalGroups={legalGroups} pathname={pathname} />
      ),
      solutions: <LinksPanel intro={menuIntros.solutions} links={solutions} pathname={pathname} />,
      "about-us": (
        <LinksPanel
          intro={menuIntros.about}
          links={about}
          pathname={pathname}
          aside={{ heading: buyerHeading, links: buyerLinks }}
        />
      ),
    }),
    [ipGroups, legalGroups, solutions, about, pathname],
  );

  // Choosing a link closes its panel, as Radix's own links do (a click with a modifier opens a
  // tab and leaves the panel open).
  const closeOnLinkClick = (event: React.MouseEvent<HTMLElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey;
    if (!modified && (event.target as Element).closest("a[href]")) closePanel();
  };

  // A panel closes as soon as focus leaves its menu (trigger and panel), e.g. tabbing on.
  const closeOnFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) setValue("");
  };

  // Radix puts a focus proxy after an open panel's trigger, aria-hidden yet in the Tab order
  // (axe: aria-hidden-focus). Our panels follow their triggers in the DOM, so Tab reaches them
  // without it; it stays focusable by script, for Radix's own use.
  useLayoutEffect(() => {
    const proxy = value
      ? document.getElementById(`${id}-trigger-${value}`)?.nextElementSibling
      : null;
    if (proxy instanceof HTMLElement && proxy.getAttribute("aria-hidden") === "true")
      proxy.tabIndex = -1;
  }, [id, value]);

  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={value}
      onValueChange={onValueChange}
      className="static hidden @min-[62rem]:block"
    >
      <NavigationMenu.List ref={list} data-bar className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/" className={barItemClass}>
              Home
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {barMenus.map((menu) => {
          const open = value === menu.value;
          return (
            <NavigationMenu.Item key={menu.value} value={menu.value} onBlur={closeOnFocusLeave}>
              <NavigationMenu.Trigger
                id={triggerId(menu.value)}
                aria-controls={panelId(menu.value)}
                className={clsx(barItemClass, "group")}
                onPointerEnter={() => (shut.current = "")}
                onClick={(event) => {
                  if (open && openedByPointer.current === menu.value) {
                    event.preventDefault(); // Radix would close it again
                    openedByPointer.current = "";
                    return;
                  }
                  clicking.current = true;
                  queueMicrotask(() => (clicking.current = false));
                }}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowDown" || open) return;
                  event.preventDefault();
                  setValue(menu.value);
                  requestAnimationFrame(() =>
                    document.getElementById(panelId(menu.value))?.querySelector("a")?.focus(),
                  );
                }}
              >
                {menu.title}
                <SvgIcon
                  shapes={chevronDownIcon}
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                forceMount
                id={panelId(menu.value)}
                aria-labelledby={triggerId(menu.value)}
                inert={!open}
                aria-hidden={open ? undefined : true}
                className={clsx(panelClass, !open && "opacity-[0.001]")}
                onClick={closeOnLinkClick}
                onKeyDown={menu.value === "ip-services" ? onColumnsKeyDown : onRowsKeyDown}
                onEscapeKeyDown={whenClosed(open)}
                onPointerDownOutside={whenClosed(open)}
                onFocusOutside={whenClosed(open)}
              >
                {panels[menu.value]}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/domains" className={barItemClass}>
              Domains
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/contact-us" className={barItemClass}>
              Contact Us
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
