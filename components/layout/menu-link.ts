/** A link in a menu panel; `large` in the one-row panels (Solutions, About Us). */
export const menuLinkClass = (large: boolean) =>
  `text-muted hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 block rounded px-2 aria-[current=page]:font-semibold ${large ? "py-1.5 text-base" : "py-1 text-sm"}`;
