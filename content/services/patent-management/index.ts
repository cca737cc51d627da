import { patentProofreading } from "./patent-proofreading";
import { remotePatentDocketing } from "./remote-patent-docketing";
import { patentTranslations } from "./patent-translations";
import { fileHistoryAnalysis } from "./file-history-analysis";
import { idsManagement } from "./ids-management";
import { dataVerification } from "./data-verification";
import { prosecutionSupport } from "./prosecution-support";

/** Pages of this group, in menu order. */
export const patentManagementPages = [
  patentProofreading,
  remotePatentDocketing,
  patentTranslations,
  fileHistoryAnalysis,
  idsManagement,
  dataVerification,
  prosecutionSupport,
];
