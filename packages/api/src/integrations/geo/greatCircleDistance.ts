/** A point on the Earth in WGS 84 degrees, as the bundled place data gives them. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The Earth's mean radius (IUGG), in statute miles. The sphere is off the ellipsoid by under
 * 0.5 %: a tenth of a mile at the distances a customer drives a bike to a shop.
 */
export const EARTH_MEAN_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in miles (the haversine formula, which stays
 * exact for points close together, where the spherical law of cosines rounds to 0).
 *
 * @example greatCircleMiles({ lat: 40.0172, lng: -105.2851 }, { lat: 39.759, lng: -104.9661 }) // ≈ 24.8
 */
export function greatCircleMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min: rounding can put h a hair above 1 for points at opposite ends of the Earth.
  return 2 * EARTH_MEAN_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
