import type { Search } from '../schemas';

/**
 * The search-level speed fields (quote §3 selectedRateSpeed, selectedRateSpeedIndex).
 * DECISION: each stage keeps its own choice in `trips[i].rateChoice`; the search-level fields
 * name the FIRST stage's choice — its speed code and its place in that stage's price-sorted
 * list — which is what a saved-search list shows as "the" speed of a trip.
 */
export function selectedSpeedOf(
  search: Pick<Search, 'trips' | 'rates'>,
): Pick<Search, 'selectedRateSpeed' | 'selectedRateSpeedIndex'> {
  const choice = search.trips[0]?.rateChoice;
  if (!choice) return {};
  const index = search.rates[0]?.rates.findIndex((option) => option.code === choice.code) ?? -1;
  return {
    selectedRateSpeed: choice.code,
    ...(index >= 0 ? { selectedRateSpeedIndex: index } : {}),
  };
}
