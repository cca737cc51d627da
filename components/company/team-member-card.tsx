import { GraduationCap, Mail } from "lucide-react";
import type { TeamMember } from "@/content/types";
import { InitialsAvatar } from "./initials-avatar";

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="rounded-card border-line flex h-full flex-col items-center border bg-white p-6 text-center shadow-sm">
      <InitialsAvatar avatar={member.image} label={`Avatar of ${member.name}`} />
      <h3 className="text-brand-900 mt-4 text-lg font-semibold">{member.name}</h3>
      <p className="text-brand-600 text-sm font-medium">{member.designation}</p>
      {(member.education || member.email) && (
        <dl className="text-muted mt-4 w-full space-y-2 text-sm">
          {member.education && (
            <div className="flex items-start justify-center gap-2">
              <dt>
                <GraduationCap className="text-brand-500 mt-0.5 size-4" aria-hidden="true" />
                <span className="sr-only">Education</span>
              </dt>
              <dd>{member.education}</dd>
            </div>
          )}
          {member.email && (
            <div className="flex items-start justify-center gap-2">
              <dt>
                <Mail className="text-brand-500 mt-0.5 size-4" aria-hidden="true" />
                <span className="sr-only">E-mail</span>
              </dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${member.email}`} className="hover:text-brand-700 hover:underline">
                  {member.email}
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </article>
  );
}
