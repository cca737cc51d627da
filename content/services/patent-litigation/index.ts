import { patentPortfolioRanking } from "./patent-portfolio-ranking";
import { eouCharts } from "./eou-charts";
import { patentDueDiligence } from "./patent-due-diligence";
import { licensingSupport } from "./licensing-support";
import { marketResearchDamageStudy } from "./market-research-damage-study";
import { infringementContentions } from "./infringement-contentions";
import { sourceCodeReview } from "./source-code-review";

/** Pages of this group, in menu order. */
export const patentLitigationPages = [
  patentPortfolioRanking,
  eouCharts,
  patentDueDiligence,
  licensingSupport,
  marketResearchDamageStudy,
  infringementContentions,
  sourceCodeReview,
];
