import { BreakableEmail } from "@/components/ui/breakable-email";
import briefcaseBusinessIcon from "@/components/ui/icons/briefcase-business";
import graduationCapIcon from "@/components/ui/icons/graduation-cap";
import languagesIcon from "@/components/ui/icons/languages";
import mailIcon from "@/components/ui/icons/mail";
import microscopeIcon from "@/components/ui/icons/microscope";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { ReactNode } from "react";
import type { TeamMember } from "@/content/types";
import type { MemberLabels } from "@/lib/content/team";
import { InitialsAvatar } from "./initials-avatar";

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-left">
      <dt>
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const iconClass = "text-brand-500 mt-0.5 size-4 shrink-0";

/**
 * A profile: beside its avatar, or below it where the two do not fit side by side (text at 200%
 * on a phone). Its `id` is the anchor article bylines link to.
 */
export function TeamMemberCard({ member, labels }: { member: TeamMember; labels: MemberLabels }) {
  return (
    <article
      id={member.id}
      aria-labelledby={`${member.id}-name`}
      className="rounded-card border-line flex h-full scroll-mt-24 items-start gap-4 border bg-white p-5 shadow-sm max-sm:flex-wrap sm:flex-col sm:items-center sm:gap-0 sm:p-6 sm:text-center"
    >
      <InitialsAvatar
        avatar={member.image}
        label={`Avatar of ${member.name}`}
        className="size-16 text-xl sm:size-20 sm:text-2xl"
      />
      <div className="min-w-0 grow basis-40 sm:mt-4 sm:w-full sm:basis-auto">
        <h3 id={`${member.id}-name`} className="text-brand-900 text-card">
          {member.name}
        </h3>
        <p className="text-brand-600 text-sm font-medium">{member.designation}</p>
        <dl className="text-muted mt-3 w-full space-y-2 text-sm sm:mt-4">
          {member.degrees.length > 0 && (
            <Detail
              icon={<SvgIcon shapes={graduationCapIcon} className={iconClass} />}
              term="Education"
            >
              {member.degrees.join("; ")}
            </Detail>
          )}
          <Detail
            icon={<SvgIcon shapes={microscopeIcon} className={iconClass} />}
            term="Technology domains"
          >
            {labels.domains.join(", ")}
          </Detail>
          <Detail
            icon={<SvgIcon shapes={briefcaseBusinessIcon} className={iconClass} />}
            term="Services"
          >
            {labels.services.join(", ")}
          </Detail>
          <Detail icon={<SvgIcon shapes={languagesIcon} className={iconClass} />} term="Languages">
            {member.languages.join(", ")}
          </Detail>
          {member.email && (
            <Detail icon={<SvgIcon shapes={mailIcon} className={iconClass} />} term="E-mail">
              <a href={`mailto:${member.email}`} className="hover:text-brand-700 hover:underline">
                <BreakableEmail email={member.email} />
              </a>
            </Detail>
          )}
        </dl>
      </div>
    </article>
  );
}
