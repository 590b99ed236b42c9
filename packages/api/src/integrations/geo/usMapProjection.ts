import type { UsMapPoint } from '@bikeship/core/schemas';
import { geoAlbersUsa } from 'd3-geo';
import type { LatLng } from './greatCircleDistance';

/**
 * The projection of the us-atlas package's pre-projected files (states-albers-10m.json), which
 * the site draws as its map of the states at build time: albersUsa (the lower 48, with Alaska
 * and Hawaii as insets) at scale 1300, centred in a 975 × 610 frame (core US_MAP_WIDTH/HEIGHT).
 * Projected here, so a marker lands where the map drew its town and the browser carries neither
 * the atlas nor d3-geo.
 */
const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** Where a point is on the site's US map, to a tenth of a unit; undefined off the map's insets. */
export function usMapPointOf(point: LatLng): UsMapPoint | undefined {
  const projected = projection([point.lng, point.lat]);
  if (!projected) return undefined;
  const [x, y] = projected;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
