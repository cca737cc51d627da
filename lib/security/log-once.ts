/** The most keys remembered; past it the oldest is forgotten, so a crawl cannot grow memory. */
const REMEMBERED = 1000;

/**
 * Wraps `log` so it runs once for each key (a path, say), however often it is called with it:
 * a condition worth an error line should not flood the log on every request.
 */
export function onceForEach(log: (key: string) => void): (key: string) => void {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return;
    if (seen.size >= REMEMBERED) seen.delete(seen.values().next().value!);
    seen.add(key);
    log(key);
  };
}
