import type {
  BicycleShop,
  BicycleShopSearchPlace,
  BicycleShopSearchQuery,
  BicycleShopSearchResponse,
  BicycleShopService,
  Location,
} from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bicycleShops } from '../db/schema';
import { badField, HttpError, notFound } from '../http/httpError';
import type { Geocoder } from '../integrations/geo/geocoder';
import { greatCircleMiles } from '../integrations/geo/greatCircleDistance';
import { usMapPointOf } from '../integrations/geo/usMapProjection';
import { zip5Of } from '../integrations/geo/zipIndex';

type ShopRow = typeof bicycleShops.$inferSelect;

function toBicycleShop(row: ShopRow): BicycleShop {
  const services: BicycleShopService[] = [];
  if (row.packsBikes) services.push('packs');
  if (row.receivesShipments) services.push('receives');
  if (row.assemblesBikes) services.push('assembles');
  const mapPoint = usMapPointOf(row);
  return {
    shopId: row.shopId,
    name: row.name,
    address1: row.address1,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    services,
    ...(row.partnerCode ? { partnerCode: row.partnerCode } : {}),
    ...(mapPoint ? { mapPoint } : {}),
  };
}

/** The same text for the same order on PGlite and PostgreSQL, whose collations may differ. */
const compareText = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * The place a search means, in the geocoder's words: 'Boulder, CO 80302' or 'Boulder, CO';
 * undefined for a place without coordinates (none of the bundled data, but a provider's may).
 */
function searchPlace(location: Location | null): BicycleShopSearchPlace | undefined {
  if (!location?.geometry) return undefined;
  const { lat, lng } = location.geometry;
  const mapPoint = usMapPointOf({ lat, lng });
  return {
    name: location.formatted_address.replace(/, United States$/, ''),
    lat,
    lng,
    ...(mapPoint ? { mapPoint } : {}),
  };
}

/** 'Boulder, CO' and 'Boulder CO' as a city and its state; the state is the last word. */
function cityAndState(text: string): { city: string; stateCode: string } | undefined {
  const comma = text.indexOf(',');
  if (comma >= 0) {
    return { city: text.slice(0, comma).trim(), stateCode: text.slice(comma + 1).trim() };
  }
  const space = text.lastIndexOf(' ');
  if (space < 0) return undefined;
  return { city: text.slice(0, space).trim(), stateCode: text.slice(space + 1) };
}

/**
 * Where a finder search measures from (DECISION): a US ZIP code (ZIP+4 too) is that ZIP code's
 * place; anything else is a US city by its whole name — alone ('boulder': the most populous
 * city of that name), with its state after a comma or a space ('Boulder, CO', 'boulder co',
 * 'Saint Louis, Missouri'). Whole names only, not the as-you-type prefixes of the location
 * search: 'Bould' finding Boulder would measure from a place the customer did not name.
 * Unknown: 404, with a message the page shows at the search field.
 */
async function resolveSearchPlace(
  geocoder: Geocoder,
  near: string,
): Promise<BicycleShopSearchPlace> {
  const text = near.replace(/\s+/g, ' ').trim();
  if (!text) throw badField('near', 'Enter a ZIP code or a city to find the shops near it.');
  const zip5 = zip5Of(text);
  if (zip5) {
    const place = searchPlace(await geocoder.resolve({ postalCode: zip5, countryCode: 'US' }));
    if (place) return place;
    throw unknownPlace(`No US ZIP code is ${zip5}. Check the number, or enter a city instead.`);
  }
  const named = searchPlace(await geocoder.resolve({ city: text, countryCode: 'US' }));
  if (named) return named;
  const parts = cityAndState(text);
  const withState =
    parts?.city && parts.stateCode
      ? searchPlace(await geocoder.resolve({ ...parts, countryCode: 'US' }))
      : undefined;
  if (withState) return withState;
  throw unknownPlace(
    `We could not find "${text}" in the United States. Enter a ZIP code, or a city with its state, like Boulder, CO.`,
  );
}

function unknownPlace(message: string): HttpError {
  return new HttpError(404, message, [{ propertyName: 'near', message }]);
}

/**
 * GET /api/BicycleShop: with `near`, the `limit` shops nearest the place, nearest first, each
 * with its great-circle distance in miles (ties by name); without it, every shop, by state and
 * name. DECISION: the shops are read whole and measured here, not in SQL: the finder holds tens
 * of shops, the distance rule is one tested function (greatCircleDistance.ts), and a plain
 * select reads the same on PGlite and PostgreSQL. A finder of many thousands would first
 * narrow by a latitude/longitude box in SQL (indexable) and measure what is in it.
 */
export async function searchBicycleShops(
  db: Database,
  geocoder: Geocoder,
  query: BicycleShopSearchQuery,
): Promise<BicycleShopSearchResponse> {
  const rows = await db.select().from(bicycleShops);
  const shops = rows.map(toBicycleShop);
  if (query.near === undefined) {
    return {
      shops: shops.sort((a, b) => compareText(a.state, b.state) || compareText(a.name, b.name)),
    };
  }
  const place = await resolveSearchPlace(geocoder, query.near);
  const measured = shops
    .map((shop) => ({ ...shop, distanceMiles: greatCircleMiles(place, shop) }))
    .sort((a, b) => a.distanceMiles - b.distanceMiles || compareText(a.name, b.name))
    .slice(0, query.limit)
    // A tenth of a mile, as the page shows it: sorted on the exact figure first.
    .map((shop) => ({ ...shop, distanceMiles: Math.round(shop.distanceMiles * 10) / 10 }));
  return { place, shops: measured };
}

/** GET /api/BicycleShop/{shopId}: one shop, 404 when no shop has that id. */
export async function getBicycleShop(db: Database, shopId: number): Promise<BicycleShop> {
  const [row] = await db.select().from(bicycleShops).where(eq(bicycleShops.shopId, shopId));
  if (!row) throw notFound('Bike shop');
  return toBicycleShop(row);
}
