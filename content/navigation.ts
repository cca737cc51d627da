/** Words and targets of the menus and footer that are not derived from the page registry. */
export const aboutLinks = [
  { title: "Who We Are", url: "/who-we-are", note: "The firm, how it works and whom it serves" },
  { title: "Our Team", url: "/our-team", note: "Analysts and engineers by domain and service" },
  { title: "Why Us", url: "/why-us", note: "What working with us is like, and when it suits" },
  { title: "Careers", url: "/careers", note: "Positions we hire for and how to apply" },
] as const;

/**
 * What a buyer reads before sending work: beside the spec's About Us entries, in a second column
 * of the desktop menu's About Us panel and in the phone drawer's About Us section.
 */
export const buyerLinks = [
  {
    title: "How We Work and Price",
    url: "/how-we-work",
    note: "Turnaround, pricing models and a paid pilot",
  },
  {
    title: "What You Receive",
    url: "/what-you-receive",
    note: "Sample reports to read before sending work",
  },
  {
    title: "Confidentiality",
    url: "/confidentiality",
    note: "NDAs, access, retention and export control",
  },
  { title: "Request a Quote", url: "/request-a-quote", note: "Scope a matter and its budget" },
] as const;

/** The heading of the About Us panel's second column. */
export const buyerHeading = "Working with us";

/** The words beside the desktop menu's Solutions and About Us panels. */
export const menuIntros = {
  solutions: {
    heading: "Solutions",
    text: "How we work with each kind of client, from a university's first invention to a law firm's docket.",
  },
  about: {
    heading: "About Us",
    text: "Who we are, the people who do the work, and how to join them.",
  },
} as const;

/**
 * The phone drawer's top entries. The spec had IP Services go to /patent-drafting, one service
 * of about sixty; it and Solutions lead instead to their lists further down the drawer (the id
 * of that section), as a visitor tapping them expects (issue 63, M4).
 */
export const drawerLinks = [
  { title: "Home", url: "/" },
  { title: "IP Services", url: "#drawer-ip", section: "drawer-ip" },
  { title: "Solutions", url: "#drawer-solutions", section: "drawer-solutions" },
  { title: "About Us", url: "/who-we-are" },
  { title: "Domains", url: "/domains" },
  { title: "Contact Us", url: "/contact-us" },
] as const;

/**
 * Below the drawer's five entries: the pages a phone visitor has no other menu path to (the
 * Solutions and About Us panels, IP Services' groups and these are the desktop's menus).
 */
export const drawerMoreLinks = [
  { title: "Insights", url: "/insights" },
  { title: "IP Deadline Calculator", url: "/ip-deadline-calculator" },
  { title: "Site Map", url: "/site-map" },
] as const;

export const footerQuickLinks = [
  { title: "Why Us", url: "/why-us" },
  { title: "Our Team", url: "/our-team" },
  { title: "Who We Are", url: "/who-we-are" },
  { title: "Contact Us", url: "/contact-us" },
  { title: "Request a Quote", url: "/request-a-quote" },
  { title: "Insights", url: "/insights" },
  { title: "Confidentiality", url: "/confidentiality" },
  { title: "How We Work", url: "/how-we-work" },
  { title: "What You Receive", url: "/what-you-receive" },
  { title: "IP Deadline Calculator", url: "/ip-deadline-calculator" },
  { title: "Site Map", url: "/site-map" },
] as const;

/** Footer 'Services': each leads to the first page of its group. */
export const footerServices = [
  { title: "Patent", group: "patent-prosecution" },
  { title: "Trademark", group: "trademark" },
  { title: "Copyrights", group: "copyright-design" },
  { title: "Legal Support", group: "contract-lifecycle" },
] as const;

/** Footer 'Expertise': each entry leads to its own section of /domains (the section's id). */
export const footerDomains = [
  { title: "Aerospace", id: "aerospace" },
  { title: "Biotechnology", id: "biotechnology" },
  { title: "Software", id: "software" },
  { title: "Life Science & Chemistry", id: "life-science-chemistry" },
  { title: "Engineering", id: "engineering" },
] as const;

/**
 * The site map page (components/layout/site-menu.tsx) and its sections: where the header's
 * menu triggers and the phone menu button lead before JavaScript runs.
 */
export const siteMapPath = "/site-map";
export const siteMenuId = "site-nav";
export const menuAnchors = {
  ip: "menu-ip-services",
  solutions: "menu-solutions",
  about: "menu-about-us",
} as const;
