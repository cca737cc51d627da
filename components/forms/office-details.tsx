"use client";
import { BreakableEmail } from "@/components/ui/breakable-email";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { clsx } from "clsx";
import externalLinkIcon from "@/components/ui/icons/external-link";
import mailIcon from "@/components/ui/icons/mail";
import mapPinIcon from "@/components/ui/icons/map-pin";
import phoneIcon from "@/components/ui/icons/phone";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { Office } from "@/content/site";
import { keepNumbersWithWords } from "@/lib/ui/text";

function mapQuery(office: Office) {
  return encodeURIComponent(office.mapQuery);
}

export const tabListClass =
  "bg-brand-50 border-line flex flex-wrap gap-1 rounded-2xl border p-1 noscript:hidden";
export const tabClass =
  "text-muted hover:text-brand-800 data-[state=active]:bg-brand-700 min-h-11 grow rounded-xl px-3 py-1.5 text-[0.8125rem] leading-tight font-semibold whitespace-nowrap transition-colors data-[state=active]:text-white sm:text-sm";
export const panelClass = "flex flex-col gap-5 data-[state=inactive]:hidden noscript:flex!";

/** Without JavaScript every office shows, one after another, each under its own heading. */
export function OfficeHeading({ office }: { office: Office }) {
  return <h3 className="text-brand-900 text-card hidden noscript:block">{office.tab}</h3>;
}

/** The ids that tie each tab to its panel. */
export type OfficeTabIds = { tab: (office: string) => string; panel: (office: string) => string };

/** The office shown, and how a tab selects another. */
export type OfficeView = { selected: string; select: (id: string) => void };

/** One office's address, phone and e-mails, and its map. */
export function OfficeDetails({ office, art }: { office: Office; art?: ReactNode }) {
  return (
    <>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <address className="flex gap-3 not-italic">
          <SvgIcon shapes={mapPinIcon} className="text-brand-600 mt-0.5 size-5 shrink-0" />
          <span>
            {office.address.map((line) => (
              <span key={line} className="block">
                {keepNumbersWithWords(line)}
              </span>
            ))}
          </span>
        </address>
        <ul className="flex flex-col gap-2">
          <li className="flex items-center gap-3">
            <SvgIcon shapes={phoneIcon} className="text-brand-600 size-5 shrink-0" />
            <a href={`tel:${office.phone.tel}`} className="text-brand-700 hover:underline">
              <span className="sr-only">Call the {office.tab}: </span>
              {office.phone.display}
            </a>
          </li>
          {office.emails.map((email) => (
            <li key={email} className="flex items-center gap-3">
              <SvgIcon shapes={mailIcon} className="text-brand-600 size-5 shrink-0" />
              <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
                <BreakableEmail email={email} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <OfficeMap office={office} art={art} />
    </>
  );
}

function MapsLink({ office, className }: { office: Office; className?: string }) {
  return (
    <a
      href={`https://www.google.com/maps/search/?api=1&query=${mapQuery(office)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(
        "text-brand-700 inline-flex min-h-11 items-center gap-2 text-sm font-semibold hover:underline",
        className ?? "self-start",
      )}
    >
      Open in Google Maps
      <span className="sr-only">: {office.mapQuery} (opens in a new tab)</span>
      <SvgIcon shapes={externalLinkIcon} className="size-4" />
    </a>
  );
}

/**
 * The office's map. Nothing is asked of Google until the visitor asks for the map: until then
 * (and always without JavaScript) a drawing of our own (the office's city when the page gives
 * one, else streets and blocks) holds its place with the address, a
 * button that loads Google's frame and a link that opens Google Maps in a new tab. The frame
 * keeps the browser's default referrer policy, so Google is sent our origin, not the page's URL.
 */
function OfficeMap({ office, art }: { office: Office; art?: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: keep the keyboard focus where the map now is.
  useEffect(() => {
    if (asked) frame.current?.focus();
  }, [asked]);
  if (asked)
    return (
      <>
        <div className="bg-brand-50 border-line rounded-card h-72 overflow-hidden border sm:h-80">
          <iframe
            ref={frame}
            title={`Map of ${office.mapQuery} (${office.tab})`}
            src={`https://www.google.com/maps?q=${mapQuery(office)}&output=embed`}
            loading="lazy"
            className="block h-full w-full border-0"
          />
        </div>
        <MapsLink office={office} />
      </>
    );
  return (
    <div className="bg-brand-50 border-line rounded-card relative flex min-h-72 flex-col overflow-hidden border sm:min-h-80">
      {art ? <div className="h-36 shrink-0">{art}</div> : <MapDrawing />}
      <div className="relative m-auto flex max-w-sm flex-col items-center gap-3 p-5 text-center">
        <SvgIcon shapes={mapPinIcon} className="text-brand-700 size-8" />
        <p className="text-ink text-sm font-semibold">
          {office.address.map(keepNumbersWithWords).join(", ")}
        </p>
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-white transition-colors noscript:hidden"
        >
          Show the map<span className="sr-only">: {office.tab}</span>
        </button>
        <p className="text-muted text-xs leading-relaxed noscript:hidden">
          The map comes from Google, which then receives your IP address and browser details.
        </p>
        <MapsLink office={office} className="self-center" />
      </div>
    </div>
  );
}

/** Streets, a river and blocks in the site's colours: a map's look, drawn by us, no data. */
function MapDrawing() {
  return (
    <svg
      className="text-brand-100 absolute inset-0 h-full w-full"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="currentColor" opacity="0.35">
        <rect x="20" y="20" width="90" height="60" rx="6" />
        <rect x="140" y="20" width="110" height="60" rx="6" />
        <rect x="280" y="20" width="100" height="60" rx="6" />
        <rect x="20" y="110" width="90" height="80" rx="6" />
        <rect x="280" y="110" width="100" height="80" rx="6" />
        <rect x="20" y="220" width="90" height="60" rx="6" />
        <rect x="140" y="220" width="110" height="60" rx="6" />
        <rect x="280" y="220" width="100" height="60" rx="6" />
      </g>
      <g fill="none" stroke="currentColor" strokeWidth="10" strokeLinecap="round">
        <path d="M0 95h400M0 205h400M125 0v300M265 0v300" />
      </g>
      <path
        d="M-10 260C80 230 120 280 200 250S330 170 410 190"
        fill="none"
        stroke="currentColor"
        strokeWidth="14"
        opacity="0.6"
      />
    </svg>
  );
}
