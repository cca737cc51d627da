import type { ServiceOption } from "@/lib/forms/choices";
import type { ServiceGroupId } from "@/content/types";
import type { MatterType } from "@/lib/forms/quote-brief-choices";

/**
 * The contact form's service option each service and audience page's 'Get a Quote' link
 * preselects: one entry per page, by slug (tests/unit/quotes.test.ts keeps it complete).
 * "Others" where none of the eight options is close.
 */
export const quoteServices: Readonly<Record<string, ServiceOption>> = {
  // Patent prosecution
  "patent-drafting": "Invention Drafting",
  "office-action-response": "Filing Related Services",
  "patent-filing-services": "Filing Related Services",
  "design-patent-drawings": "Patent Illustration",
  "formal-patent-drawings": "Patent Illustration",
  "sequence-listing": "Chemical Structure or Gene Sequence",
  // Indian patent
  "indian-patent-application-drafting": "Invention Drafting",
  "design-patent-application": "Design",
  "opposition-searches": "Invention Search",
  "licensing-and-litigation-support": "Others",
  "india-entry-strategy": "Filing Related Services",
  // Patent litigation and commercialization
  "patent-portfolio-ranking": "Others",
  "eou-charts": "Others",
  "patent-due-diligence": "Others",
  "licensing-support": "Others",
  "market-research-damage-study": "Others",
  "infringement-contentions": "Others",
  "source-code-review": "Others",
  // Patent searches
  "patentability-search": "Invention Search",
  "state-of-art-search": "Invention Search",
  "chemical-structure-search": "Chemical Structure or Gene Sequence",
  "biological-sequence-search": "Chemical Structure or Gene Sequence",
  "patent-validity-and-invalidity-search": "Invention Search",
  "freedom-to-operate-search": "Invention Search",
  "patent-landspace-and-white-space-analysis": "Invention Search",
  "infringement-search": "Invention Search",
  "design-patent-search": "Invention Search",
  // Patent management
  "patent-proofreading": "Filing Related Services",
  "remote-patent-docketing": "Filing Related Services",
  "patent-translations": "Filing Related Services",
  "file-history-analysis": "Others",
  "ids-management": "Filing Related Services",
  "data-verification": "Filing Related Services",
  "prosecution-support": "Filing Related Services",
  // Trademark
  "trademark-search": "Trademark",
  "trademark-filing": "Trademark",
  "trademark-registration": "Trademark",
  "trademark-opposition": "Trademark",
  "trademark-monitoring": "Trademark",
  "trademark-renewal": "Trademark",
  "trademark-docketing": "Trademark",
  "trademark-portfolio-analysis": "Trademark",
  "trademark-litigation-enforcement": "Trademark",
  // Copyright and design
  "copyright-registration": "Others",
  "design-registration": "Design",
  // Contract lifecycle and legal documentation
  "contract-drafting-and-creation": "Others",
  "contract-negotiation-and-review": "Others",
  "contract-execution-and-management": "Others",
  "contract-compliance-and-monitoring": "Others",
  "contract-removal-and-optimization": "Others",
  "legal-document-drafting": "Others",
  "drafting-of-legal-notice": "Others",
  "commercial-law-advisory": "Others",
  "commercial-litigation": "Others",
  // Audience (Solutions) pages
  "to-ip-lawfirms": "Others",
  "to-indiviual-lawyers": "Others",
  "to-ip-consulting-firms": "Others",
  "to-technology-organizations": "Others",
  "to-startups": "Others",
  "to-colleges-and-universities": "Others",
  "to-researchers": "Others",
};

/**
 * The kind of matter each service page's 'Request a scoped quote' link preselects in the quote
 * brief, by the page's group, then by slug where a page differs from its group. A page of a
 * group with no entry opens the brief with nothing chosen.
 */
export const quoteMatterByGroup: Partial<Record<ServiceGroupId, MatterType>> = {
  "patent-prosecution": "drafting",
  "indian-patent": "drafting",
  "patent-litigation": "litigation",
  "patent-searches": "search",
  trademark: "trademark",
};

export const quoteMatterBySlug: Readonly<Record<string, MatterType>> = {
  "opposition-searches": "search",
  "licensing-and-litigation-support": "litigation",
};
