import type { Domain } from "@/content/types";

/** In-page links to each domain section, so a footer link's reader can jump straight there. */
export function DomainsJumpNav({ domains }: { domains: readonly Domain[] }) {
  return (
    // Edge to edge on a phone, and its links a size down there, so its longest word
    // ("Telecommunications") keeps whole on one line at 320 px with text at 200%.
    <nav
      aria-labelledby="domains-nav-title"
      className="bg-brand-50 sm:rounded-card -mx-4 self-start px-4 py-5 sm:mx-0 sm:p-5"
    >
      <h2
        id="domains-nav-title"
        className="text-brand-700 font-sans text-sm font-semibold tracking-wider uppercase"
      >
        On this page
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm sm:text-base">
        {domains.map((domain) => (
          <li key={domain.id}>
            <a href={`#${domain.id}`} className="text-ink hover:text-brand-600 hover:underline">
              {domain.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
