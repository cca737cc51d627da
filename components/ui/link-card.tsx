import arrowRightIcon from "@/components/ui/icons/arrow-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/ui/cn";

/** A card that is one link: an optional icon, a title with an arrow, and a line about it. */
export function LinkCard({
  href,
  title,
  description,
  icon,
  className,
}: {
  href: string;
  title: string;
  description: string;
  icon?: ReactNode;
  /** Padding and background, which differ by where the card sits. */
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "group rounded-card border-line hover:border-brand-500 hover:bg-brand-50 flex h-full flex-col border transition-colors",
        className,
      )}
    >
      {icon}
      <span
        className={cn(
          "text-brand-900 flex items-center justify-between gap-2 font-semibold",
          icon ? "mt-3" : undefined,
        )}
      >
        {title}
        <SvgIcon
          shapes={arrowRightIcon}
          className="text-brand-500 size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
        />
      </span>
      <span className="text-muted mt-1 text-sm">{description}</span>
    </Link>
  );
}
