import { contractDraftingAndCreation } from "./contract-drafting-and-creation";
import { contractNegotiationAndReview } from "./contract-negotiation-and-review";
import { contractExecutionAndManagement } from "./contract-execution-and-management";
import { contractComplianceAndMonitoring } from "./contract-compliance-and-monitoring";
import { contractRemovalAndOptimization } from "./contract-removal-and-optimization";

/** Pages of this group, in menu order. */
export const contractLifecyclePages = [
  contractDraftingAndCreation,
  contractNegotiationAndReview,
  contractExecutionAndManagement,
  contractComplianceAndMonitoring,
  contractRemovalAndOptimization,
];
