import { samplePath } from "@/content/samples";
import type { HomeContent } from "@/content/types";

/**
 * The home page: every word it shows and the spec's constants (particles, marquee speed,
 * experience bars). Phone numbers come from content/site.ts; solution cards from the
 * audience pages.
 */
export const home = {
  hero: {
    heading: "Our Motto",
    slogan: "GUARDING YOUR COMPETITIVE EDGE.",
    tagline: "Providing best Patent Prosecution and Litigation Services",
    /** Under the spec's tagline: what the firm does for prosecution and litigation (docs/practice-boundary.md). */
    support:
      "Searches, drafts, charts and docketing for the patent agents, attorneys and counsel who prosecute and litigate: they sign, file and appear.",
    cta: { label: "CONTACT US", href: "/contact-us" },
    sampleLink: {
      label: "Read a sample claim chart",
      href: samplePath("fto-analysis-claim-chart"),
    },
    phoneBanner: {
      label: "Call our offices",
      callPrefix: "Call",
      speed: 40,
    },
    motionLabel: "Pause motion",
    particles: {
      count: 80,
      fpsLimit: 120,
      linkDistance: 150,
      speed: 2,
      size: { min: 1, max: 5 },
      opacity: 0.5,
    },
  },
  serviceStrip: {
    label: "Our services",
    speed: 40,
    tiles: [
      { title: "IP PROSECUTION", icon: "file-text", slug: "patent-drafting" },
      { title: "IP LITIGATION", icon: "gavel", slug: "eou-charts" },
      { title: "IP MANAGEMENT", icon: "calendar-clock", slug: "remote-patent-docketing" },
      { title: "PARALEGAL", icon: "clipboard-check", slug: "prosecution-support" },
      { title: "TECHNOLOGY RESEARCH", icon: "microscope", slug: "patentability-search" },
    ],
  },
  intro: {
    eyebrow: "Who we are",
    heading: "A techno-legal company for every IP domain",
    paragraphs: [
      "We are a techno-legal company offering IP support across all IP domains: patents, trademarks, copyright, designs, and the contracts and legal work around them. Engineers, scientists and legal professionals sit on the same team, so a claim is read by someone who understands both the technology and the procedure.",
      "We are a member of the International Trade Council and certified by it for quality business. Our clients are large companies, IP law firms, patent monetization and brokerage firms, inventors and international universities.",
    ],
    cta: { label: "LEARN MORE", href: "/who-we-are", context: "about who we are" },
  },
  experience: {
    heading: "Our experience",
    note: "Self-assessed",
    intro:
      "Our own rating of our depth in each main practice area, out of 100. Each bar stands alone: they are not shares of one whole.",
    // Spec section 9, spelling included.
    bars: [
      { title: "Patent Prosection", percent: 87 },
      { title: "Patent Litigation", percent: 75 },
      { title: "Technology", percent: 95 },
      { title: "Patent Management", percent: 60 },
      { title: "Design Patent/Industrial Design", percent: 72 },
      { title: "Trademark", percent: 67 },
    ],
  },
  popularServices: {
    heading: "Popular services",
    intro: "The work clients ask us for most often, each carried out by specialists in its field.",
    linkLabel: "Read more",
    items: [
      {
        title: "Patent Drafting",
        description:
          "Specifications and claims written from your invention disclosure, with claims layered from broad to narrow and drafted to the rules of the USPTO, EPO or Indian Patent Office.",
        icon: "pen-tool",
        colour: "blue",
        slug: "patent-drafting",
      },
      {
        title: "Patentability Search",
        description:
          "A search of patent and non-patent literature for the closest prior art before you file, reported feature by feature against your invention.",
        icon: "search",
        colour: "green",
        slug: "patentability-search",
      },
      {
        title: "Office Action Response",
        description:
          "The examiner's objections and rejections analyzed, with proposed claim amendments and arguments prepared for your attorney well before the response deadline.",
        icon: "file-text",
        colour: "red",
        slug: "office-action-response",
      },
      {
        title: "Sequence Listing",
        description:
          "Nucleotide and amino acid sequence listings prepared in WIPO ST.26 XML, the standard for patent applications filed on or after July 1, 2022, and validated before filing.",
        icon: "dna",
        colour: "purple",
        slug: "sequence-listing",
      },
      {
        title: "Trademark Search",
        description:
          "Clearance searches of registered and pending marks at the USPTO, the EUIPO and India's Trade Marks Registry, with conflicting marks ranked by similarity.",
        icon: "stamp",
        colour: "amber",
        slug: "trademark-search",
      },
      {
        title: "Freedom to Operate Search",
        description:
          "A search of in-force patents in the countries where you plan to make or sell a product, with claim charts for the patents that come closest to it.",
        icon: "shield",
        colour: "teal",
        slug: "freedom-to-operate-search",
      },
    ],
  },
  competition: {
    heading: "Stay ahead of competition",
    text: "See how a dedicated techno-legal team keeps your filings, searches and deadlines a step ahead.",
    cta: { label: "Why Us", href: "/why-us" },
  },
  coreValues: {
    heading: "Our Core Values",
    intro: "Six commitments shape how we take on, staff and deliver every matter.",
    items: [
      {
        title: "QUALITY SERVICE",
        description:
          "Every search, draft and chart passes a second reviewer before it reaches you, checked against your brief and the rules of the office concerned.",
        icon: "award",
        colour: "green",
      },
      {
        title: "CONFIDENTIALITY AND PRIVACY",
        description:
          "Invention disclosures and case files stay with the people assigned to the matter. Nothing a client shares with us is reused for anyone else.",
        icon: "lock",
        colour: "blue",
      },
      {
        title: "OPERATIONAL EXCELLENCE",
        description:
          "A written scope, an agreed deadline and a named contact for each matter, so you always know where your work stands.",
        icon: "target",
        colour: "red",
      },
      {
        title: "CHALLENGING STAFF",
        description:
          "We hire engineers, scientists and legal professionals who enjoy hard technical questions, and we give them matters that stretch them.",
        icon: "brain",
        colour: "purple",
      },
      {
        title: "CONTINUOUS IMPROVEMENTS",
        description:
          "We review finished matters, follow changes in office rules and practice, and build what we learn into our checklists and training.",
        icon: "trending-up",
        colour: "brown",
      },
      {
        title: "LONG-SIGHTEDNESS",
        description:
          "We look beyond the next deadline to the markets you will enter and the claims you will need there, and prepare work that helps your attorney or agent plan filings with that in mind.",
        icon: "eye",
        colour: "violet",
      },
    ],
  },
  solutions: {
    heading: "Solution offerings",
    intro: "Tell us who you are and see the work we most often do for clients like you.",
    showPrefix: "Show",
    linkLabel: "Explore",
  },
  testimonials: {
    heading: "What our clients say",
    intro: "A few words from the firms, universities and inventors we work with.",
    previousLabel: "Previous testimonial",
    nextLabel: "Next testimonial",
    // Samples in the voice of the firm's clients, marked `sample`: replace them with real
    // testimonials given with the client's consent. `npm run check:launch` lists any left.
    items: [
      {
        text: "Their prior-art search found two references our own search had missed, and the report made it easy to see why each one mattered.",
        by: "Patent attorney, law firm in Chicago",
        sample: true,
      },
      {
        text: "The drawings came back consistent with the specification, and the one correction we asked for was made the same day.",
        by: "Patent agent, IP practice in San Jose",
        sample: true,
      },
      {
        text: "We rely on them for docketing and IDS work. Deadlines are tracked carefully, and questions reach us early rather than at the last minute.",
        by: "Paralegal manager, law firm in Washington, D.C.",
        sample: true,
      },
      {
        text: "Their claim charts were clear enough to take straight into licensing discussions, with every element tied to a cited source.",
        by: "Licensing director, patent brokerage firm in London",
        sample: true,
      },
      {
        text: "They explained the Indian filing process to our researchers in plain terms and kept our technology-transfer office informed at each step.",
        by: "Technology-transfer officer, university in Melbourne",
        sample: true,
      },
      {
        text: "As a first-time inventor, I appreciated a patentability search that was honest about what was already out there.",
        by: "Independent inventor, Austin",
        sample: true,
      },
    ],
  },
} satisfies HomeContent;
