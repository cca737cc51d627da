/** The retention periods the store tests purge with: the defaults the privacy notice states. */
export const RETENTION = { enquiryMonths: 24, applicationMonths: 12, unfiledApplicationMonths: 6 };
