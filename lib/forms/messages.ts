/** The spec's user-visible messages (sections 5 and 8), word for word, typos included. */
export const MESSAGES = {
  name: "Please fill in the name field.",
  email: "Please enter a valid email.",
  phone: "Phone number must be 10 digits long.",
  service: "Please select a service",
  captcha: "Please fill the captcha",
  pending: "Please wait...",
  success: "Form submitted successfully.",
  // "occured" is the spec's spelling, kept on purpose.
  generic: "Some error occured. Please try again later!",
} as const;

/** Messages the spec does not give, written in the same voice. */
export const EXTRA_MESSAGES = {
  messageNotText: "Please write your message as plain text.",
  messageTooLong: "Please keep the message under 5,000 characters.",
  tooLong: "Please keep this field under 200 characters.",
  plainText: "Please remove angle brackets (< >), line breaks and hidden formatting characters.",
  qualification: "Please fill in the qualification field.",
  position: "Please select a position",
  rateLimited: "Too many submissions from your network. Please wait a minute and try again.",
  methodNotAllowed: "This address only accepts form submissions (POST).",
} as const;
