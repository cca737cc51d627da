import { BreakableEmail } from "@/components/ui/breakable-email";
import { Link } from "@/components/ui/link";
import mailIcon from "@/components/ui/icons/mail";
import messageCircleIcon from "@/components/ui/icons/message-circle";
import phoneIcon from "@/components/ui/icons/phone";
import { SvgIcon } from "@/components/ui/svg-icon";
import { site } from "@/content/site";
import { footerDomains, footerQuickLinks, footerServices } from "@/content/navigation";
import { firstPageOf, legalPages, pathOf } from "@/lib/content/registry";
import { CopyrightYear } from "./copyright-year";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-accent-400 font-sans text-sm font-semibold tracking-wider uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

const linkClass = "text-brand-100 hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100 on-dark">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Link href="/" className="text-xl font-bold text-white">
            {site.name}
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{site.description}</p>
          <ul className="mt-5 space-y-2 text-sm">
            {site.phones.map((phone) => (
              <li key={phone.tel}>
                <a
                  href={`tel:${phone.tel}`}
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <SvgIcon shapes={phoneIcon} className="size-4" />
                  {phone.label}: {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${site.email}`}
                className={`inline-flex items-center gap-2 ${linkClass}`}
              >
                <SvgIcon shapes={mailIcon} className="size-4" />
                <BreakableEmail email={site.email} />
              </a>
            </li>
            <li>
              <a
                href={site.chat.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-2 ${linkClass}`}
              >
                <SvgIcon shapes={messageCircleIcon} className="size-4" />
                {site.chat.label}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.label}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Quick links">
          {footerQuickLinks.map((l) => (
            <li key={l.url}>
              <Link href={l.url} className={linkClass}>
                {l.title}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Services">
          {footerServices.map((s) => (
            <li key={s.title}>
              <Link href={firstPageOf(s.group)} className={linkClass}>
                {s.title}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Expertise">
          {footerDomains.map((d) => (
            <li key={d.id}>
              <Link href={`/domains#${d.id}`} className={linkClass}>
                {d.title}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      {/* Below 1440 px the chat button has a row of its own under the footer; wider, it floats at
          the bottom right (chat-button.tsx), so the last row keeps clear of it, in pixels as
          the button is. */}
      <div className="border-t border-white/10">
        <div className="text-brand-100 mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs min-[1440px]:pr-[72px] sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © <CopyrightYear buildYear={new Date().getFullYear()} /> {site.name}. All rights
            reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalPages.map((p) => (
                <li key={p.slug}>
                  <Link href={pathOf(p.slug)} className={`inline-block py-1 ${linkClass}`}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
