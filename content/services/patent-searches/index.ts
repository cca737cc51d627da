import { patentabilitySearch } from "./patentability-search";
import { stateOfArtSearch } from "./state-of-art-search";
import { chemicalStructureSearch } from "./chemical-structure-search";
import { patentValidityAndInvaliditySearch } from "./patent-validity-and-invalidity-search";
import { freedomToOperateSearch } from "./freedom-to-operate-search";
import { patentLandspaceAndWhiteSpaceAnalysis } from "./patent-landspace-and-white-space-analysis";
import { infringementSearch } from "./infringement-search";
import { biologicalSequenceSearch } from "./biological-sequence-search";
import { designPatentSearch } from "./design-patent-search";

/** Pages of this group, in menu order. */
export const patentSearchesPages = [
  patentabilitySearch,
  stateOfArtSearch,
  chemicalStructureSearch,
  patentValidityAndInvaliditySearch,
  freedomToOperateSearch,
  patentLandspaceAndWhiteSpaceAnalysis,
  infringementSearch,
  biologicalSequenceSearch,
  designPatentSearch,
];
