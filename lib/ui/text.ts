/**
 * A number joined to the word before it by a no-break space, so a line never ends between
 * them: "Suite 100", "CA 92832", "Floor 3". Other spaces stay, and the line still wraps there.
 */
export function keepNumbersWithWords(text: string): string {
  return text.replace(/(\S) (?=\d)/g, "$1\u00a0");
}
