import { defineCatalogue } from '@bikeship/ui';

/**
 * The costs step's texts in English (DESIGN.md §5). The stage names, speeds and charges are the
 * shared ones (shippingMessages); the requote notices have their own (requoteMessages). Keys are
 * short: each one ships in the bundle at every use.
 */
export const costsMessages = defineCatalogue({
  title: 'Costs',
  hint: 'Choose a speed for each stage. Prices are in US dollars.',
  refresh: 'Refresh rates',
  stale: 'No new rates',
  staleBody: 'We could not get new rates. The rates shown are unchanged; try again in a moment.',
  none: 'No rates yet',
  noneBody: 'Go back to Search and get rates for your trip first.',
  sum: 'Your costs',
  back: 'Back to search',
  next: 'Continue to details',
  // Why Continue is disabled.
  empty: 'There are no rates to choose from yet.',
  rating: 'Getting rates…',
  choose: 'Choose a speed for stage {n} to continue.',
  est: 'Estimating duties and taxes…',

  // Pickup.
  pickup: 'Pickup for stage {n}',
  pickOpt: '{name} ({fee})',
  free: 'free',

  // Premium protection.
  cover: 'Covers loss of or damage to a box up to the amount chosen, at most its declared value.',
  each: 'It is charged on each stage of the trip.',
  noPrices: 'Premium protection prices are not available right now.',
  noProt: 'No premium protection',
  noProtIn: 'No premium protection (up to {amount} is covered at no charge)',
  protFor: 'Premium protection for {name}',
  /** A box without a name, inside a sentence. */
  box: 'box {n}',
  value: 'Declared value {amount}.',
  noValue: 'Declare a value for this box in step 1 to protect it.',
  offer: '{coverage} coverage for {cost}',

  // Landed cost (duties and taxes).
  duties: 'Duties and taxes in {country}',
  dutiesWait: 'Choose a speed to see the duties and taxes of this stage.',
  noEst: 'No duties and taxes estimate for stage {n}',
  noEstBody:
    'We could not estimate them: {reason}. The receiver may have to pay duties and taxes on delivery.',
  cap: 'the duties and taxes are more than can be prepaid',
  silent: 'the customs service did not answer',
  duty: 'Duty',
  taxes: 'Taxes',
  fee: 'Clearance fee, prepaid (duty, taxes and brokerage)',
});
