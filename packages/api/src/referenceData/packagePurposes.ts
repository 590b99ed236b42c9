import type { PackagePurpose } from '@bikeship/core/schemas';

/**
 * Why a shipment is sent (quote §3 "Form data lists"); a search keeps the purpose's `entryId`,
 * and `code` is the customs reason for export sent as landed-cost purposeCode.
 *
 * DECISION: entryIds 146 (a trip) and 149 (an event or race) are the purposes of
 * PURPOSES_REMOVING_SPEED (constants.ts): for them the rates call leaves out speed code
 * REMOVED_SPEED_CODE (8), the economy speed without a delivery guarantee — a bike shipped for a
 * trip or a race must be there by a date, so only speeds with a guaranteed delivery are offered.
 * Listed in the order the wizard shows them, most frequent first.
 */
export const PACKAGE_PURPOSES: readonly PackagePurpose[] = [
  { entryId: 146, name: 'Travel: riding at my destination', code: 'PERSONAL_EFFECTS' },
  {
    entryId: 149,
    name: 'Event or race (gran fondo, triathlon, stage race)',
    code: 'PERSONAL_EFFECTS',
  },
  { entryId: 141, name: 'Sold it: shipping to the buyer', code: 'SALE' },
  { entryId: 142, name: 'Bought it: shipping to me', code: 'SALE' },
  { entryId: 143, name: 'Moving home', code: 'PERSONAL_EFFECTS' },
  { entryId: 144, name: 'To or from a bike shop (service, repair, build)', code: 'REPAIR' },
  { entryId: 145, name: 'Gift', code: 'GIFT' },
  { entryId: 147, name: 'Return or warranty claim', code: 'RETURN' },
  { entryId: 148, name: 'Other', code: 'PERSONAL_EFFECTS' },
];
