/**
 * Rates sorted ascending by price (quote §4). Returns a new list; the input is not mutated.
 * Equal prices keep their carrier order (Array#sort is stable), and a rate without a usable
 * price goes last so it never shows as the cheapest.
 */
export function sortRatesByPrice<R extends { rate: number }>(rates: readonly R[]): R[] {
  const price = (option: R) =>
    Number.isFinite(option.rate) ? option.rate : Number.POSITIVE_INFINITY;
  return [...rates].sort((a, b) => {
    const difference = price(a) - price(b);
    return Number.isNaN(difference) ? 0 : difference;
  });
}
