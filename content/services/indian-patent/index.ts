import { indianPatentApplicationDrafting } from "./indian-patent-application-drafting";
import { designPatentApplication } from "./design-patent-application";
import { oppositionSearches } from "./opposition-searches";
import { licensingAndLitigationSupport } from "./licensing-and-litigation-support";
import { indiaEntryStrategy } from "./india-entry-strategy";

/** Pages of this group, in menu order. */
export const indianPatentPages = [
  indianPatentApplicationDrafting,
  designPatentApplication,
  oppositionSearches,
  licensingAndLitigationSupport,
  indiaEntryStrategy,
];
