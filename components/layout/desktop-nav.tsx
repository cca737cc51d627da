"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { SvgIcon } from "@/components/ui/svg-icon";
import chevronDownIcon from "@/components/ui/icons/chevron-down";
import { siteMapPath } from "@/content/navigation";
import { whenIdle } from "@/lib/client/idle";
import { lazyModule } from "@/lib/client/lazy-module";
import { barItemClass, barMenus, type DesktopNavProps } from "./nav-bar";

// The Radix menu bar (components/layout/desktop-menu.tsx) is fetched once the bar is shown and
// the browser is idle, or when the bar is first hovered or focused: a phone, whose screen never
// shows the bar, does not download it.
const menuCode = lazyModule(() => import("./desktop-menu"));

/** The bar's own links and triggers, in order, as the keyboard reaches them. */
const barControls = (nav: HTMLElement) => [
  ...nav.querySelectorAll<HTMLElement>("ul[data-bar] > li > a, ul[data-bar] > li > button"),
];

/**
 * The wide-screen navigation: Home, the IP Services mega menu, Solutions, About Us, Domains,
 * Contact Us. Server-rendered (and without JavaScript) as links, each menu's trigger leading
 * to its section of the site map; once the Radix menu bar's code has arrived it takes their
 * place, with focus kept on the control that had it and a menu clicked meanwhile opened.
 */
export function DesktopNav(props: DesktopNavProps) {
  const [code, setCode] = useState(menuCode.loaded);
  const [swap, setSwap] = useState({ open: "", focus: -1 });
  const nav = useRef<HTMLElement>(null);
  const opening = useRef("");

  const load = () =>
    void menuCode.load().then((loaded) => {
      const element = nav.current;
      const focus = element
        ? barControls(element).indexOf(document.activeElement as HTMLElement)
        : -1;
      setSwap({ open: opening.current, focus });
      setCode(() => loaded);
    });

  useEffect(() => {
    if (code) return;
    // Asked once the browser is idle, when layout is already up to date: asking while
    // hydrating would force a layout of the whole page into hydration's task.
    return whenIdle(() => {
      if (nav.current?.getClientRects().length) load();
    });
  });

  if (code) return <code.DesktopMenu {...props} initialValue={swap.open} focusIndex={swap.focus} />;

  // A plain click on a trigger before the menu's code has arrived opens that menu when it does.
  const openWhenLoaded = (value: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    opening.current = value;
    load();
  };
  return (
    <nav
      ref={nav}
      aria-label="Main"
      className="static hidden @min-[62rem]:block"
      onPointerOver={load}
      onFocus={load}
    >
      <ul data-bar className="flex items-center gap-1">
        <li>
          <Link href="/" className={barItemClass}>
            Home
          </Link>
        </li>
        {barMenus.map((menu) => (
          <li key={menu.value}>
            <a
              href={`${siteMapPath}#${menu.anchor}`}
              className={clsx(barItemClass, "group")}
              onClick={openWhenLoaded(menu.value)}
            >
              {menu.title}
              <SvgIcon shapes={chevronDownIcon} className="size-4" />
            </a>
          </li>
        ))}
        <li>
          <Link href="/domains" className={barItemClass}>
            Domains
          </Link>
        </li>
        <li>
          <Link href="/contact-us" className={barItemClass}>
            Contact Us
          </Link>
        </li>
      </ul>
    </nav>
  );
}
