import type { ServicePage } from "@/content/types";

export const copyrightRegistration = {
  slug: "copyright-registration",
  title: "Copyright Registration",
  group: "copyright-design",
  filedBy: "copyright-counsel",
  description:
    "Copyright registration at the US Copyright Office and India's Copyright Office, with the right application, deposit copies, ownership chain and timing.",
  tagline: "Put your copyright on the record before you need it",
  body: [
    { type: "heading", text: "Why register a copyright that already exists" },
    {
      type: "paragraph",
      text: "Copyright arises when an original work is created and, under US law, fixed in a tangible medium; in neither the United States nor India is registration what creates it. Registration matters because of what it unlocks later. Owners usually register when a work is published or released, before it is licensed or offered as security, or as soon as an infringement comes to light.",
    },
    { type: "subheading", text: "In the United States" },
    {
      type: "list",
      items: [
        "No infringement suit over a US work can be filed until preregistration or registration of the copyright claim has been made, or the Copyright Office has refused registration (17 U.S.C. §411(a)). In Fourth Estate v. Wall-Street.com (2019) the Supreme Court held that a pending application is not enough.",
        "Statutory damages and attorney's fees are available only if the work was registered before the infringement began, or within three months of first publication (17 U.S.C. §412).",
        "A certificate issued before or within five years after first publication is prima facie evidence that the copyright is valid and that the facts stated in it are true (17 U.S.C. §410(c)).",
      ],
    },
    { type: "subheading", text: "In India" },
    {
      type: "list",
      items: [
        "Registration is optional under the Copyright Act, 1957 (Section 45), and an owner can sue without it.",
        "Entries in the Register of Copyrights are prima facie evidence of the particulars recorded (Section 48), which makes ownership far easier to prove.",
        "An artistic work used, or capable of being used, on goods needs a search certificate from the Trade Marks Registry before it can be registered.",
      ],
    },
    {
      type: "paragraph",
      text: "Your attorney or advocate engages us and directs the application; they decide the claim to register, and sign the application and every reply to the office.",
    },
    { type: "heading", text: "How we prepare a registration" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Identify the work and the claim",
          text: "We settle what is being registered (a text, software, artwork, a sound recording, a film) and whether it is published, unpublished or a new version of an earlier work, in which case only the new material is claimed.",
        },
        {
          title: "Confirm authorship and ownership",
          text: "Employment terms, work-made-for-hire status under US law, commissions and assignments are checked so that the claimant named is the true owner.",
        },
        {
          title: "Choose the application",
          text: "At the US Copyright Office, the Standard Application, the Single Application or a group option, depending on what the work and its authors qualify for; in India, Form XIV with its statement of particulars.",
        },
        {
          title: "Prepare the deposit",
          text: "Copies in the form each office requires. For software at the US Copyright Office, identifying portions of the source code, with trade-secret material blocked out where the rules allow. In India, since the Copyright (Amendment) Rules, 2021, the first 10 and last 10 pages of the source code, or all of it if it runs to fewer than 20 pages, with no part blocked out or redacted; object code is no longer required.",
        },
        {
          title: "Filing by your attorney, and follow-up",
          text: "Your attorney or advocate files and answers the office; we track the application, draft replies to the examiner's correspondence for them to send and, in India, watch the 30-day period for objections that follows the issue of the diary number.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A claim memo recording the authorship, ownership and publication facts behind each application",
        "Completed draft applications and deposit copies, ready for your attorney or advocate to review, sign and file",
        "Draft replies to any examiner correspondence, for your attorney or advocate to send",
        "The certificate or register extract, checked against the application",
      ],
    },
    {
      type: "paragraph",
      text: "Timing is agreed per work. Where a lawsuit is imminent, the US Copyright Office offers special handling for an additional fee, and we prepare the request with the application for your attorney. If the work also carries a brand, [trademark filing](/trademark-filing) protects the name and logo themselves, and assignments and licenses of copyright can be drafted by our [legal document drafting](/legal-document-drafting) team.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Most registration problems are ownership problems. We trace the chain of title before filing, so the certificate names the right claimant and holds up when it is relied on.",
    },
    {
      type: "paragraph",
      text: "Deposits of source code and unpublished material are handled under confidentiality terms, and a filing carries only what the office's rules require.",
    },
  ],
} satisfies ServicePage;
