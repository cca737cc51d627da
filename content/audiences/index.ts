import type { AudiencePage } from "@/content/types";
import { toIpLawfirms } from "./to-ip-lawfirms";
import { toTechnologyOrganizations } from "./to-technology-organizations";
import { toCollegesAndUniversities } from "./to-colleges-and-universities";
import { toIpConsultingFirms } from "./to-ip-consulting-firms";
import { toStartups } from "./to-startups";
import { toIndiviualLawyers } from "./to-indiviual-lawyers";
import { toResearchers } from "./to-researchers";

/** The seven audience (solution) pages, in Solutions-menu order. */
export const audiencePages: readonly AudiencePage[] = [
  toIpLawfirms,
  toTechnologyOrganizations,
  toCollegesAndUniversities,
  toIpConsultingFirms,
  toStartups,
  toIndiviualLawyers,
  toResearchers,
];
