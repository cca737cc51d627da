import { Link } from "@/components/ui/link";
import arrowRightIcon from "@/components/ui/icons/arrow-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import { InlineText } from "@/components/content/inline-text";

/** The last word of a company page: a sentence and, optionally, one call to action. */
export function ClosingNote({
  text,
  action,
}: {
  text: string;
  action?: { label: string; href: string };
}) {
  return (
    <div className="rounded-card border-accent-500 bg-brand-50 flex flex-col gap-5 border-t-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <p className="text-ink max-w-3xl text-lg leading-relaxed">
        <InlineText text={text} />
      </p>
      {action && (
        <Link
          href={action.href}
          className="bg-brand-700 hover:bg-brand-800 inline-flex shrink-0 items-center gap-2 self-start rounded-full px-6 py-3 font-semibold text-white transition-colors sm:self-auto"
        >
          {action.label}
          <SvgIcon shapes={arrowRightIcon} className="size-4" />
        </Link>
      )}
    </div>
  );
}
