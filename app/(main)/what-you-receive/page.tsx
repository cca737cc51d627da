import { ClosingNote } from "@/components/company/closing-note";
import { PageBanner } from "@/components/content/page-banner";
import { LinkCard } from "@/components/ui/link-card";
import { samplePages, samplePath, SAMPLES_PATH } from "@/content/samples";
import { entryFor, pageMetadata, pageTitle } from "@/lib/server/seo";

export const metadata = pageMetadata(SAMPLES_PATH);

export default function WhatYouReceivePage() {
  return (
    <>
      <PageBanner title={pageTitle(SAMPLES_PATH)} tagline={entryFor(SAMPLES_PATH).description} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {samplePages.map((p) => (
            <li key={p.slug}>
              <LinkCard
                href={samplePath(p.slug)}
                title={p.title.replace(/^What you receive: (an? )?/, "")}
                description={p.tagline}
                className="bg-white p-6"
              />
            </li>
          ))}
        </ul>
        <div className="mt-14">
          <ClosingNote
            text="Every sample is built on an invented case and labelled as such. Your own report follows the same form, to the scope agreed in writing before the work starts."
            action={{ label: "How we work and price", href: "/how-we-work" }}
          />
        </div>
      </div>
    </>
  );
}
