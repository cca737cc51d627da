/**
 * Damerau-Levenshtein distances (optimal string alignment: inserting, deleting or replacing a
 * letter, or swapping two neighbours, each costs 1), abandoned once they exceed `max`.
 */

/** The last row of the distance table of `a` against `b`, or undefined once every cell exceeds `max`. */
function lastRow(a: string, b: string, max: number): Int32Array | undefined {
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every alignment passes through this row, and costs never fall along one.
    if (rowMin > max) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  return previous;
}

/** Distance between `a` and `b`; `max + 1` for anything further than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const row = lastRow(a, b, max);
  return row ? Math.min(row[b.length]!, max + 1) : max + 1;
}

/** Distance between `a` and the closest start of `b` ("trademr" is 1 from "tradema…"); capped like editDistance. */
export function prefixDistance(a: string, b: string, max: number): number {
  const row = lastRow(a, b.slice(0, a.length + max), max);
  if (!row) return max + 1;
  let best = max + 1;
  for (let j = Math.max(0, a.length - max); j < row.length; j++) best = Math.min(best, row[j]!);
  return best;
}
