import { CareersFormFields } from "@/components/forms/careers-form-fields";

/** The careers application form, ready to drop into a page; it stays prerendered. */
export function CareersForm() {
  return <CareersFormFields />;
}
