"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import type { Office } from "@/content/site";
import { useHydrated } from "@/lib/client/hydrated";

function mapQuery(office: Office) {
  return encodeURIComponent(office.mapQuery);
}

/**
 * India first and selected by default (spec section 9), then California and Virginia. Every
 * office's details are in the server's HTML: without JavaScript the tabs, which could not
 * switch, give way to all three offices one after another, each under its own heading. Only the
 * selected office's map frame is loaded.
 */
export function OfficeTabs({ offices }: { offices: readonly Office[] }) {
  const [selected, setSelected] = useState<string | undefined>(offices[0]?.id);
  if (!selected) return null;
  return (
    <Tabs.Root value={selected} onValueChange={setSelected} className="flex flex-col gap-5">
      <Tabs.List
        aria-label="Our offices"
        className="bg-brand-50 border-line grid grid-cols-3 gap-1 rounded-2xl border p-1 noscript:hidden"
      >
        {offices.map((office) => (
          <Tabs.Trigger
            key={office.id}
            value={office.id}
            className="text-muted hover:text-brand-800 data-[state=active]:bg-brand-700 min-h-11 rounded-xl px-2 py-1.5 text-[13px] leading-tight font-semibold transition-colors data-[state=active]:text-white sm:text-sm"
          >
            {office.tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {offices.map((office) => (
        <Tabs.Content
          key={office.id}
          value={office.id}
          forceMount
          className="flex flex-col gap-5 data-[state=inactive]:hidden noscript:flex!"
        >
          <h3 className="text-brand-900 hidden text-lg font-semibold noscript:block">
            {office.tab}
          </h3>
          <OfficeDetails office={office} showMap={office.id === selected} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function OfficeDetails({ office, showMap }: { office: Office; showMap: boolean }) {
  return (
    <>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <address className="flex gap-3 not-italic">
          <MapPin className="text-brand-600 mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            {office.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </address>
        <ul className="flex flex-col gap-2">
          <li className="flex items-center gap-3">
            <Phone className="text-brand-600 size-5 shrink-0" aria-hidden="true" />
            <a href={`tel:${office.phone.tel}`} className="text-brand-700 hover:underline">
              <span className="sr-only">Call the {office.tab}: </span>
              {office.phone.display}
            </a>
          </li>
          {office.emails.map((email) => (
            <li key={email} className="flex items-center gap-3">
              <Mail className="text-brand-600 size-5 shrink-0" aria-hidden="true" />
              <a href={`mailto:${email}`} className="text-brand-700 break-all hover:underline">
                {email}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {showMap && <OfficeMap office={office} />}
      <a
        href={`https://www.google.com/maps/search/?api=1&query=${mapQuery(office)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 inline-flex items-center gap-2 self-start text-sm font-semibold hover:underline"
      >
        Open in Google Maps
        <span className="sr-only">: {office.mapQuery} (opens in a new tab)</span>
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </>
  );
}

/**
 * The office's Google map. With JavaScript the frame is added once the page has hydrated, so
 * Google's heavy embed never competes with the page's own first paint and scripts; without it
 * the server's <noscript> copy loads as the page is read. The box keeps its height either way,
 * so nothing below it moves when the frame arrives.
 */
function OfficeMap({ office }: { office: Office }) {
  const hydrated = useHydrated();
  const frame = (
    <iframe
      title={`Map of ${office.mapQuery} (${office.tab})`}
      src={`https://www.google.com/maps?q=${mapQuery(office)}&output=embed`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="block h-full w-full border-0"
    />
  );
  return (
    <div className="bg-brand-50 border-line rounded-card h-72 overflow-hidden border sm:h-80">
      {hydrated ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}
