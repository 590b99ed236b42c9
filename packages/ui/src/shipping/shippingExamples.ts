import type { StageCharges } from '@bikeship/core/rules';
import type { Location, RateOption, TripStage } from '@bikeship/core/schemas';

/**
 * Trips, speeds and charges as the ship store holds them, for the shipping pieces' tests and
 * stories (not exported by the package).
 */

const place = (city: string, region: string, country: [string, string]): Location => ({
  formatted_address: `${city}, ${region}, ${country[0]}`,
  types: ['locality', 'political'],
  address_components: [
    { long_name: city, short_name: city, types: ['locality', 'political'] },
    { long_name: region, short_name: region, types: ['administrative_area_level_1'] },
    { long_name: country[0], short_name: country[1], types: ['country', 'political'] },
  ],
});

export const boulder = place('Boulder', 'CO', ['United States', 'US']);
export const denver = place('Denver', 'CO', ['United States', 'US']);
export const vancouver = place('Vancouver', 'BC', ['Canada', 'CA']);

const speed = (name: string, code: number, rate: number, transitDays: number): RateOption => ({
  name,
  code,
  rate,
  selected: false,
  ship: '2026-07-20',
  deliver: `2026-07-${20 + transitDays}`,
  transitDays,
  upsTransitDays: transitDays,
  residentialFee: 0,
  packages: [],
});

export const economy = speed('Economy', 8, 57.65, 2);
export const ground = speed('Ground', 5, 65.5, 1);
/** Worldwide Economy to a home: with a residential delivery fee. */
export const worldwide = { ...speed('Worldwide Economy', 11, 184.5, 5), residentialFee: 4.75 };

export const toDenver: TripStage = { from: boulder, to: denver, shipDate: '2026-07-20' };
export const toVancouver: TripStage = { from: boulder, to: vancouver, shipDate: '2026-07-20' };

/** What a stage charges (the core's `stageChargesOf`) with its speed's rate. */
export const chargesOf = (trip: TripStage, fees: Omit<StageCharges, 'rate'> = {}) => ({
  rate: trip.rateChoice?.rate,
  residentialFee: trip.rateChoice?.residentialFee,
  pickupFee: 0,
  boxes: [],
  ...fees,
});
