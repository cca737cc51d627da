"use client";

import menuIcon from "@/components/ui/icons/menu";
import { SvgIcon } from "@/components/ui/svg-icon";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { afterLoadOnEngagement } from "@/lib/client/engagement";
import { useHydrated } from "@/lib/client/hydrated";
import { siteMapPath } from "@/content/navigation";
import type { DrawerSections } from "./mobile-drawer";

const loadDrawer = () => import("./mobile-drawer").then((m) => m.MobileDrawer);
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

const buttonClass =
  "text-ink hover:bg-brand-50 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-md @min-[62rem]:hidden";

/**
 * The phone menu button. Until React runs it is a link to the site map page (/site-map), so it
 * works without JavaScript. The drawer's code
 * (vaul and its dialog) stays out of every page's first load: when the compact header shows,
 * it is fetched once the visitor first touches, scrolls or types, so it is usually there
 * before the button is tapped (which also fetches it).
 */
export function MobileNav(sections: DrawerSections) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!button.current || getComputedStyle(button.current).display === "none") return;
    return afterLoadOnEngagement(() => void loadDrawer());
  }, [hydrated]);

  if (!hydrated)
    return (
      <a href={siteMapPath} aria-label="Open menu" className={buttonClass}>
        <SvgIcon shapes={menuIcon} className="size-6" />
      </a>
    );

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={buttonClass}
      >
        <SvgIcon shapes={menuIcon} className="size-6" />
      </button>
      {mounted && <MobileDrawer {...sections} open={open} onOpenChange={setOpen} opener={button} />}
    </>
  );
}
