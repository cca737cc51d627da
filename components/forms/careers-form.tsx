import { connection } from "next/server";
import { CareersFormFields } from "@/components/forms/careers-form-fields";
import { browserSiteKey } from "@/lib/forms/config";

/**
 * The careers application form, ready to drop into a page. It reads the reCAPTCHA key when the
 * page is requested (which makes the page render per request), so one build serves any
 * configuration.
 */
export async function CareersForm() {
  await connection();
  return <CareersFormFields siteKey={browserSiteKey()} />;
}
