import type { ServicePage } from "@/content/types";
import { patentProsecutionPages } from "./patent-prosecution";
import { indianPatentPages } from "./indian-patent";
import { patentLitigationPages } from "./patent-litigation";
import { patentSearchesPages } from "./patent-searches";
import { patentManagementPages } from "./patent-management";
import { trademarkPages } from "./trademark";
import { copyrightDesignPages } from "./copyright-design";
import { contractLifecyclePages } from "./contract-lifecycle";
import { legalDocumentationPages } from "./legal-documentation";

/** Every service page, grouped in menu order. Add a page to its group's index to register it. */
export const servicePages: readonly ServicePage[] = [
  ...patentProsecutionPages,
  ...indianPatentPages,
  ...patentLitigationPages,
  ...patentSearchesPages,
  ...patentManagementPages,
  ...trademarkPages,
  ...copyrightDesignPages,
  ...contractLifecyclePages,
  ...legalDocumentationPages,
];
