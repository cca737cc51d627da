import { BreakableEmail } from "@/components/ui/breakable-email";
import mailIcon from "@/components/ui/icons/mail";
import mapPinIcon from "@/components/ui/icons/map-pin";
import phoneIcon from "@/components/ui/icons/phone";
import { keepNumbersWithWords } from "@/lib/ui/text";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { Office } from "@/content/site";
import { OfficeScene } from "@/components/ui/scenes";

/** The firm's offices from the site configuration: address, phone and e-mails. */
export function OfficeCards({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className="mt-8 grid gap-5 md:grid-cols-3">
      {offices.map((office) => (
        <li key={office.id} className="rounded-card border-line border bg-white p-6 shadow-sm">
          <OfficeScene office={office.id} className="mb-5 aspect-[2/1]" />
          <h3 className="text-brand-900 text-card flex items-center gap-2">
            <SvgIcon shapes={mapPinIcon} className="text-accent-500 size-5" />
            {office.tab}
          </h3>
          <address className="text-muted mt-3 leading-relaxed not-italic">
            {office.address.map((line) => (
              <span key={line} className="block">
                {keepNumbersWithWords(line)}
              </span>
            ))}
          </address>
          <ul className="mt-4 space-y-1.5 text-sm">
            <li>
              <a
                href={`tel:${office.phone.tel}`}
                className="text-ink hover:text-brand-700 inline-flex items-center gap-2 hover:underline"
              >
                <SvgIcon shapes={phoneIcon} className="text-brand-500 size-4" />
                {office.phone.display}
              </a>
            </li>
            {office.emails.map((email) => (
              <li key={email}>
                <a
                  href={`mailto:${email}`}
                  className="text-ink hover:text-brand-700 inline-flex items-center gap-2 hover:underline"
                >
                  <SvgIcon shapes={mailIcon} className="text-brand-500 size-4" />
                  <BreakableEmail email={email} />
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
