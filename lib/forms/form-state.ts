/**
 * What a form shows after the browser posted it without the page's script (JavaScript off, or
 * sent before the page hydrated): the page is rendered again on the server with this state.
 */
export interface FormState {
  outcome: "idle" | "success" | "invalid" | "error";
  /** The spec's success or failure message, for the status by the submit button. */
  message?: string;
  /** Per-field messages, by field name. */
  fields?: Record<string, string>;
  /** What the visitor typed, put back in the fields after a failure. */
  values?: Record<string, string>;
  /** The captcha is enforced and could not run: the status adds the other ways to reach us. */
  captchaBlocked?: boolean;
}

export const IDLE_FORM: FormState = { outcome: "idle" };
