import { trademarkFiling } from "./trademark-filing";
import { trademarkPortfolioAnalysis } from "./trademark-portfolio-analysis";
import { trademarkMonitoring } from "./trademark-monitoring";
import { trademarkSearch } from "./trademark-search";
import { trademarkRegistration } from "./trademark-registration";
import { trademarkOpposition } from "./trademark-opposition";
import { trademarkRenewal } from "./trademark-renewal";
import { trademarkLitigationEnforcement } from "./trademark-litigation-enforcement";
import { trademarkDocketing } from "./trademark-docketing";

/** Pages of this group, in menu order. */
export const trademarkPages = [
  trademarkFiling,
  trademarkPortfolioAnalysis,
  trademarkMonitoring,
  trademarkSearch,
  trademarkRegistration,
  trademarkOpposition,
  trademarkRenewal,
  trademarkLitigationEnforcement,
  trademarkDocketing,
];
