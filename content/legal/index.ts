import type { LegalPage } from "@/content/types";
import { disclaimer } from "./disclaimer";
import { privacyNotice } from "./privacy-notice";
import { termsOfUse } from "./terms-of-use";

export { disclaimer, privacyNotice, termsOfUse };

/** The legal pages, in the footer's order: each has a route file under app/(main)/. */
export const legalPages: readonly LegalPage[] = [privacyNotice, termsOfUse, disclaimer];
