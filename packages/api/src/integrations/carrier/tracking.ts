import { randomInt } from 'node:crypto';
import { type IsoDate, isWeekend } from '@bikeship/core/rules';
import { SHOP_TIME_ZONE } from '../../services/date';
import { addCalendarDays } from './businessDays';
import type { TrackingEvent, TrackingInput } from './carrierAdapter';

/**
 * Tracking of the built-in carrier (DESIGN.md §7: "simulated tracking events").
 *
 * DECISION, tracking numbers: 'BS' and 16 digits — the service code (1 digit), the package's
 * box id (10 digits: the order_packages serial, unique, so the number is unique without a
 * lookup), 4 random digits (so that neighbouring numbers cannot be enumerated from one's own),
 * and a Luhn check digit (a mistyped digit is caught before any lookup, as with a card number).
 */
export const TRACKING_NUMBER_PREFIX = 'BS';
const BOX_ID_DIGITS = 10;
const RANDOM_DIGITS = 4;
const TRACKING_NUMBER_PATTERN = /^BS\d{16}$/;

/** The Luhn check digit of a string of digits (the digit to append). */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Doubling starts at the rightmost digit, as the check digit goes after it.
    const fromRight = digits.length - 1 - index;
    let digit = Number(digits[index]);
    if (fromRight % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A new tracking number for one package (see the DECISION above). */
export function builtInTrackingNumber(input: { boxId: number; serviceCode: number }): string {
  const { boxId, serviceCode } = input;
  if (!Number.isSafeInteger(boxId) || boxId < 0 || String(boxId).length > BOX_ID_DIGITS) {
    throw new RangeError(`A box id of at most ${BOX_ID_DIGITS} digits is needed, not ${boxId}`);
  }
  if (!Number.isInteger(serviceCode) || serviceCode < 0 || serviceCode > 9) {
    throw new RangeError(`A one-digit service code is needed, not ${serviceCode}`);
  }
  const random = String(randomInt(10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  const body = `${serviceCode}${String(boxId).padStart(BOX_ID_DIGITS, '0')}${random}`;
  return `${TRACKING_NUMBER_PREFIX}${body}${luhnCheckDigit(body)}`;
}

/** Whether a code has the built-in carrier's form and a right check digit. */
export function isBuiltInTrackingNumber(code: string): boolean {
  if (!TRACKING_NUMBER_PATTERN.test(code)) return false;
  const digits = code.slice(TRACKING_NUMBER_PREFIX.length);
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

// ─── Scans ─────────────────────────────────────────────────────────────────────────────────

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes the shop's time zone is ahead of UTC at an instant (negative in America). */
function shopOffsetMinutes(at: number): number {
  const parts = wallClock.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallAsUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time on a date in the shop's time zone (DST-aware). */
function shopInstant(date: IsoDate, hour: number, minute: number): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wallAsUtc - shopOffsetMinutes(wallAsUtc) * 60_000;
  return new Date(wallAsUtc - shopOffsetMinutes(firstGuess) * 60_000);
}

/**
 * The scans of a package, oldest first, up to `now`.
 *
 * DECISION, the simulated day of a package (times are the shop's wall clock, SHOP_TIME_ZONE,
 * the one clock of the built-in carrier, as "today" is for ship dates):
 * - label created: when the label was made (no scan before a label exists);
 * - picked up: 4 pm on the ship date, then departed from the origin facility at 8 pm;
 * - in transit: 6 am on every weekday between ship and delivery;
 * - arrived at the destination facility 5 am, out for delivery 8:30 am, delivered 2 pm on the
 *   deliver date.
 * Without a deliver date, only the scans up to departure are known. A label made after the
 * ship date's pickup time (made late in the day) moves the earlier scans to the label's time:
 * no package is scanned before its label exists.
 */
export function builtInTrackingEvents(input: TrackingInput, now: Date): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  const labelTime = input.labelCreatedAt
    ? Date.parse(input.labelCreatedAt)
    : Number.NEGATIVE_INFINITY;
  const add = (
    time: Date,
    status: TrackingEvent['status'],
    description: string,
    location: string,
  ) => {
    const at = Math.max(time.getTime(), labelTime);
    events.push({ time: new Date(at).toISOString(), status, description, location });
  };
  if (input.labelCreatedAt) {
    add(new Date(labelTime), 'label_created', 'Shipping label created', input.fromCity);
  }
  add(shopInstant(input.shipDate, 16, 0), 'picked_up', 'Picked up', input.fromCity);
  add(shopInstant(input.shipDate, 20, 0), 'in_transit', 'Departed from facility', input.fromCity);
  const { deliverDate } = input;
  if (deliverDate && deliverDate > input.shipDate) {
    for (let day = addCalendarDays(input.shipDate, 1); day < deliverDate; ) {
      if (!isWeekend(day)) add(shopInstant(day, 6, 0), 'in_transit', 'In transit', '');
      day = addCalendarDays(day, 1);
    }
  }
  if (deliverDate) {
    add(shopInstant(deliverDate, 5, 0), 'in_transit', 'Arrived at facility', input.toCity);
    add(shopInstant(deliverDate, 8, 30), 'out_for_delivery', 'Out for delivery', input.toCity);
    add(shopInstant(deliverDate, 14, 0), 'delivered', 'Delivered', input.toCity);
  }
  const nowMs = now.getTime();
  return events
    .filter((event) => Date.parse(event.time) <= nowMs)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}
