/** Words and targets of the menus and footer that are not derived from the page registry. */
export const aboutLinks = [
  { title: "Who We Are", url: "/who-we-are" },
  { title: "Our Team", url: "/our-team" },
  { title: "Why Us", url: "/why-us" },
  { title: "Careers", url: "/careers" },
] as const;

/** The phone drawer's entries (spec: IP Services goes to /patent-drafting). */
export const drawerLinks = [
  { title: "Home", url: "/" },
  { title: "IP Services", url: "/patent-drafting" },
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
  { title: "Insights", url: "/insights" },
  { title: "Confidentiality", url: "/confidentiality" },
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
