import type { SamplePage } from "@/content/types";
import { ftoAnalysisClaimChart } from "./fto-analysis-claim-chart";
import { patentLandscapeReport } from "./patent-landscape-report";
import { patentabilitySearchReport } from "./patentability-search-report";

/** The 'What you receive' pages, in the order /what-you-receive lists them. */
export const samplePages: readonly SamplePage[] = [
  patentabilitySearchReport,
  ftoAnalysisClaimChart,
  patentLandscapeReport,
];

/** Where the 'What you receive' pages live. */
export const SAMPLES_PATH = "/what-you-receive";

export const samplePath = (slug: string) => `${SAMPLES_PATH}/${slug}`;
