import type { Avatar } from "@/content/types";
import { cn } from "@/lib/ui/cn";

const tones: Record<Avatar["tone"], string> = {
  brand: "from-brand-500 to-brand-900 text-white",
  accent: "from-accent-400 to-accent-500 text-brand-950",
  // The content's teal and violet tones are drawn in the brand's navy and pale blue: outside the
  // core values the site keeps to navy, gold and the one blue accent.
  teal: "from-brand-800 to-brand-950 text-white",
  violet: "from-brand-100 to-brand-50 text-brand-900",
};

/** A member's picture: initials drawn on a gradient disc, labelled for screen readers. */
export function InitialsAvatar({
  avatar,
  label,
  className,
}: {
  avatar: Avatar;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        "ring-brand-100 flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-2xl font-semibold tracking-wide ring-4",
        tones[avatar.tone],
        className,
      )}
    >
      <span aria-hidden="true">{avatar.initials}</span>
    </div>
  );
}
