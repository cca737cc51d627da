/** The hidden field people never see and form-filling bots do: a value there means a bot. */
export const HONEYPOT_FIELD = "website";
