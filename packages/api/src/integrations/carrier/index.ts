import type { Config } from '../../config';
import { createGeocoder } from '../geo/geocoder';
import { createBuiltInCarrier } from './builtInCarrier';
import type { CarrierAdapter } from './carrierAdapter';

/**
 * The carrier of this server (DESIGN.md §7 integrations): the built-in carrier.
 *
 * DECISION: a real carrier would be chosen here by its configuration, as payments choose
 * Stripe by STRIPE_SECRET_KEY: e.g. `CARRIER=ups` with UPS_CLIENT_ID / UPS_CLIENT_SECRET /
 * UPS_ACCOUNT_NUMBER in config.ts selects a `createUpsCarrier(config)` adapter implementing
 * `CarrierAdapter` (Rating, Time in Transit and Tracking APIs), and a missing credential stops
 * start-up with a ConfigError naming it. None is wired: the spec names no carrier account and
 * these machines are offline, so every configuration gets the built-in carrier.
 *
 * `now` is the app's clock (AppDeps.now): the carrier's "today" when a caller of `rate` passes
 * no `now` of its own, so a test that moves the clock moves every quote.
 */
export function createCarrier(config: Config, options: { now?: () => Date } = {}): CarrierAdapter {
  return createBuiltInCarrier({
    geocoder: createGeocoder(config),
    ...(options.now ? { now: options.now } : {}),
  });
}
