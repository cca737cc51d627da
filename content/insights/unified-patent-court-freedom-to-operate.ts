import type { Insight } from "@/content/types";

export const unifiedPatentCourtFreedomToOperate = {
  slug: "unified-patent-court-freedom-to-operate",
  title: "The Unified Patent Court since 1 June 2023: what it changes for freedom-to-operate work",
  description:
    "How the UPC, unitary patents and the opt-out register change the scope, the status checks and the risk reading of a European freedom-to-operate search.",
  published: "2026-11-23",
  updated: "2026-11-26",
  tags: ["freedom-to-operate-search", "patent-validity-and-invalidity-search"],
  body: [
    {
      type: "paragraph",
      text: "On 1 June 2023 the Agreement on a Unified Patent Court (UPCA) entered into force, and with it the unitary patent became available. For anyone commissioning a freedom-to-operate (FTO) search that covers Europe, this was the largest change in a generation. A single action before one court can now decide infringement of a European patent across every participating member state, and a single revocation action can remove it from all of them. The patents an FTO search finds are the same documents as before; what has changed is how far each one reaches, and where it can be enforced or attacked.",
    },
    { type: "heading", text: "How the system came into force" },
    {
      type: "paragraph",
      text: "Germany deposited its instrument of ratification on 17 February 2023, the last step the agreement required. Under Article 89 UPCA the agreement entered into force on the first day of the fourth month after that deposit, which gave the start date of 1 June 2023. A sunrise period opened on 1 March 2023 so that owners could file opt-outs before the court began hearing cases. From 1 June 2023, a European patent granted by the EPO can also be registered with unitary effect under Regulation (EU) No 1257/2012, giving one patent for all participating states that have ratified the agreement at the date of registration.",
    },
    {
      type: "paragraph",
      text: "The court has a Court of First Instance, made up of a central division seated in Paris with a section in Munich and, since 27 June 2024, a section in Milan (which took over the patents in IPC section A, human necessities, other than supplementary protection certificates), plus local and regional divisions in the member states. The Court of Appeal sits in Luxembourg. Not every EU state takes part: Spain and Poland did not sign the agreement, several signatories have yet to ratify it, and the United Kingdom withdrew in 2020.",
    },
    { type: "heading", text: "National courts can now reach foreign patents too" },
    {
      type: "paragraph",
      text: "The UPC is not the only route to a judgment covering several countries. On 25 February 2025 the Grand Chamber of the Court of Justice of the EU ruled in BSH v Electrolux (Case C-339/22) that a court of the EU member state where the defendant is domiciled keeps jurisdiction, under Article 4(1) of the Brussels I bis Regulation (EU) No 1215/2012, over infringement of a patent granted for another member state even when the defendant answers that the patent is invalid. Only the courts of the granting state may rule on that validity (Article 24(4)), so the infringement court may wait for them, but it is not stripped of the case. Article 24(4) does not apply to patents of non-EU states, such as the United Kingdom or Turkey, so a court of the defendant's domicile may rule on infringement there and, between the parties, on validity as a defence.",
    },
    {
      type: "paragraph",
      text: "For FTO work this means that a patent outside the UPC, whether opted out, validated in a state that has not ratified the agreement, or granted outside the EU, can still be asserted in one action in the courts of the country where the product's maker or seller is based. The risk table should note where each likely defendant is domiciled, not only where the patent is in force.",
    },
    { type: "heading", text: "Three kinds of patent where there used to be one" },
    {
      type: "paragraph",
      text: "Before June 2023, a granted European patent became a bundle of national patents, each enforced and revoked in national courts. An FTO analyst now has to sort every relevant European hit into one of three situations, because each behaves differently in a dispute:",
    },
    {
      type: "definitions",
      items: [
        {
          title: "A unitary patent",
          text: "Covers the participating states in which the agreement was in force when unitary effect was registered, and falls only under the UPC's jurisdiction. One judgment can enjoin sales across all of them, and one revocation action can end the patent everywhere it has unitary effect.",
        },
        {
          title: "A classic European patent that is not opted out",
          text: "During the transitional period of Article 83 UPCA, actions may be brought either before the UPC or before national courts. The owner can therefore choose a central action for the UPC states, and so can a competitor seeking revocation.",
        },
        {
          title: "A classic European patent that has been opted out",
          text: "Stays with national courts only, as before. Article 83(3) UPCA allows the owner to opt out a European patent or application, and an opt-out can later be withdrawn, which brings the patent back within the UPC's reach.",
        },
      ],
    },
    {
      type: "callout",
      title: "The transitional period",
      text: "Article 83 UPCA sets a transitional period of seven years from entry into force, which may be extended. During it, national courts keep jurisdiction over classic European patents alongside the UPC, and opt-outs can be filed. National patents granted by national offices never fall under the UPC.",
    },
    { type: "heading", text: "What this changes in the search itself" },
    {
      type: "paragraph",
      text: "The search strategy for finding relevant claims does not change: the same classification codes, keywords and citation chains find the same documents. The change is in the legal status work that follows, and in how results are grouped for the client's attorney. For each European hit we now record:",
    },
    {
      type: "list",
      items: [
        "whether unitary effect has been registered, and if so which participating states it covers;",
        "where it has not, the states in which the patent was validated and remains in force;",
        "whether an opt-out is recorded, or has been withdrawn, in the UPC's register;",
        "any pending UPC proceedings, including revocation actions brought by third parties;",
        "national designations outside the UPC, such as Spain, Poland, Switzerland or the United Kingdom, which still need their own treatment.",
      ],
    },
    {
      type: "paragraph",
      text: "These checks take minutes per patent, but they change what a risk table means. A single unitary patent in a product's main European markets is one enforcement risk across many countries; a classic patent validated in three states and opted out is three separate national risks, each in its own court and language.",
    },
    { type: "heading", text: "Reading risk differently" },
    {
      type: "paragraph",
      text: "The UPC works both ways. For a client worried about a blocking patent, it concentrates risk, because one injunction can reach every participating state where the patent has effect. It also concentrates opportunity: a revocation action before the central division can remove a unitary patent, or a classic patent that is not opted out, for all UPC states in one proceeding, without a separate case in each country. That makes the [validity and invalidity search](/patent-validity-and-invalidity-search) a natural follow-up to an FTO search that finds a high-risk European patent. Prior art strong enough to support a central revocation action is worth more than it was before 2023.",
    },
    {
      type: "paragraph",
      text: "An opt-out also says something. An owner who has opted out a patent has chosen national courts, often to avoid central revocation. An owner who has registered unitary effect, or left a patent inside the system, has accepted central revocation in exchange for central enforcement. Neither choice proves anything about strength, but both belong in the notes the attorney reads.",
    },
    { type: "heading", text: "What to ask for when you commission a European FTO" },
    {
      type: "list",
      ordered: true,
      items: [
        "Name the countries where the product will be made, sold or used, so that the analyst can separate UPC states from the rest.",
        "Ask for the unitary effect and opt-out status of each European patent in the results, with the date it was checked.",
        "Ask for pending UPC actions against the key patents: a revocation action brought by someone else may already be doing part of the work.",
        "Agree how often the status of the key patents should be checked again, since opt-outs can be withdrawn and unitary effect can still be requested shortly after grant.",
      ],
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "Our [freedom-to-operate searches](/freedom-to-operate-search) report each European patent with its unitary effect, validation and opt-out status, and flag pending UPC proceedings we find. The opinion on infringement and the advice on what to do belong to the client's patent attorney; our report gives that attorney the documents, the claim mapping and the status facts on which that opinion can rest.",
    },
  ],
  sources: [
    {
      title: "Agreement on a Unified Patent Court (OJ C 175, 20.6.2013), Articles 83 and 89",
      url: "https://www.unified-patent-court.org/en",
    },
    {
      title: "Regulation (EU) No 1257/2012 of 17 December 2012 on unitary patent protection",
      url: "https://eur-lex.europa.eu/eli/reg/2012/1257/oj",
    },
    {
      title:
        "Court of Justice of the EU (Grand Chamber), Case C-339/22, BSH v Electrolux AB, judgment of 25 February 2025",
      url: "https://curia.europa.eu/juris/liste.jsf?num=C-339/22",
    },
  ],
} satisfies Insight;
