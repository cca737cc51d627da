import { legalDocumentDrafting } from "./legal-document-drafting";
import { draftingOfLegalNotice } from "./drafting-of-legal-notice";
import { commercialLitigation } from "./commercial-litigation";
import { commercialLawAdvisory } from "./commercial-law-advisory";

/** Pages of this group, in menu order. */
export const legalDocumentationPages = [
  legalDocumentDrafting,
  draftingOfLegalNotice,
  commercialLitigation,
  commercialLawAdvisory,
];
