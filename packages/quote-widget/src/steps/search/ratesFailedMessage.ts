/** The step-level failure of Get rates, shown in place and sent with `bikeship:error`. */
export const RATES_FAILED_MESSAGE =
  'We could not get rates for this trip. Check the places, dates and boxes and try again; if it keeps happening, contact us.';
