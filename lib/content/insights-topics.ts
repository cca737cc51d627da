/**
 * How `/insights?tag=<slug>` reaches the topic's prerendered page. A rewrite in next.config.ts
 * (resolved inside Next on every host) serves it from `/insights/topic/<slug>`; the proxy reads
 * the same rule to send that page's script hashes. A slug no article carries is a 404.
 * No `@/` imports: next.config.ts loads this file.
 */
export const TOPIC_ROUTE_PREFIX = "/insights/topic/";

/** A tag as the query string may name it: a service slug. */
export const TOPIC_SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

const WHOLE_SLUG = new RegExp(`^${TOPIC_SLUG}$`);

/** The page that answers `/insights` with this `tag` query, or null when it answers itself. */
export function topicPageFor(tag: string | null): string | null {
  return tag !== null && WHOLE_SLUG.test(tag) ? TOPIC_ROUTE_PREFIX + tag : null;
}
