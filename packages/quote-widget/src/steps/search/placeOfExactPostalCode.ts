import { addressComponentValue } from '@bikeship/core/rules';
import type { Location } from '@bikeship/core/schemas';

const postalKey = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The one suggestion whose postal code is exactly what the customer typed (spaces and case
 * aside: "v6b 1a1" is V6B 1A1), or null — none, or several (the same code in two countries is
 * the customer's to choose). Such a ZIP says which place it is, so the lookup takes it without
 * a pick from the list.
 */
export function placeOfExactPostalCode(
  typed: string,
  places: readonly Location[],
): Location | null {
  const key = postalKey(typed);
  const matches = places.filter(
    (place) => key !== '' && postalKey(addressComponentValue(place, 'postal_code')) === key,
  );
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
