import { Info } from "lucide-react";

/** What happens after applying: numbered steps and a closing note. */
export function ApplySteps({ steps, note }: { steps: readonly string[]; note: string }) {
  return (
    <>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span
              className="bg-brand-700 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <p className="text-ink leading-relaxed">{step}</p>
          </li>
        ))}
      </ol>
      <p className="text-muted mt-6 flex items-center gap-2 text-sm">
        <Info className="text-brand-600 size-4 shrink-0" aria-hidden="true" />
        {note}
      </p>
    </>
  );
}
