"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef } from "react";
import type { Office } from "@/content/site";
import { tabClass, tabListClass, type OfficeTabIds, type OfficeView } from "./office-details";

/**
 * The office tabs' tablist on Radix Tabs: one tab in the tab order; the arrows (round the
 * ends), Home and End select as they move. The panels stay those office-tabs.tsx drew, so
 * nothing under the tabs is drawn again when this arrives: each trigger names its panel by
 * the ids given. `focusIndex` and `pendingKeys` carry over what the visitor did to the tabs
 * this replaces: the tab that had focus gets it back, and the keys pressed while this code was
 * on its way are handed to it in order.
 */
export function RadixOfficeTabList({
  offices,
  view,
  ids,
  focusIndex,
  pendingKeys,
}: {
  offices: readonly Office[];
  view: OfficeView;
  ids: OfficeTabIds;
  focusIndex: number;
  pendingKeys: readonly string[];
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelectorAll<HTMLElement>("[role=tab]")[focusIndex];
    if (!tab) return;
    tab.focus();
    // Radix moves focus a task after a key: each key goes to the tab the one before reached.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = (keys: readonly string[]) => {
      const [key, ...rest] = keys;
      if (!key) return;
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      timer = setTimeout(() => press(rest));
    };
    press(pendingKeys);
    return () => clearTimeout(timer);
  }, [focusIndex, pendingKeys]);

  return (
    <Tabs.Root value={view.selected} onValueChange={view.select}>
      <Tabs.List ref={list} aria-label="Our offices" className={tabListClass}>
        {offices.map((office) => (
          <Tabs.Trigger
            key={office.id}
            value={office.id}
            id={ids.tab(office.id)}
            aria-controls={ids.panel(office.id)}
            className={tabClass}
          >
            {office.tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
