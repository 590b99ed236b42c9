import type { BicycleShopService } from '@bikeship/core/schemas';

/** The query parameters of the finder: a search reloads, shares and comes back with "back". */
export const NEAR_PARAM = 'near';
export const SHOP_PARAM = 'shop';

/** A search as the page asks it: spaces tidied, '' for nothing to search. */
export function nearQueryOf(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The shop of `?shop=`: a positive whole number, or undefined for anything else. */
export function shopIdOf(text: string | null): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A shop's distance as the list shows it, to a tenth of a mile (as the API measures it).
 *
 * @example distanceText(24.8) // '24.8 miles'
 * @example distanceText(1) // '1 mile'
 */
export function distanceText(distanceMiles: number): string {
  if (distanceMiles < 0.1) return 'less than 0.1 mile';
  return `${miles.format(distanceMiles)} ${distanceMiles === 1 ? 'mile' : 'miles'}`;
}

const SERVICE_NAMES: Record<BicycleShopService, string> = {
  packs: 'Packs bikes',
  receives: 'Receives shipments',
  assembles: 'Assembles bikes',
};

/** What a shop does, in the words of the list. */
export function serviceNames(services: readonly BicycleShopService[]): string[] {
  return services.map((service) => SERVICE_NAMES[service]);
}
