import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { cn } from "@/lib/ui/cn";
import { breadcrumbJsonLd } from "@/lib/server/seo";

export interface Crumb {
  title: string;
  url?: string;
}

/** The title banner of every inner page, with a breadcrumb that starts at 'Home'. */
export function PageBanner({
  title,
  tagline,
  crumbs = [],
  action,
  art,
}: {
  title: string;
  tagline?: string;
  /** Trail between Home and the current page. */
  crumbs?: Crumb[];
  /** A call to action under the tagline (service and audience pages: 'Get a Quote'). */
  action?: ReactNode;
  /** A decorative drawing beside the title on wide screens (service pages: their deliverable). */
  art?: ReactNode;
}) {
  return (
    <div className="bg-brand-900 on-dark relative isolate overflow-hidden text-white">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(37_99_196/0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(7_20_40/0.45),transparent_60%)]"
        aria-hidden="true"
      />
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8",
          art && "lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-center lg:gap-x-12",
        )}
      >
        {art && (
          <div className="hidden lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:block">{art}</div>
        )}
        <nav aria-label="Breadcrumb">
          <ol className="text-brand-100 flex flex-wrap items-center gap-x-2 text-sm">
            <li>
              <Link href="/" className="hover:text-white hover:underline">
                Home
              </Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.title} className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                {crumb.url ? (
                  <Link href={crumb.url} className="hover:text-white hover:underline">
                    {crumb.title}
                  </Link>
                ) : (
                  <span>{crumb.title}</span>
                )}
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <span aria-current="page" className="text-white">
                {title}
              </span>
            </li>
          </ol>
        </nav>
        {/* The same trail as structured data, so the two cannot disagree. */}
        <JsonLd
          data={breadcrumbJsonLd([
            { name: "Home", url: "/" },
            ...crumbs.map((crumb) => ({ name: crumb.title, url: crumb.url })),
            { name: title },
          ])}
        />
        <h1 className="text-title mt-4 max-w-4xl text-balance">{title}</h1>
        {tagline && <p className="text-brand-100 mt-4 max-w-3xl text-lg">{tagline}</p>}
        {action && <div className="mt-6">{action}</div>}
      </div>
    </div>
  );
}
