import type { Metadata } from "next";
import { PageBanner } from "@/components/content/page-banner";
import { Link } from "@/components/ui/link";
import { ContactForm } from "@/components/forms/contact-form";
import { OfficeTabs } from "@/components/forms/office-tabs";
import { OfficeScene } from "@/components/ui/scenes";
import { site } from "@/content/site";
import { entryFor, pageMetadata } from "@/lib/server/seo";

const page = entryFor("/contact-us");

// The city's drawing heads the map's placeholder, on its ground and without a frame of its own.
const officeArt = "aspect-auto h-full w-full rounded-none border-0 bg-transparent";

export const metadata: Metadata = pageMetadata(page.path);

// Outside the (main) group on purpose: the 'Get a Quote' banner does not show here. The two
// columns start together and keep their own heights: without JavaScript the offices' three
// panels are all shown, and the form's card must not stretch to their height.
export default function Page() {
  return (
    <>
      <PageBanner title={page.title} tagline={page.description} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-12 lg:px-8 lg:py-16">
        {/* A card from sm up; on a phone the form takes the page's width, so a select's longest
            service ("Chemical Structure or Gene Sequence") stays on one line (issue 63, L5). */}
        <section
          aria-labelledby="enquiry-heading"
          className="sm:border-line sm:rounded-card bg-white sm:border sm:p-8 sm:shadow-sm"
        >
          <h2 id="enquiry-heading" className="text-heading">
            Send us an enquiry
          </h2>
          <p className="text-muted mt-2 mb-6">
            Tell us what you need and choose the service it concerns. Fields marked * are required.
            Please do not send confidential details here: see{" "}
            <Link href="/confidentiality" className="text-brand-700 underline underline-offset-2">
              how we keep matters confidential
            </Link>
            , and we will sign a non-disclosure agreement first.
          </p>
          <p className="text-muted -mt-3 mb-6">
            Pricing a search, a draft, trademark work or litigation support?{" "}
            <Link href="/request-a-quote" className="text-brand-700 underline underline-offset-2">
              Request a scoped quote
            </Link>{" "}
            with what a quote for it needs.
          </p>
          <ContactForm />
        </section>
        <section aria-labelledby="offices-heading" className="lg:pt-8">
          <h2 id="offices-heading" className="text-heading">
            Our offices
          </h2>
          <p className="text-muted mt-2 mb-6">
            Call or write to the office nearest you; {site.email} reaches all of us.
          </p>
          <OfficeTabs
            offices={site.offices}
            art={Object.fromEntries(
              site.offices.map((office) => [
                office.id,
                <OfficeScene key={office.id} office={office.id} className={officeArt} />,
              ]),
            )}
          />
        </section>
      </div>
    </>
  );
}
