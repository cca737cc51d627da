import type { Metadata } from "next";
import { Calculator } from "@/components/calculator/calculator";
import { PageBanner } from "@/components/content/page-banner";
import { InlineText } from "@/components/content/inline-text";
import { calculator as copy } from "@/content/calculator";
import { localToday, toIsoDate } from "@/lib/deadlines/dates";
import { CALCULATOR_PATH, readCalculatorQuery } from "@/lib/deadlines/query";
import { pageMetadata } from "@/lib/server/seo";

const base = pageMetadata(CALCULATOR_PATH);

export async function generateMetadata({
  searchParams,
}: PageProps<"/ip-deadline-calculator">): Promise<Metadata> {
  const state = readCalculatorQuery(await searchParams);
  // One canonical page: a calculation's own address is for sharing, not for indexing.
  return state.kind === "empty" ? base : { ...base, robots: { index: false, follow: true } };
}

// Rendered per request: Calculator answers the address's `?event=&date=`, so results work with
// JavaScript off.
export const dynamic = "force-dynamic";

const PRINT_CSS = `@media print {
  body *:not(:has([data-print="keep"])):not([data-print="keep"]):not([data-print="keep"] *),
  [data-print="hide"], form { display: none !important; }
  [data-print="table-wrap"] { overflow: visible !important; }
  .docket-table { font-size: 9pt; table-layout: fixed; width: 100%; min-width: 0 !important; }
  .docket-table th, .docket-table td { overflow-wrap: anywhere; padding: 2pt 4pt 2pt 0; }
  .docket-table tr { break-inside: avoid; }
  @page { margin: 12mm; }
}`;

export default function DeadlineCalculatorPage() {
  return (
    <>
      {/* Printed, the page is its docket: the table and the disclaimer, on the paper's width. */}
      <style>{PRINT_CSS}</style>
      <div data-print="hide">
        <PageBanner title="IP deadline calculator" tagline={copy.tagline} />
      </div>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12" data-print="keep">
        <Calculator today={toIsoDate(localToday())} />
        <section aria-labelledby="calculator-how-heading" className="mt-10" data-print="hide">
          <h2 id="calculator-how-heading" className="text-brand-900 text-heading">
            {copy.howHeading}
          </h2>
          {copy.how.map((paragraph) => (
            <p key={paragraph} className="text-muted mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
        <aside
          aria-labelledby="calculator-disclaimer-heading"
          className="rounded-card border-accent-500 bg-brand-50 mt-10 border-l-4 p-5 sm:p-6"
        >
          <h2 id="calculator-disclaimer-heading" className="text-brand-900 text-lg font-semibold">
            {copy.disclaimerHeading}
          </h2>
          <p className="text-ink mt-2 leading-relaxed">{copy.disclaimer}</p>
          <p className="text-ink mt-2 leading-relaxed">
            <InlineText text={copy.service} />
          </p>
        </aside>
      </div>
    </>
  );
}
