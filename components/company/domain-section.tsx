import { Check } from "lucide-react";
import type { Domain } from "@/content/types";
import { Illustration } from "@/components/ui/illustration";
import { cn } from "@/lib/cn";

/**
 * One technology domain: text and bullets beside its image. On wide screens the image
 * alternates sides (`imageFirst`); on narrow screens the image sits above the text.
 */
export function DomainSection({ domain, imageFirst }: { domain: Domain; imageFirst: boolean }) {
  const headingId = `${domain.id}-title`;
  return (
    <section
      id={domain.id}
      aria-labelledby={headingId}
      className="grid items-center gap-8 lg:grid-cols-5 lg:gap-12"
    >
      <div className={cn("min-w-0 lg:col-span-3", imageFirst ? "lg:order-2" : "lg:order-1")}>
        <h2 id={headingId} className="text-brand-900 text-2xl font-semibold tracking-tight">
          {domain.title}
        </h2>
        <p className="text-muted mt-3 leading-relaxed">{domain.text}</p>
        <ul className="mt-5 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
          {domain.items.map((item) => (
            <li key={item} className="text-ink flex gap-2.5">
              <Check className="text-accent-500 mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <Illustration
        image={domain.image}
        className={cn(
          "order-first w-full max-w-md justify-self-center lg:col-span-2 lg:max-w-none",
          imageFirst ? "lg:order-1" : "lg:order-2",
        )}
      />
    </section>
  );
}
