import type { AudiencePage } from "@/content/types";

export const toCollegesAndUniversities = {
  slug: "to-colleges-and-universities",
  title: "Support for colleges and universities",
  label: "Colleges and Universities",
  description:
    "Disclosure triage, drafting, Bayh-Dole deadlines, fee concessions and portfolio reviews for university technology-transfer offices working to research budgets.",
  tagline: "From the lab bench to a licensable patent",
  image: { scene: "drawing-sheet", figure: "lightbulb", icon: "graduation-cap", alt: "" },
  services: [
    "patentability-search",
    "patent-drafting",
    "patent-filing-services",
    "sequence-listing",
    "patent-portfolio-ranking",
    "licensing-support",
    "contract-drafting-and-creation",
  ],
  layout: "numbered",
  start:
    "A university technology-transfer office must decide, often within weeks, which invention disclosures deserve a patent filing, on a budget that rarely stretches to all of them. Faculty want to publish, students graduate and move on, and funders attach conditions to what is discovered. We support technology-transfer offices, research offices and faculty inventors at each point where a patent decision is made.",
  items: [
    {
      title: "Triage disclosures with a search",
      text: "A focused [patentability search](/patentability-search) on each promising disclosure shows whether novelty survives before the office commits drafting and filing fees, and gives the inventor an early view of the closest prior art.",
    },
    {
      title: "File before the paper, poster or thesis",
      text: "Publication destroys novelty in most countries. The United States gives a one-year grace period for the inventor's own disclosures, but the European Patent Office has no general grace period, and India's Patents Act 1970 excuses only narrow cases, such as a paper read before a learned society, and then only for twelve months. A filing made before submission keeps every market open.",
    },
    {
      title: "Meet Bayh-Dole deadlines on federally funded work",
      text: "A US university that receives federal funding must report each subject invention to the funding agency, usually through iEdison, within two months of the inventor's written disclosure, and elect title within two years of reporting it, a period the agency may shorten once a publication has started the one-year US grace period. We docket these dates alongside the patent deadlines.",
    },
    {
      title: "Use the fee concessions available",
      text: "Since the Patents (Amendment) Rules 2021, eligible educational institutions in India pay the same reduced official fees as individuals, startups and small entities, and US institutions of higher education may qualify for micro-entity fees at the USPTO. We check the facts behind eligibility and prepare draft declarations for your patent agent or attorney to settle and file.",
    },
    {
      title: "Draft for the licensee you hope to find",
      text: "The patent attorney or agent the office appoints engages us and directs each draft, and that practitioner decides the claims and signs and files the application. Claims are written with a licensee's product in mind, and biological inventions get [sequence listings](/sequence-listing) in WIPO ST.26 format and drawings ready for filing.",
    },
    {
      title: "Review the portfolio before fees fall due",
      text: "Portfolio ranking shows which patents to license, which to maintain and which to let lapse, so renewal budgets go to cases with a commercial future.",
    },
    {
      title: "Settle ownership in the agreements",
      text: "Sponsored research, material transfer, confidentiality and license agreements are drafted or reviewed for the university's counsel, so that ownership and publication rights are agreed before the work starts.",
    },
  ],
  end: "We agree scope and cost before work begins so an office can plan its spend across the academic year, and everything an inventor shares with us under our engagement terms or NDA is treated as confidential until it is filed ([how we keep matters confidential](/confidentiality)). Faculty receive plain explanations along with the legal documents, which helps them take part in drafting and in later licensing discussions.",
} satisfies AudiencePage;
