import type { Avatar } from "@/content/types";
import { cn } from "@/lib/cn";

const tones: Record<Avatar["tone"], string> = {
  brand: "from-brand-500 to-brand-900 text-white",
  accent: "from-accent-400 to-accent-500 text-brand-950",
  teal: "from-teal-600 to-teal-900 text-white",
  violet: "from-violet-600 to-violet-900 text-white",
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
