import { addressComponentValue } from '@bikeship/core/rules';
import type { Location, TripStage } from '@bikeship/core/schemas';
import { translate } from '../messages/catalogue';
import { DEFAULT_LOCALE } from '../messages/LocaleContext';
import { shippingMessages } from './shippingMessages';

/**
 * How a surface names the places of a trip: "Boulder, CO", "Stage 1: Boulder, CO → Vancouver,
 * BC" — the costs, details and payment steps, and an account's saved searches.
 */

/**
 * The long (or else short) name of a place's first component of a type; '' without one.
 * @example placeComponent(boulder, 'administrative_area_level_1', 'short') // 'CO'
 */
export function placeComponent(place: Location | undefined, type: string, form: 'long' | 'short') {
  const part = place?.address_components.find((component) => component.types.includes(type));
  const name = form === 'long' ? (part?.long_name ?? '') : (part?.short_name ?? '');
  return name.trim();
}

/**
 * A place's ISO country code, upper-case; '' when it has none.
 * @example countryCodeOf(vancouver) // 'CA'
 */
export function countryCodeOf(place: Location | undefined): string {
  return place ? addressComponentValue(place, 'country') : '';
}

/**
 * The city with its state or province; with its country where there is no region; the
 * formatted address without a city.
 * @example placeLabel(boulder) // 'Boulder, CO'
 */
export function placeLabel(place: Location | undefined): string {
  if (!place) return '';
  const city =
    placeComponent(place, 'locality', 'long') || placeComponent(place, 'postal_town', 'long');
  const region = placeComponent(place, 'administrative_area_level_1', 'short');
  if (!city) return place.formatted_address;
  return region ? `${city}, ${region}` : `${city}, ${placeComponent(place, 'country', 'long')}`;
}

/**
 * A stage's name in a locale (the surface's `useLocale()`; English when left out).
 * @example stageLabel(trip, 0, locale) // 'Stage 1: Boulder, CO → Vancouver, BC'
 */
export function stageLabel(trip: TripStage, index: number, locale = DEFAULT_LOCALE): string {
  return translate(shippingMessages, locale, 'Stage {n}: {from} → {to}', {
    n: index + 1,
    from: placeLabel(trip.from),
    to: placeLabel(trip.to),
  });
}
