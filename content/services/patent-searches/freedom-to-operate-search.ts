import type { ServicePage } from "@/content/types";

export const freedomToOperateSearch = {
  slug: "freedom-to-operate-search",
  title: "Freedom to Operate Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Freedom to operate searches that find in-force patents and pending claims a product may infringe in its markets, with claim charts for counsel's opinion.",
  tagline: "Launch with a clear view of the patent risks",
  searchTerms: "FTO claim charts comparing the closest in-force claims with your product.",
  body: [
    { type: "heading", text: "What freedom to operate means" },
    {
      type: "paragraph",
      text: "A freedom to operate (FTO) search asks whether making, using, selling or importing a specific product or process in a given country could infringe someone else's patent. It differs from a patentability search in two ways: what matters is the claims of patents rather than their descriptions, and only claims that are in force, or may still be granted, in the countries where you operate.",
    },
    {
      type: "paragraph",
      text: "Patent rights are territorial. A US patent gives no rights in India, and a European patent is enforced as a set of national rights in the countries where it was validated, or as a unitary patent in the participating EU member states. An FTO search is therefore defined by its markets: where you manufacture, where you sell and where you import.",
    },
    {
      type: "paragraph",
      text: "Clients commission one before a product launch, before entering a new market, before an investment or acquisition, and when redesigning a product around a known patent.",
    },
    {
      type: "callout",
      title: "Expired patents are free to use",
      text: "A patent that has expired, lapsed for unpaid fees or been revoked can no longer be infringed. Extensions complicate the picture: patent term adjustment and extension in the US (35 USC 154(b) and 156) and supplementary protection certificates for medicines and plant protection products in Europe can keep rights alive beyond the usual term, so we verify status rather than assume it. A lapse is not always final either: in the US, a maintenance fee paid late can be accepted on petition if the delay was unintentional, subject to intervening rights for those who began using the invention in the meantime (35 USC 41(c)), and in India the patentee may apply to restore a patent that ceased for non-payment of a renewal fee within 18 months of its lapse (Sections 60 to 62 of the Patents Act, 1970, which also protect those who acted on the lapse). A recent lapse is therefore a risk to watch, not yet a clearance.",
    },
    { type: "heading", text: "How we carry it out" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Define the product and the markets",
          text: "We break the product or process into its technical features, agree with you which carry the most risk, and fix the list of countries and the date range.",
        },
        {
          title: "Search the claims",
          text: "We search the claims of granted patents and published applications in the chosen countries by classification, keywords and citations, in USPTO Patent Public Search, Espacenet, WIPO PATENTSCOPE and national databases such as the Indian Patent Office's InPASS.",
        },
        {
          title: "Check legal status",
          text: "Each candidate is checked in official registers, such as USPTO Patent Center and the European Patent Register, for grant, lapse, expiry and extensions. Pending applications are flagged: their claims can still change, and in the US a published application can give rise to provisional rights under 35 USC 154(d).",
        },
        {
          title: "Chart the closest claims",
          text: "For each relevant patent, we compare the independent claims with your product element by element, noting which elements appear to be present and which appear to be missing.",
        },
        {
          title: "Review",
          text: "A second analyst reviews the charts and the status checks before delivery.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A list of potentially relevant patents and applications by country, ranked by risk, with owner, status and expected expiry date.",
        "Claim charts comparing the independent claims of the closest patents with your product.",
        "Notes on possible design-around routes, and on prior art that may bear on validity where we come across it.",
        "The search record: databases, classes, queries and the date to which the data is current.",
      ],
    },
    {
      type: "paragraph",
      text: "The report arrives in Word or PDF, with the patent list in Excel, by the date set at scoping. Our work supports, and does not replace, the opinion of a patent attorney qualified in the relevant jurisdiction; the charts are built so that counsel can review them quickly. When a blocking patent turns up, an [invalidity search](/patent-validity-and-invalidity-search) is often the next step.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We read claims the way counsel will: element by element, with the specification and prosecution history in view where they matter. Legal status is verified in official registers, not taken from a database summary.",
    },
    {
      type: "paragraph",
      text: "Product details shared for FTO work are often unreleased. We handle them under a non-disclosure agreement, on access-controlled systems, and share them only with the analysts on your matter.",
    },
  ],
} satisfies ServicePage;
