import type { Insight } from "@/content/types";

export const usCopyrightRegistrationBeforeSuit = {
  slug: "us-copyright-registration-before-suit",
  title: "Register before you need to: US copyright registration timing after Fourth Estate",
  description:
    "Why US copyright registration timing matters: the Fourth Estate ruling of 4 March 2019, the three-month window of section 412 and what to register first.",
  published: "2026-11-23",
  updated: "2026-11-23",
  tags: ["copyright-registration", "contract-drafting-and-creation"],
  body: [
    {
      type: "paragraph",
      text: "Copyright in the United States exists from the moment an original work is fixed in a tangible form. Registration with the US Copyright Office is not what creates the right. That leads many owners, including companies with valuable software, documentation and marketing content, to treat registration as optional paperwork to be done when a dispute arises. Two provisions of the Copyright Act, and one Supreme Court decision, make that an expensive habit.",
    },
    { type: "heading", text: "No suit without a registration decision" },
    {
      type: "paragraph",
      text: "Section 411(a) of the Copyright Act, 17 U.S.C. 411(a), provides that no civil action for infringement of the copyright in a United States work may be instituted until registration of the copyright claim has been made, subject to exceptions. For years the federal circuits disagreed on what 'registration has been made' meant. Some held that filing a complete application, deposit and fee was enough; others required the Copyright Office to act on the application.",
    },
    {
      type: "paragraph",
      text: "The Supreme Court settled the question in Fourth Estate Public Benefit Corp. v. Wall-Street.com, LLC, No. 17-571, decided unanimously on 4 March 2019. Registration is made when the Register of Copyrights has registered the copyright after examining a properly filed application, not when the application is filed. If the Office refuses registration, the owner may then sue, as section 411(a) also provides. Once registration is made, the owner can recover for infringement that took place both before and after it.",
    },
    {
      type: "callout",
      title: "What this means in practice",
      text: "An owner who discovers infringement and only then applies must wait for the Copyright Office to decide before filing suit. Expedited handling is available for a fee in pressing cases, but the simplest protection is to have registered the important works already.",
    },
    { type: "heading", text: "The remedies that depend on timing" },
    {
      type: "paragraph",
      text: "Section 412 of the Act, 17 U.S.C. 412, is the second reason to register early. With limited exceptions, it bars an award of statutory damages or attorney's fees for infringement of a published work that began before the work's effective date of registration, unless the work was registered within three months after its first publication. For an unpublished work, infringement that began before registration likewise cannot support those awards.",
    },
    {
      type: "paragraph",
      text: "Statutory damages matter because actual damages and infringer's profits can be hard to prove, especially for software modules, technical manuals or images whose market value is difficult to isolate. Attorney's fees matter because copyright litigation is expensive, and the possibility of a fee award often shapes whether a case settles. An owner who registered late may win on liability and still find that the case is not worth bringing.",
    },
    {
      type: "paragraph",
      text: "Registration also has evidentiary value. Under 17 U.S.C. 410(c), a certificate of registration made before or within five years after first publication is prima facie evidence of the validity of the copyright and of the facts stated in the certificate.",
    },
    { type: "heading", text: "What to register first" },
    {
      type: "paragraph",
      text: "Few organizations can register everything they create. We suggest ranking works by how likely they are to be copied and how much a copy would hurt, and registering the top of the list promptly, ideally within three months of first publication:",
    },
    {
      type: "list",
      items: [
        "customer-facing software and the code of key products, where a competitor copying it would cause lasting harm;",
        "technical documentation, training material and manuals that competitors or resellers are known to reuse;",
        "product photography, illustrations and design artwork used in catalogs and online listings, which are copied often;",
        "databases and compilations whose selection and arrangement reflect real editorial effort;",
        "marketing content with a long life, such as reference guides and white papers.",
      ],
    },
    {
      type: "paragraph",
      text: "Group registration options exist for some kinds of works, such as certain unpublished works and photographs, and can make a steady registration program affordable. Which option fits a given set of works is a question to settle with the Copyright Office's current guidance and with counsel.",
    },
    { type: "heading", text: "The contracts behind the registration" },
    {
      type: "paragraph",
      text: "An application names the claimant, and the claimant must own the copyright or have obtained it by transfer. Ownership problems surface at exactly this point. Work made by employees within the scope of their employment is generally a work made for hire owned by the employer, but work made by contractors and agencies often is not, unless it falls within the statutory categories and a written agreement says so, or the copyright is assigned in writing. Before a registration program starts, it is worth checking that:",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "contractor and agency agreements contain a written assignment of copyright, signed by the contractor;",
        "licenses of third-party material, such as stock images, fonts and open-source components, are recorded so that the application can exclude what the claimant does not own;",
        "the chain of title for acquired works is documented, with each transfer in writing.",
      ],
    },
    {
      type: "paragraph",
      text: "Fixing these gaps is far easier before a dispute than during one, when a former contractor has little reason to sign.",
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "We prepare [copyright registration](/copyright-registration) applications and deposit copies for review by the client's counsel, keep a register of works with their publication dates so that the three-month window is not missed, and review and draft the [assignments and contractor agreements](/contract-drafting-and-creation) that establish ownership. Whether and when to sue, and what to claim, are decisions for the client's attorney.",
    },
  ],
  sources: [
    {
      title:
        "Fourth Estate Public Benefit Corp. v. Wall-Street.com, LLC, No. 17-571 (U.S. 4 March 2019)",
      url: "https://supreme.justia.com/cases/federal/us/586/17-571/",
    },
    {
      title: "17 U.S.C. 410(c), 411(a) and 412 (Copyright Act)",
      url: "https://www.copyright.gov/title17/",
    },
  ],
} satisfies Insight;
