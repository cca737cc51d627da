import { ContactPrompt } from "./contact-prompt";
import { ServiceGroupLinks } from "./service-group-links";

/** Said plainly when nothing matches, with ways forward. */
export function NoResults({ query }: { query: string }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="no-results-title">
        <h2 id="no-results-title" className="text-brand-900 text-heading">
          No pages match “{query}”
        </h2>
        <ul className="text-muted mt-3 list-disc space-y-1 pl-5">
          <li>Check the spelling, or try a shorter or more general word.</li>
          <li>Search for the service rather than a case or product, such as “patent search”.</li>
          <li>Browse the service groups below, or ask us directly.</li>
        </ul>
      </section>
      <ServiceGroupLinks headingId="no-results-groups" heading="Browse our services" />
      <ContactPrompt>
        Not sure which service fits? Tell us what you need and we will point you to the right team.
      </ContactPrompt>
    </div>
  );
}
