import { BreakableEmail } from "@/components/ui/breakable-email";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { site } from "@/content/site";
import type { LegalPage } from "@/content/types";

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** A legal page: banner, last-updated date, body, its dated version history, and where to write. */
export function LegalPageView({ page }: { page: LegalPage }) {
  const contact =
    page.slug === "privacy-notice"
      ? site.privacyEmail
      : page.slug === "responsible-disclosure"
        ? site.securityEmail
        : site.email;
  return (
    <>
      <PageBanner title={page.title} tagline={page.tagline} crumbs={[{ title: "Legal" }]} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-muted text-sm">
          Last updated: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
        <article className="mt-8 min-w-0">
          <BlockRenderer blocks={page.body} />
          <section aria-labelledby="version-history" className="border-line mt-12 border-t pt-8">
            <h2 id="version-history" className="text-brand-900 text-subheading">
              Version history
            </h2>
            <ol className="mt-4 flex flex-col gap-3 text-sm">
              {page.history.map((version) => (
                <li key={version.date} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                  <time dateTime={version.date} className="text-ink shrink-0 font-semibold sm:w-40">
                    {formatDate(version.date)}
                  </time>
                  <span className="text-muted">{version.change}</span>
                </li>
              ))}
            </ol>
          </section>
        </article>
        <p className="border-line text-muted mt-12 border-t pt-6 text-sm">
          Questions about this page? Write to{" "}
          <a
            href={`mailto:${contact}`}
            className="text-brand-700 font-medium underline underline-offset-2"
          >
            <BreakableEmail email={contact} />
          </a>
          .
        </p>
      </div>
    </>
  );
}
