"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { afterLoadOnEngagement } from "@/lib/client/engagement";

const loadDrawer = () => import("./mobile-drawer").then((m) => m.MobileDrawer);
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

/**
 * The phone menu button. The drawer's code (vaul and its dialog) stays out of every page's
 * first load: on a narrow screen it is fetched once the visitor first touches, scrolls or
 * types, so it is usually there before the button is tapped (which also fetches it).
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!window.matchMedia("(max-width: 1023px)").matches) return;
    return afterLoadOnEngagement(() => void loadDrawer());
  }, []);

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
        className="text-ink hover:bg-brand-50 ml-auto inline-flex size-11 items-center justify-center rounded-md lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {mounted && <MobileDrawer open={open} onOpenChange={setOpen} opener={button} />}
    </>
  );
}
