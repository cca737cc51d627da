import type { Insight } from "@/content/types";

export const trademarkModernizationActExpungementReexamination = {
  slug: "trademark-modernization-act-expungement-reexamination",
  title:
    "Expungement, reexamination and three-month deadlines: the Trademark Modernization Act in practice",
  description:
    "How the TMA's expungement and reexamination proceedings clear unused US registrations, and what the three-month office action deadline means for dockets.",
  published: "2026-11-23",
  updated: "2026-11-23",
  tags: ["trademark-search", "trademark-opposition", "trademark-registration"],
  body: [
    {
      type: "paragraph",
      text: "The Trademark Modernization Act of 2020 (TMA) became law on 27 December 2020. It gave the USPTO two new ways to cancel registrations for marks that were never used, or not used in time, and it allowed the Office to set shorter deadlines for answering office actions. The USPTO's implementing rule, Changes To Implement Provisions of the Trademark Modernization Act of 2020, was published on 17 November 2021 (86 FR 64300) and took effect on 18 December 2021, with petitions for the new proceedings accepted from 27 December 2021. The shorter response period followed on 3 December 2022.",
    },
    {
      type: "paragraph",
      text: "For a client clearing a new brand, these changes matter in two ways. A registration that blocks a search result may now be easier and cheaper to remove than it used to be. And once the client's own application is on file, its office actions run on a tighter clock.",
    },
    { type: "heading", text: "Two proceedings against unused registrations" },
    {
      type: "paragraph",
      text: "Before the TMA, a registration for a mark that was never used could be removed mainly through a cancellation proceeding before the Trademark Trial and Appeal Board, an adversarial case that takes time and money. The TMA added two ex parte proceedings, handled by the USPTO itself, in which a petitioner files evidence of a reasonable investigation of non-use and the registrant is asked to prove use.",
    },
    {
      type: "definitions",
      items: [
        {
          title: "Expungement (15 U.S.C. 1066a)",
          text: "Asks the Office to cancel a registration, for some or all of its goods or services, because the mark has never been used in commerce with them. A petition may be filed between three and ten years after the registration date. Until 27 December 2023, a transitional rule also allowed petitions against registrations older than ten years, provided they were at least three years old; that window has now closed.",
        },
        {
          title: "Reexamination (15 U.S.C. 1066b)",
          text: "Asks the Office to cancel a use-based registration, for some or all of its goods or services, because the mark was not in use in commerce on the relevant date. For an application based on use, that date is the filing date; for an intent-to-use application, it is the later of the date an amendment to allege use was filed and the date the deadline for the statement of use expired. A petition may be filed within the first five years after registration.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "The Director can also start either proceeding on the Office's own initiative. The TMA also wrote an express non-use ground into the grounds for cancellation before the Board, at 15 U.S.C. 1064(6), so the adversarial route remains available where a petitioner wants a full proceeding.",
    },
    {
      type: "callout",
      title: "Which proceeding fits",
      text: "Never used at all and three to ten years old: expungement. Used only after the date claimed, or after the statement-of-use deadline, and less than five years old: reexamination. Older registrations, or disputes that turn on more than use, still go to the Board.",
    },
    { type: "heading", text: "What this means for clearance searches" },
    {
      type: "paragraph",
      text: "A [trademark search](/trademark-search) report used to treat a registered mark as an obstacle unless it was plainly dead. Now, a registration that looks unused deserves a second look before a client abandons a name. For a close hit on the register, we add a short use investigation to the report when asked:",
    },
    {
      type: "list",
      items: [
        "the registration's age and filing basis, which decide whether expungement or reexamination is available and until when;",
        "the specimens of use in the file, and whether they show the mark on the goods or in the sale of the services listed;",
        "a dated record of searches of the registrant's website, online marketplaces and trade sources for each listed good or service;",
        "any maintenance filings due soon, since a registration may lapse on its own if the owner files no declaration of use.",
      ],
    },
    {
      type: "paragraph",
      text: "The evidence of a reasonable investigation is what the petition rests on, so the record has to be dated, reproducible and specific to each good or service. Whether to file a petition, and what to argue, is a decision for the client's trademark attorney.",
    },
    { type: "heading", text: "The shorter office action deadline" },
    {
      type: "paragraph",
      text: "For office actions issued on or after 3 December 2022 in applications filed under section 1 or section 44 of the Trademark Act, the applicant has three months to respond instead of six. One extension of three more months is available on request and payment of a fee, if the request is filed before the first three months end. Applications that reach the USPTO under the Madrid Protocol, section 66(a), keep a six-month response period without that extension.",
    },
    {
      type: "paragraph",
      text: "A missed deadline still means abandonment, with a petition to revive as the usual remedy. The risk for a busy docket is treating a three-month deadline as though it were six, especially in a portfolio where Madrid designations and direct filings sit side by side with different periods.",
    },
    { type: "heading", text: "Docketing under the new periods" },
    {
      type: "list",
      ordered: true,
      items: [
        "Record each application's filing basis in the docket, because it decides whether the action runs on three months or six.",
        "Docket the three-month date as the final date unless the client confirms an extension, and set a reminder early enough to file the extension request before it passes.",
        "When an extension is filed, docket the new six-month date from the issue date of the office action, not from the date of the request.",
        "Treat each office action separately: the single extension belongs to one action and does not carry over to the next.",
      ],
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "We run clearance searches with a use investigation for blocking registrations, assemble the dated evidence record an attorney needs to consider an expungement or reexamination petition, and docket office action deadlines by filing basis for the [trademark registration](/trademark-registration) and [trademark opposition](/trademark-opposition) matters we support. The petition, the arguments and the filing stay with the client's trademark attorney.",
    },
  ],
  sources: [
    {
      title:
        "USPTO, Changes To Implement Provisions of the Trademark Modernization Act of 2020, final rule, 86 FR 64300 (17 November 2021), effective 18 December 2021",
      url: "https://www.federalregister.gov/documents/2021/11/17/2021-24926/changes-to-implement-provisions-of-the-trademark-modernization-act-of-2020",
    },
    {
      title:
        "USPTO, New response deadline for applications (office actions issued on or after 3 December 2022)",
      url: "https://www.uspto.gov/trademarks/laws/2020-modernization-act/new-response-deadline-applications",
    },
    {
      title:
        "15 U.S.C. 1066a (expungement), 1066b (reexamination) and 1064(6) (non-use cancellation)",
      url: "https://www.uspto.gov/trademarks/laws/2020-modernization-act",
    },
  ],
} satisfies Insight;
