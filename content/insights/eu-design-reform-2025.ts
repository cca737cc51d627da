import type { Insight } from "@/content/types";

export const euDesignReform2025 = {
  slug: "eu-design-reform-2025",
  title: "The EU design reform from 1 May 2025: Regulation (EU) 2024/2822 in practice",
  description:
    "What the EU design reform changed on 1 May 2025: the registered EU design, animated and digital designs, multiple filings across classes and the repair clause.",
  published: "2026-11-23",
  updated: "2026-11-23",
  tags: ["design-registration", "design-patent-drawings"],
  body: [
    {
      type: "paragraph",
      text: "The European Union's design law had hardly changed since the early 2000s, when the registered Community design was created. That ended with two instruments adopted on 23 October 2024 and published in the Official Journal on 18 November 2024: Regulation (EU) 2024/2822, which amends Council Regulation (EC) No 6/2002 on Community designs and repeals the fees regulation, Commission Regulation (EC) No 2246/2002; and Directive (EU) 2024/2823, which recasts the directive harmonizing national design laws. Both entered into force on 8 December 2024. The regulation applies from 1 May 2025, with some provisions applying only from 1 July 2026, and member states have until 9 December 2027 to bring the directive into national law.",
    },
    {
      type: "paragraph",
      text: "For applicants and the people who prepare their filings, 1 May 2025 was the date that counted. This article covers what changed then, what followed on 1 July 2026, what waits for 2027, and how we adjusted the way we prepare design views for filings at the European Union Intellectual Property Office (EUIPO).",
    },
    { type: "heading", text: "New names, same right" },
    {
      type: "paragraph",
      text: "The registered Community design is now the registered EU design, and the unregistered Community design is the unregistered EU design. Rights granted before the change carry on under the new names without any action by their owners. Owners may also mark products with a new symbol, a letter D in a circle, to show that a design is registered. The change of name matters in practice mostly for documents: licences, assignments and search reports written after 1 May 2025 should use the new terms.",
    },
    { type: "heading", text: "What a design can be" },
    {
      type: "paragraph",
      text: "The amended regulation redefines a design as the appearance of the whole or part of a product resulting from its features, and now names movement, transition and other animation of those features among them. The definition of a product now covers items that are not physical objects, such as graphical user interfaces and designs applied in digital environments, as well as the arrangement of items to form an interior or exterior space.",
    },
    {
      type: "paragraph",
      text: "Two consequences follow for filings. Animated icons and interface transitions, which were awkward to protect when a design had to be shown as a set of still views, can now be claimed as what they are. And the views have to show the feature that moves: an application for an animated design whose representations fail to show the sequence of the animation clearly protects less than its owner expects.",
    },
    { type: "heading", text: "Filing changes from 1 May 2025" },
    {
      type: "list",
      items: [
        "The unity-of-class requirement is gone: one multiple application may now combine designs for products in different Locarno classes, up to a limit of 50 designs per application.",
        "The registration and publication fees are replaced by a single application fee, and fees for later designs in a multiple application and for renewals were revised.",
        "Deferred publication is still available, but its cost is now part of the fees paid on filing rather than a separate payment later.",
        "The scope of protection expressly reaches the creation, download, copying and sharing of any medium or software that records a design in order to make a product, which brings 3D-printing files within the acts a design holder can stop.",
      ],
    },
    {
      type: "paragraph",
      text: "Because fees change with the regulation, an applicant should read the current amounts from EUIPO's fee page on the day of filing rather than from any summary, including this one.",
    },
    { type: "heading", text: "The repair clause" },
    {
      type: "paragraph",
      text: "The most debated change is the repair clause. Under it, design protection no longer extends to a component part of a complex product that is used only to repair that product so as to restore its original appearance, the typical case being a replacement body panel for a car. The exclusion comes with a duty to tell consumers, by a clear indication on the product or in another appropriate form, the commercial origin and identity of the maker of the part. For national designs, the directive allows member states whose laws protect such parts today to keep protecting designs already registered for a transitional period, which ends in December 2032.",
    },
    {
      type: "callout",
      title: "The second date, and what is still to come",
      text: "Further provisions of the regulation, many of them procedural, have applied since 1 July 2026. The directive's changes to national design laws, including the repair clause for national rights, depend on each member state's transposition, due by 9 December 2027. A design strategy for the EU now has to look at both calendars.",
    },
    { type: "heading", text: "What we changed in preparing design filings" },
    {
      type: "list",
      ordered: true,
      items: [
        "We now plan multiple applications across classes: a product, its packaging and its on-screen interface can go into one filing where the client's counsel wants them together.",
        "For animated designs we prepare a numbered sequence of views showing each stage of the movement, with a short note for the attorney describing what the sequence is meant to cover.",
        "For spare parts we ask early whether the part is visible in normal use and whether it exists to restore an original appearance, since the repair clause may limit what its registration can stop.",
        "Our [design registration](/design-registration) checklists and search reports now use the EU design terms throughout.",
      ],
    },
    {
      type: "paragraph",
      text: "The quality of the views still decides the scope of a design right more than any other factor. The new definitions reward clear, consistent representations that show exactly the features the owner wants to protect; they punish drawings that mix claimed and unclaimed features without saying which is which. That is the same discipline our illustrators apply to [design patent drawings](/design-patent-drawings) for the USPTO, adapted to the EUIPO's requirements for representations.",
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "We prepare design views, run design searches and assemble filing packages for EU design applications, for review and filing by the client's representative. We do not file at the EUIPO ourselves, and we do not advise on whether a particular part falls within the repair clause: that judgment belongs to the client's counsel.",
    },
  ],
  sources: [
    {
      title:
        "Regulation (EU) 2024/2822 of 23 October 2024 amending Council Regulation (EC) No 6/2002 (OJ L, 18.11.2024)",
      url: "https://eur-lex.europa.eu/eli/reg/2024/2822/oj",
    },
    {
      title:
        "Directive (EU) 2024/2823 of 23 October 2024 on the legal protection of designs (recast) (OJ L, 18.11.2024)",
      url: "https://eur-lex.europa.eu/eli/dir/2024/2823/oj",
    },
  ],
} satisfies Insight;
