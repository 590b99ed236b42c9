import { addressComponentValue } from '@bikeship/core/rules';
import type { Location, TripStage } from '@bikeship/core/schemas';

/**
 * How the wizard names the places of a trip: "Boulder, CO", "Stage 1: Boulder, CO → Vancouver,
 * BC". Shared by the costs and details steps.
 */

/** The long (or else short) name of a place's first component of a type; '' without one. */
export function placeComponent(place: Location | undefined, type: string, form: 'long' | 'short') {
  const part = place?.address_components.find((component) => component.types.includes(type));
  const name = form === 'long' ? (part?.long_name ?? '') : (part?.short_name ?? '');
  return name.trim();
}

/** A place's ISO country code, upper-case; '' when it has none. */
export function countryCodeOf(place: Location | undefined): string {
  return place ? addressComponentValue(place, 'country') : '';
}

/** "Boulder, CO": the city with its state or province; the formatted address otherwise. */
export function placeLabel(place: Location | undefined): string {
  if (!place) return '';
  const city =
    placeComponent(place, 'locality', 'long') || placeComponent(place, 'postal_town', 'long');
  const region = placeComponent(place, 'administrative_area_level_1', 'short');
  if (!city) return place.formatted_address;
  return region ? `${city}, ${region}` : `${city}, ${placeComponent(place, 'country', 'long')}`;
}

/** "Stage 1: Boulder, CO → Vancouver, BC". */
export function stageLabel(trip: TripStage, index: number): string {
  return `Stage ${index + 1}: ${placeLabel(trip.from)} → ${placeLabel(trip.to)}`;
}
