import { defineCatalogue } from '@bikeship/ui';

/**
 * The search's texts in English (DESIGN.md §5), those the quote box shows too: the search form
 * is built from step 1's fields — places, ship date, box — and their checks. Step 1's other
 * texts are in searchStepMessages.ts.
 *
 * DECISION: two tables because the quote box's first load carries this one, on a budget with
 * no room for what the box never shows (trip type, box sizes, the guest, recent searches); the
 * keys are short because each is written twice, here and where it is used.
 * @example const t = useMessages(searchMessages); t('err.from');
 */
export const searchMessages = defineCatalogue({
  title: 'Get a shipping quote',
  from: 'From',
  to: 'To',
  date: 'Ship date',
  box: 'Box',
  /** The box picker's placeholder; `err.box` is its message when nothing is chosen. */
  pickBox: 'Choose a box',
  custom: 'Custom size',
  /** The place lookup's placeholder, its list's name, and what its live region says. */
  place: 'City or postal code',
  places: '{label} suggestions',
  found: '{count} places found',
  // Why a ship date is refused (shipDateCalendar.ts ShipDateProblem), and what to do instead.
  weekend: 'We cannot ship on {day}: the carrier does not pick up on weekends.',
  holiday: 'We cannot ship on {day}: it is a carrier holiday.',
  outOfRange: 'Choose a business day from today to the end of next year.',
  next: '{reason} The next day we can ship is {day}.',
  shipOn: 'Ship on {day} instead',
  // The form's checks (searchDraftErrors.ts).
  'err.from': 'Choose where this stage starts from the list.',
  'err.to': 'Choose where this stage goes from the list.',
  'err.same': 'From and To are the same place.',
  'err.date': 'Choose a ship date.',
  'err.order': 'This stage cannot ship before the stage before it.',
  'err.box': 'Choose a box.',
  getRates: 'Get rates',
  noRates: 'No rates',
  /** The failure of Get rates, shown in place and sent with `bikeship:error`. */
  ratesFailed:
    'We could not get rates for this trip. Check the places, dates and boxes and try again; if it keeps happening, contact us.',
});
