import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to a page of this site. Next prefetches by default every link that scrolls into view,
 * which on these pages (a menu, a side list, Other Services, a footer of every service) means
 * dozens of route payloads fetched and parsed while the visitor is still reading. Here a link
 * prefetches on intent instead, when it is hovered, focused or touched (IntentPrefetch).
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
