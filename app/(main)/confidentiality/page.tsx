import { ClosingNote } from "@/components/company/closing-note";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { confidentiality } from "@/content/company/confidentiality";
import { pageMetadata, pageTitle } from "@/lib/server/seo";

export const metadata = pageMetadata("/confidentiality");

export default function ConfidentialityPage() {
  return (
    <>
      <PageBanner title={pageTitle("/confidentiality")} tagline={confidentiality.tagline} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="text-lg">
          <BlockRenderer blocks={confidentiality.intro} />
        </div>
        {confidentiality.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <BlockRenderer
              blocks={[{ type: "heading", text: section.heading }, ...section.blocks]}
            />
          </section>
        ))}
        <section aria-labelledby="certifications-title" className="mt-10">
          <h2 id="certifications-title" className="text-brand-900 text-heading">
            {confidentiality.certificationsText.heading}
          </h2>
          {confidentiality.certifications.length > 0 ? (
            <ul className="text-muted marker:text-brand-500 mt-4 list-disc space-y-2 pl-6">
              {confidentiality.certifications.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted mt-4 leading-relaxed">
              {confidentiality.certificationsText.none}
            </p>
          )}
        </section>
        <div className="mt-16">
          <ClosingNote
            text={confidentiality.closing}
            action={{ label: "Contact Us", href: "/contact-us" }}
          />
        </div>
      </div>
    </>
  );
}
