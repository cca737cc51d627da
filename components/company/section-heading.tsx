import { cn } from "@/lib/ui/cn";
import { InlineText } from "@/components/content/inline-text";

/** The h2 that opens a company-page section, with an optional lead paragraph. */
export function SectionHeading({
  id,
  title,
  intro,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", className)}>
      <h2 id={id} className="text-brand-900 text-heading">
        {title}
      </h2>
      {intro && (
        <p className="text-muted mt-3 text-lg leading-relaxed">
          <InlineText text={intro} />
        </p>
      )}
    </div>
  );
}
