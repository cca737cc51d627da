import { Link } from "@/components/ui/link";

/** The line by each form's submit button: what happens to the details, and where to read more. */
export function PrivacyNote() {
  return (
    <p className="text-muted text-xs leading-relaxed">
      We use these details only to answer you, as our{" "}
      <Link href="/privacy-notice" className="text-brand-700 underline underline-offset-2">
        privacy notice
      </Link>{" "}
      explains.
    </p>
  );
}
