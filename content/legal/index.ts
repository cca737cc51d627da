import type { LegalPage } from "@/content/types";
import { accessibilityStatement } from "./accessibility-statement";
import { disclaimer } from "./disclaimer";
import { privacyNotice } from "./privacy-notice";
import { responsibleDisclosure } from "./responsible-disclosure";
import { termsOfUse } from "./terms-of-use";

export { accessibilityStatement, disclaimer, privacyNotice, responsibleDisclosure, termsOfUse };

/** The legal pages, in the footer's order: each has a route file under app/(main)/. */
export const legalPages: readonly LegalPage[] = [
  privacyNotice,
  termsOfUse,
  disclaimer,
  responsibleDisclosure,
  accessibilityStatement,
];
