import { Link } from "@/components/ui/link";
import { ContactPrompt } from "./contact-prompt";
import { ServiceGroupLinks } from "./service-group-links";

const EXAMPLES = [
  "patent drafting",
  "freedom to operate",
  "ST.26 sequence listing",
  "trademark renewal",
  "office action",
  "contract review",
];

/** The page before any search: what can be found, example searches and the service groups. */
export function SearchStart() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="search-examples-title">
        <h2 id="search-examples-title" className="text-brand-900 text-subheading">
          Try a search
        </h2>
        <p className="text-muted mt-2">
          Search covers every service, solution and company page. Spelling mistakes and word order
          do not matter.
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Link
                href={`/search?q=${encodeURIComponent(example)}`}
                className="border-line text-brand-700 hover:border-brand-500 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium"
              >
                {example}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ServiceGroupLinks headingId="search-groups" heading="Browse our services" />
      <ContactPrompt>
        Looking for something specific? Describe it and we will tell you how we can help.
      </ContactPrompt>
    </div>
  );
}
