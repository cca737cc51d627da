import type { CareersInput } from "@/lib/forms/careers-schema";
import type { ContactInput } from "@/lib/forms/contact-schema";

// Plain data the forms render before any validation runs. Kept apart from the schemas so that
// the browser loads zod only when a form is first validated (components/forms/lazy-resolver.ts).

/** The spec's eight service options, in its order. */
export const SERVICE_OPTIONS = [
  "Patent Illustration",
  "Invention Search",
  "Chemical Structure or Gene Sequence",
  "Filing Related Services",
  "Invention Drafting",
  "Trademark",
  "Design",
  "Others",
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** A site path as 'Get a Quote' links send it: one segment of lowercase letters, digits, hyphens. */
export const PAGE_PATH = /^\/[a-z0-9-]{1,100}$/;

/** The spec's four position options, in its order. */
export const POSITION_OPTIONS = [
  "Patent Analytics",
  "Patent Researcher",
  "Trademark",
  "Others",
] as const;

export const emptyContact: ContactInput = {
  name: "",
  email: "",
  phone: "",
  message: "",
  service: "",
};

export const emptyCareers: CareersInput = {
  name: "",
  email: "",
  phone: "",
  qualification: "",
  position: "",
  keepOnFile: false,
};
