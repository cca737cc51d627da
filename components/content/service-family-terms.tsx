import { Link } from "@/components/ui/link";
import type { OperatorFigure, ServiceFamilyTerms } from "@/content/types";
import { pagesInGroup, pathOf } from "@/lib/content/registry";

/** An operator's figure once confirmed, marked indicative; until then, no figure at all. */
export function figureText(figure: OperatorFigure): string {
  return figure.confirmed ? `${figure.value} (indicative)` : "Quoted per matter";
}

/** One family of services on /how-we-work: its pages, turnaround, fee, models and quote factors. */
export function ServiceFamilyCard({ terms }: { terms: ServiceFamilyTerms }) {
  const id = terms.family.toLowerCase().replace(/[^a-z]+/g, "-");
  const pages = terms.groups.flatMap(pagesInGroup);
  return (
    <section aria-labelledby={`${id}-title`} className="border-line border-t pt-6">
      <h3 id={`${id}-title`} className="text-brand-900 text-subheading">
        {terms.family}
      </h3>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <div>
          <dt className="text-brand-800 text-sm font-semibold">Typical turnaround</dt>
          <dd className="text-ink mt-1">{figureText(terms.turnaround)}</dd>
        </div>
        <div>
          <dt className="text-brand-800 text-sm font-semibold">Typical fee</dt>
          <dd className="text-ink mt-1">{figureText(terms.fee)}</dd>
        </div>
        <div>
          <dt className="text-brand-800 text-sm font-semibold">Pricing models</dt>
          <dd className="text-muted mt-1">{terms.models.join("; ")}</dd>
        </div>
        <div>
          <dt className="text-brand-800 text-sm font-semibold">What changes a quote</dt>
          <dd>
            <ul className="text-muted marker:text-brand-500 mt-1 list-disc space-y-1 pl-5">
              {terms.quoteFactors.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <details className="mt-5">
        <summary className="text-brand-700 cursor-pointer font-semibold">
          Services in this family ({pages.length})
        </summary>
        <ul className="mt-3 flex flex-wrap gap-2">
          {pages.map((p) => (
            <li key={p.slug}>
              <Link
                href={pathOf(p.slug)}
                className="border-line text-brand-800 hover:border-brand-500 inline-block rounded-full border px-3 py-1 text-sm"
              >
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
