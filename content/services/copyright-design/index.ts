import { copyrightRegistration } from "./copyright-registration";
import { designRegistration } from "./design-registration";

/** Pages of this group, in menu order. */
export const copyrightDesignPages = [copyrightRegistration, designRegistration];
