import { defineCatalogue } from '@bikeship/ui';

/**
 * What new rates did to a chosen speed (quote §4), in English: the notices of the costs step and,
 * after new addresses, of the details step. Their own catalogue, so that it loads with the
 * notice both steps share and the rest of the costs step's texts stay in its own chunk.
 */
export const requoteMessages = defineCatalogue({
  same: 'Rates checked',
  sameBody: 'Stage {n}: {speed} is still available at {now}.',
  moved: 'Price changed',
  movedBody: 'Stage {n}: {speed} now costs {now} instead of {was}.',
  gone: 'Speed replaced',
  goneBody:
    'Stage {n}: {old} is no longer offered. We chose {speed} at {now}, the nearest price to the {was} you had. You can choose another speed below.',
});
