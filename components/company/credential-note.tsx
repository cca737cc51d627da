import awardIcon from "@/components/ui/icons/award";
import { SvgIcon } from "@/components/ui/svg-icon";

/** A highlighted credential the firm can back (spec: International Trade Council). */
export function CredentialNote({ title, text }: { title: string; text: string }) {
  return (
    <aside
      aria-label={title}
      className="rounded-card border-accent-500 bg-accent-100/60 flex gap-4 border-l-4 p-5"
    >
      <SvgIcon shapes={awardIcon} className="text-brand-700 mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-brand-900 font-semibold">{title}</p>
        <p className="text-ink mt-1 leading-relaxed">{text}</p>
      </div>
    </aside>
  );
}
