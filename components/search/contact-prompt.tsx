import { Link } from "@/components/ui/link";

/** When search cannot help: a person can. */
export function ContactPrompt({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-card bg-brand-50 border-brand-500 border-l-4 p-5 sm:p-6">
      <p className="text-ink leading-relaxed">{children}</p>
      <Link
        href="/contact-us"
        className="bg-brand-700 hover:bg-brand-600 mt-4 inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-white"
      >
        Contact Us
      </Link>
    </div>
  );
}
