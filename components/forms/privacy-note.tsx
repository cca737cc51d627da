import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";

function NoticeLink({ children }: { children: ReactNode }) {
  return (
    <Link href="/privacy-notice" className="text-brand-700 underline underline-offset-2">
      {children}
    </Link>
  );
}

/** The enquiry form's line above its submit button: what happens to the details. */
export function PrivacyNote() {
  return (
    <p className="text-muted text-xs leading-relaxed">
      We use these details only to answer you, as our <NoticeLink>privacy notice</NoticeLink>{" "}
      explains.
    </p>
  );
}

/**
 * The careers form's own line above its submit button: what the application is used for and
 * how long it is kept, counted from the date of application (the privacy notice's figures).
 */
export function CareersPrivacyNote() {
  return (
    <p className="text-muted text-xs leading-relaxed">
      We use these details only to consider your application. We delete it, with anything you send
      us about it later, 6 months after the date you apply, or 12 months after that date if you ask
      us above to keep it for future openings, as our{" "}
      <NoticeLink>privacy notice for applicants</NoticeLink> explains.
    </p>
  );
}

/** The warning beside the contact form's Message field. */
export function ConfidentialWarning() {
  return (
    <>
      <strong className="text-ink font-semibold">
        Do not describe an unfiled invention or send confidential material here.
      </strong>{" "}
      Tell us the kind of work, the field and any deadline; we sign a non-disclosure agreement with
      you before we ask for details.
    </>
  );
}
