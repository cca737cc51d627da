import type { Metadata } from "next";
import { PageBanner } from "@/components/content/page-banner";
import { Link } from "@/components/ui/link";
import { QuoteBriefForm } from "@/components/forms/quote-brief-form";
import { entryFor, pageMetadata } from "@/lib/server/seo";

const page = entryFor("/request-a-quote");

export const metadata: Metadata = pageMetadata(page.path);

const linkClass = "text-brand-700 underline underline-offset-2";

// In the (main) group: the spec shows the 'Get a Quote' banner on every page but /contact-us.
export default function Page() {
  return (
    <>
      <PageBanner title={page.title} tagline={page.description} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <section
          aria-labelledby="brief-heading"
          className="border-line rounded-card border bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="brief-heading" className="text-heading">
            Your brief
          </h2>
          <p className="text-muted mt-2 mb-6">
            Choose the kind of matter and answer what a quote for it needs; we reply with a written
            scope and price before any work starts. Fields marked * are required. No technical
            detail is needed here: see{" "}
            <Link href="/confidentiality" className={linkClass}>
              how we keep matters confidential
            </Link>{" "}
            and{" "}
            <Link href="/how-we-work" className={linkClass}>
              how we work and price
            </Link>
            . For anything else,{" "}
            <Link href="/contact-us" className={linkClass}>
              send us an enquiry
            </Link>
            .
          </p>
          <QuoteBriefForm />
        </section>
      </div>
    </>
  );
}
