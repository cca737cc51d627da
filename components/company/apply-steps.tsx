import infoIcon from "@/components/ui/icons/info";
import { SvgIcon } from "@/components/ui/svg-icon";

/** What happens after applying: numbered steps and a closing note. */
export function ApplySteps({ steps, note }: { steps: readonly string[]; note: string }) {
  return (
    <>
      <ol className="mt-6 space-y-4">
        {steps.map((step, i) => (
          <li key={step} className="relative flex gap-3">
            {/* The steps drawn as one path: a line from each number down to the next. */}
            {i < steps.length - 1 && (
              <span
                className="bg-brand-100 absolute top-8 -bottom-4 left-4 w-0.5 -translate-x-1/2"
                aria-hidden="true"
              />
            )}
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
      <p className="text-muted mt-6 flex items-start gap-2 text-sm">
        <SvgIcon shapes={infoIcon} className="text-brand-600 mt-0.5 size-4 shrink-0" />
        {note}
      </p>
    </>
  );
}
