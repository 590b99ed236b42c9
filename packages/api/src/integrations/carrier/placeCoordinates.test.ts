import type { Location, RateRequestAddress } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import type { Geocoder, PlaceQuery } from '../geo/geocoder';
import { CarrierInputError } from './carrierInputError';
import { coordinatesOf } from './placeCoordinates';

function countingGeocoder(points: Record<string, { lat: number; lng: number }>) {
  const asked: PlaceQuery[] = [];
  const geocoder: Geocoder = {
    search: async () => [],
    verify: async () => ({ status: 'success', corrected: false, unitRequired: false }),
    async resolve(query) {
      asked.push(query);
      const geometry = points[query.postalCode ?? query.city ?? ''];
      return geometry
        ? ({ formatted_address: '', types: [], address_components: [], geometry } as Location)
        : null;
    },
  };
  return { geocoder, asked };
}

const where = { stageIndex: 0, stageNumber: 1, side: 'from' as const };
const place = (postalCode: string, city = 'Somewhere') =>
  ({ city, state: 'CO', postalCode, countryCode: 'us' }) as RateRequestAddress;

describe('coordinatesOf (a place resolved once is not looked up again)', () => {
  it('asks the geocoder once per place and answers the same point after', async () => {
    const { geocoder, asked } = countingGeocoder({ '80302': { lat: 40.0, lng: -105.3 } });
    const first = await coordinatesOf(place('80302'), where, geocoder);
    const again = await coordinatesOf(place('80302'), where, geocoder);
    expect(first).toEqual({ lat: 40.0, lng: -105.3 });
    expect(again).toEqual(first);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.countryCode).toBe('US');
  });

  it('keeps places apart by every part given', async () => {
    const { geocoder, asked } = countingGeocoder({
      '80302': { lat: 40.0, lng: -105.3 },
      '80303': { lat: 39.9, lng: -105.2 },
    });
    await coordinatesOf(place('80302'), where, geocoder);
    const other = await coordinatesOf(place('80303'), where, geocoder);
    const otherCity = await coordinatesOf(place('80302', 'Elsewhere'), where, geocoder);
    expect(other).toEqual({ lat: 39.9, lng: -105.2 });
    expect(otherCity).toEqual({ lat: 40.0, lng: -105.3 });
    expect(asked).toHaveLength(3);
  });

  it('refuses a place not found with its field, and asks again next time', async () => {
    const { geocoder, asked } = countingGeocoder({});
    await expect(coordinatesOf(place('00000'), where, geocoder)).rejects.toThrow(CarrierInputError);
    await expect(coordinatesOf(place('00000'), where, geocoder)).rejects.toThrow(/cannot find/);
    expect(asked).toHaveLength(2);
  });

  it('uses the coordinates the request carries without asking', async () => {
    const { geocoder, asked } = countingGeocoder({});
    const given = { ...place('10115'), location: { geometry: { lat: 52.52, lng: 13.405 } } };
    expect(await coordinatesOf(given as RateRequestAddress, where, geocoder)).toEqual({
      lat: 52.52,
      lng: 13.405,
    });
    expect(asked).toEqual([]);
  });
});
