import type { Domain } from "@/content/types";

/** In-page links to each domain section, so a footer link's reader can jump straight there. */
export function DomainsJumpNav({ domains }: { domains: readonly Domain[] }) {
  return (
    <nav aria-labelledby="domains-nav-title" className="rounded-card bg-brand-50 self-start p-5">
      <h2
        id="domains-nav-title"
        className="text-brand-700 text-sm font-semibold tracking-wider uppercase"
      >
        On this page
      </h2>
      <ul className="mt-3 space-y-1.5">
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
