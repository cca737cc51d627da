import { patentDrafting } from "./patent-drafting";
import { officeActionResponse } from "./office-action-response";
import { patentFilingServices } from "./patent-filing-services";
import { designPatentDrawings } from "./design-patent-drawings";
import { formalPatentDrawings } from "./formal-patent-drawings";
import { sequenceListing } from "./sequence-listing";

/** Pages of this group, in menu order. */
export const patentProsecutionPages = [
  patentDrafting,
  officeActionResponse,
  patentFilingServices,
  designPatentDrawings,
  formalPatentDrawings,
  sequenceListing,
];
