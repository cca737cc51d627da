/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, in the site's own
 * words from content/site.ts, so it cannot drift from the contact details the pages show.
 */

/** How long a generated file stays valid: RFC 9116 (2.5.5) recommends less than a year. */
export const SECURITY_TXT_VALID_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The page that says what researchers may test and the safe harbour they get (Policy:). */
export const DISCLOSURE_POLICY_PATH = "/responsible-disclosure";

/**
 * The file's text for a contact address and the site's origin, valid from `now`: Expires is
 * midnight UTC `SECURITY_TXT_VALID_DAYS` days later, in the RFC 3339 form the RFC requires.
 */
export function securityTxt({
  email,
  siteUrl,
  now,
}: {
  email: string;
  siteUrl: string;
  now: Date;
}): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_VALID_DAYS * DAY_MS).toISOString();
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.replace(/\.000Z$/, "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${siteUrl}${DISCLOSURE_POLICY_PATH}`,
    "",
  ].join("\n");
}
