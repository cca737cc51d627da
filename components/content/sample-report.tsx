import { BlockRenderer } from "@/components/content/block-renderer";
import type { Block, SamplePage } from "@/content/types";

/** The sample's own sections sit one level under its title, which is the page's h2. */
const nested = (blocks: readonly Block[]): Block[] =>
  blocks.map((b) => (b.type === "heading" ? { type: "subheading", text: b.text } : b));

/**
 * A sample deliverable rendered on its page: a label saying it is a sample on a fictional case,
 * then the report itself in a frame, so it cannot be mistaken for the page's own text.
 */
export function SampleReport({ sample }: { sample: SamplePage["sample"] }) {
  return (
    <section aria-labelledby="sample-title" className="mt-14">
      <p className="bg-accent-100 text-brand-900 inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase">
        Sample
      </p>
      <h2 id="sample-title" className="text-brand-900 text-heading mt-3">
        {sample.title}
      </h2>
      <p className="rounded-card border-accent-500 bg-accent-100/60 text-ink mt-4 border-l-4 p-4 leading-relaxed">
        {sample.label}
      </p>
      <article
        aria-label={`${sample.title}: sample report`}
        className="rounded-card border-line mt-6 border bg-white p-5 shadow-sm sm:p-8"
      >
        <BlockRenderer blocks={nested(sample.blocks)} />
      </article>
    </section>
  );
}
