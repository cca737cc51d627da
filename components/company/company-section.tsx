import type { ReactNode } from "react";
import { SectionHeading } from "@/components/company/section-heading";

/**
 * A company-page section named by its heading: `id` is the section's own (a link's target) and
 * makes the heading's id (`<id>-title`), which the section points to with aria-labelledby.
 */
export function CompanySection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} intro={intro} />
      {children}
    </section>
  );
}
