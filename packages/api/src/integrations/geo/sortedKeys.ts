/**
 * The first position in `sortedKeys` whose key is not below `key` (plain code-unit order, the
 * order `Array.prototype.sort` gives strings): where a prefix's range of keys begins.
 */
export function lowerBound(sortedKeys: readonly string[], key: string): number {
  let low = 0;
  let high = sortedKeys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sortedKeys[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
