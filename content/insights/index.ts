import type { Insight } from "@/content/types";
import { euDesignReform2025 } from "./eu-design-reform-2025";
import { indiaPatentsAmendmentRules2024 } from "./india-patents-amendment-rules-2024";
import { readingFtoAndInvaliditySearchReports } from "./reading-fto-and-invalidity-search-reports";
import { trademarkModernizationActExpungementReexamination } from "./trademark-modernization-act-expungement-reexamination";
import { unifiedPatentCourtFreedomToOperate } from "./unified-patent-court-freedom-to-operate";
import { usCopyrightRegistrationBeforeSuit } from "./us-copyright-registration-before-suit";
import { usptoFees2025IdsPractice } from "./uspto-fees-2025-ids-practice";
import { wipoSt26SequenceListings } from "./wipo-st26-sequence-listings";

/** Every article, registered once; lib/content/insights.ts orders them newest first. */
export const insights: readonly Insight[] = [
  wipoSt26SequenceListings,
  unifiedPatentCourtFreedomToOperate,
  usptoFees2025IdsPractice,
  trademarkModernizationActExpungementReexamination,
  euDesignReform2025,
  indiaPatentsAmendmentRules2024,
  readingFtoAndInvaliditySearchReports,
  usCopyrightRegistrationBeforeSuit,
];
