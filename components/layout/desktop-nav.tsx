"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useState, type FocusEvent, type KeyboardEvent } from "react";
import { menuAnchors, siteMapPath } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { useHydrated } from "@/lib/client/hydrated";
import { clsx } from "clsx";

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

function MenuLink({
  href,
  children,
  large = false,
  onKeyDown,
}: {
  href: string;
  children: React.ReactNode;
  large?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}) {
  const pathname = usePathname();
  const active = pathname === href;
  // Radix moves focus through a panel's links in document order on any arrow key; a handler
  // here runs first, and Radix skips its own once it has called preventDefault.
  return (
    <NavigationMenu.Link asChild active={active} onKeyDown={onKeyDown}>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={clsx(
          "text-muted hover:bg-brand-50 hover:text-brand-700 data-[active]:text-brand-700 block rounded px-2 data-[active]:font-semibold",
          large ? "py-1.5 text-base" : "py-1 text-sm",
        )}
      >
        {children}
      </Link>
    </NavigationMenu.Link>
  );
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

/**
 * Arrow keys in the IP Services panel follow what the visitor sees: Up and Down move within a
 * column, Left and Right to the link level with this one in the previous or next column,
 * in the panel's flow of columns.
 */
function moveByColumn(event: KeyboardEvent<HTMLAnchorElement>) {
  const keys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];
  const current = event.currentTarget;
  const panel = current.closest("[data-menu-columns]");
  if (!keys.includes(event.key) || !panel) return;
  const links = [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const box = (a: HTMLElement) => a.getBoundingClientRect();
  const here = box(current);
  const sameColumn = (b: DOMRect) => Math.abs(b.left - here.left) < 2;
  let next: HTMLAnchorElement | undefined;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    const down = event.key === "ArrowDown";
    const column = links
      .filter((a) => sameColumn(box(a)) && (down ? box(a).top > here.top : box(a).top < here.top))
      .sort((a, b) => (down ? 1 : -1) * (box(a).top - box(b).top));
    next = column[0];
  } else {
    const right = event.key === "ArrowRight";
    const lefts = [...new Set(links.map((a) => Math.round(box(a).left)))].sort((a, b) => a - b);
    const index = lefts.findIndex((left) => Math.abs(left - here.left) < 2);
    const target = lefts[index + (right ? 1 : -1)];
    if (target !== undefined) {
      const middle = here.top + here.height / 2;
      next = links
        .filter((a) => Math.abs(box(a).left - target) < 2)
        .sort(
          (a, b) =>
            Math.abs(box(a).top + box(a).height / 2 - middle) -
            Math.abs(box(b).top + box(b).height / 2 - middle),
        )[0];
    }
  }
  // The key is handled here either way: at the edge of the panel focus stays put.
  event.preventDefault();
  next?.focus();
}

function GroupColumn({ group }: { group: MenuGroup }) {
  return (
    <div className="break-inside-avoid pb-4">
      <p className="text-brand-700 px-2 pb-1 text-xs font-semibold tracking-wider uppercase">
        {group.title}
      </p>
      <ul>
        {group.content.map((item) => (
          <li key={item.url}>
            <MenuLink href={item.url} onKeyDown={moveByColumn}>
              {item.subTitle}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A top-level menu whose panel is one row of links. */
function LinksMenu({
  title,
  value,
  links,
  anchor,
  onFocusLeave,
}: {
  title: string;
  /** The item's id within the menu (Radix builds element ids from it: no spaces). */
  value: string;
  links: NavLink[];
  anchor: string;
  onFocusLeave: (event: FocusEvent<HTMLElement>) => void;
}) {
  return (
    <NavigationMenu.Item value={value} onBlur={onFocusLeave}>
      <Trigger anchor={anchor}>{title}</Trigger>
      <NavigationMenu.Content className={panel}>
        <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-2 px-8 py-6">
          {links.map((link) => (
            <li key={link.url}>
              <MenuLink href={link.url} large>
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
  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={value}
      onValueChange={setValue}
      className="static hidden @min-[62rem]:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/" className={topItem}>
              Home
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item value="ip-services" onBlur={closeOnFocusLeave}>
          <Trigger anchor={menuAnchors.ip}>IP Services</Trigger>
          <NavigationMenu.Content className={panel}>
            <div
              className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-6 py-5 xl:px-8 xl:py-6"
              data-menu-columns
            >
              {/* One flow of columns holds every group, Legal Support's after the seven IP
                  groups, so the panel fits a 1024 x 768 screen and no column is too narrow
                  for its group's title. */}
              <div className="columns-4 gap-x-6 xl:columns-5">
                {ipGroups.map((group) => (
                  <GroupColumn key={group.title} group={group} />
                ))}
                <p className="text-ink border-line break-after-avoid border-t px-2 pt-3 pb-2 text-sm font-semibold">
                  Legal Support
                </p>
                {legalGroups.map((group) => (
                  <GroupColumn key={group.title} group={group} />
                ))}
              </div>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <LinksMenu
          title="Solutions"
          value="solutions"
          links={solutions}
          anchor={menuAnchors.solutions}
          onFocusLeave={closeOnFocusLeave}
        />
        <LinksMenu
          title="About Us"
          value="about-us"
          links={about}
          anchor={menuAnchors.about}
          onFocusLeave={closeOnFocusLeave}
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
