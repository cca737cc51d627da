import { GraduationCap, Mail } from "lucide-react";
import type { TeamMember } from "@/content/types";
import { InitialsAvatar } from "./initials-avatar";

/** Beside its avatar, or below it where the two do not fit side by side (text at 200% on a phone). */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="rounded-card border-line flex h-full items-start gap-4 border bg-white p-5 shadow-sm max-sm:flex-wrap sm:flex-col sm:items-center sm:gap-0 sm:p-6 sm:text-center">
      <InitialsAvatar
        avatar={member.image}
        label={`Avatar of ${member.name}`}
        className="size-16 text-xl sm:size-20 sm:text-2xl"
      />
      <div className="min-w-0 grow basis-40 sm:mt-4 sm:w-full sm:basis-auto">
        <h3 className="text-brand-900 text-lg font-semibold">{member.name}</h3>
        <p className="text-brand-600 text-sm font-medium">{member.designation}</p>
        {(member.education || member.email) && (
          <dl className="text-muted mt-3 w-full space-y-2 text-sm sm:mt-4">
            {member.education && (
              <div className="flex items-start gap-2 sm:justify-center">
                <dt>
                  <GraduationCap className="text-brand-500 mt-0.5 size-4" aria-hidden="true" />
                  <span className="sr-only">Education</span>
                </dt>
                <dd>{member.education}</dd>
              </div>
            )}
            {member.email && (
              <div className="flex items-start gap-2 sm:justify-center">
                <dt>
                  <Mail className="text-brand-500 mt-0.5 size-4" aria-hidden="true" />
                  <span className="sr-only">E-mail</span>
                </dt>
                <dd className="min-w-0 break-all">
                  <a
                    href={`mailto:${member.email}`}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {member.email}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </article>
  );
}
