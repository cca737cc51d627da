"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { Office } from "@/content/site";
import { whenIdle } from "@/lib/client/idle";
import { lazyModule } from "@/lib/client/lazy-module";
import {
  OfficeDetails,
  OfficeHeading,
  panelClass,
  tabClass,
  tabListClass,
  type OfficeTabIds,
  type OfficeView,
} from "./office-details";

// Radix Tabs (office-tabs-radix.tsx) arrives once the page is idle, or when the tabs are first
// hovered, focused or pressed: the page hydrates without it.
const tabsCode = lazyModule(() => import("./office-tabs-radix"));

const TAB_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * The offices: India first and selected by default (spec section 9), then California and
 * Virginia. Every office's details are in the server's HTML: without JavaScript the tabs, which
 * could not switch, give way to all three offices one after another. Until Radix's code is
 * here the tablist is drawn by this component with the same markup, and a press selects; the
 * panels are always this component's.
 */
export function OfficeTabs({
  offices,
  art,
}: {
  offices: readonly Office[];
  /** Each office's drawing by office id, rendered by the server and shown above its map. */
  art?: Readonly<Record<string, ReactNode>>;
}) {
  const [selected, select] = useState(offices[0]?.id ?? "");
  const [code, setCode] = useState(tabsCode.loaded);
  const [swap, setSwap] = useState({ focus: -1, keys: [] as string[] });
  const list = useRef<HTMLDivElement>(null);
  const pendingKeys = useRef<string[]>([]);
  const id = useId();

  const load = () =>
    void tabsCode.load().then((loaded) => {
      const tabs = [...(list.current?.querySelectorAll("[role=tab]") ?? [])];
      setSwap({
        focus: tabs.indexOf(document.activeElement as Element),
        keys: pendingKeys.current,
      });
      setCode(() => loaded);
    });

  useEffect(() => {
    if (!code) return whenIdle(load);
  });

  const view: OfficeView = { selected, select };
  const ids: OfficeTabIds = {
    tab: (office) => `${id}-tab-${office}`,
    panel: (office) => `${id}-panel-${office}`,
  };
  if (!offices.length) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!TAB_KEYS.has(event.key)) return;
    event.preventDefault();
    pendingKeys.current = [...pendingKeys.current, event.key];
    load();
  };
  return (
    <div className="flex flex-col gap-5">
      {code ? (
        <code.RadixOfficeTabList
          offices={offices}
          view={view}
          ids={ids}
          focusIndex={swap.focus}
          pendingKeys={swap.keys}
        />
      ) : (
        <div
          ref={list}
          role="tablist"
          aria-label="Our offices"
          aria-orientation="horizontal"
          className={tabListClass}
          onPointerOver={load}
          onFocus={load}
          onKeyDown={onKeyDown}
        >
          {offices.map((office) => {
            const active = office.id === selected;
            return (
              <button
                key={office.id}
                type="button"
                role="tab"
                id={ids.tab(office.id)}
                aria-selected={active}
                aria-controls={ids.panel(office.id)}
                data-state={active ? "active" : "inactive"}
                tabIndex={active ? 0 : -1}
                className={tabClass}
                onClick={() => select(office.id)}
              >
                {office.tab}
              </button>
            );
          })}
        </div>
      )}
      {/* The same panels under either tablist: only the tabs are drawn again when Radix arrives. */}
      {offices.map((office) => (
        <div
          key={office.id}
          role="tabpanel"
          id={ids.panel(office.id)}
          aria-labelledby={ids.tab(office.id)}
          data-state={office.id === selected ? "active" : "inactive"}
          tabIndex={0}
          className={panelClass}
        >
          <OfficeHeading office={office} />
          <OfficeDetails office={office} art={art?.[office.id]} />
        </div>
      ))}
    </div>
  );
}
