import { randomBytes } from 'node:crypto';
import { type IsoDate, isWeekend } from '@bikeship/core/rules';
import { SHOP_TIME_ZONE } from '../../services/date';
import { addCalendarDays } from './businessDays';
import type { TrackingEvent, TrackingInput } from './carrierAdapter';

/**
 * Tracking of the built-in carrier (DESIGN.md §7: "simulated tracking events").
 *
 * DECISION, tracking numbers: 18 characters as a 1Z number has — 'BS', the service code
 * (1 digit), 14 characters drawn at random from node:crypto (70 bits) and a check character.
 * The number is the key of the public tracking lookup (GET /api/PackageLocation/{code}), which
 * shows a package's cities and dates to whoever has it, so nothing in it comes from the
 * shipment or box ids: it cannot be worked out from one's own number or counted through.
 * Unique without a lookup (two equal draws in 2^70 are not expected; the column is unique
 * besides). The characters are Crockford's base 32 (digits and capitals without I, L, O, U: none
 * reads as another), and the check character catches any one mistyped character and most
 * swaps of two neighbours (Luhn mod 32) before any lookup, as a card number's check digit does.
 *
 * Numbers of the earlier form — 'BS' and 16 digits, the box's serial id, 4 random digits and a
 * Luhn check digit — could be found from a neighbouring number in 10,000 tries; the lookup no
 * longer answers them (isLegacyTrackingNumber).
 */
export const TRACKING_NUMBER_PREFIX = 'BS';
const CHECK_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 14;
const TRACKING_NUMBER_PATTERN = /^BS\d[0-9A-HJKMNP-TV-Z]{15}$/;
const LEGACY_TRACKING_NUMBER_PATTERN = /^BS\d{16}$/;

/** The Luhn mod 32 check character of a string of CHECK_ALPHABET characters. */
function checkCharacter(body: string): string {
  const base = CHECK_ALPHABET.length;
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    // Doubling starts at the rightmost character, as the check character goes after it.
    const fromRight = body.length - 1 - index;
    let value = CHECK_ALPHABET.indexOf(body[index] ?? '');
    if (fromRight % 2 === 0) {
      value *= 2;
      value = Math.floor(value / base) + (value % base);
    }
    sum += value;
  }
  return CHECK_ALPHABET[(base - (sum % base)) % base] ?? '0';
}

/** A new tracking number for one package (see the DECISION above). */
export function builtInTrackingNumber(input: { serviceCode: number }): string {
  const { serviceCode } = input;
  if (!Number.isInteger(serviceCode) || serviceCode < 0 || serviceCode > 9) {
    throw new RangeError(`A one-digit service code is needed, not ${serviceCode}`);
  }
  for (;;) {
    // 256 is a multiple of 32: each byte's low 5 bits are one uniform character.
    const random = Array.from(
      randomBytes(RANDOM_CHARACTERS),
      (byte) => CHECK_ALPHABET[byte & 31],
    ).join('');
    const body = `${serviceCode}${random}`;
    const number = `${TRACKING_NUMBER_PREFIX}${body}${checkCharacter(body)}`;
    // All digits (about one draw in 30 million) would read as a number of the earlier form.
    if (!isLegacyTrackingNumber(number)) return number;
  }
}

/** Whether a code has the built-in carrier's form and a right check character. */
export function isBuiltInTrackingNumber(code: string): boolean {
  if (!TRACKING_NUMBER_PATTERN.test(code) || isLegacyTrackingNumber(code)) return false;
  const body = code.slice(TRACKING_NUMBER_PREFIX.length, -1);
  return checkCharacter(body) === code.slice(-1);
}

/**
 * Whether a code has the earlier, guessable form ('BS' and 16 digits, see the DECISION above):
 * the public lookup answers such a code as it answers an unknown one.
 */
export function isLegacyTrackingNumber(code: string): boolean {
  return LEGACY_TRACKING_NUMBER_PATTERN.test(code);
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

/** The shop's calendar date at an instant. */
function shopDateOf(at: number): IsoDate {
  const parts = wallClock.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((candidate) => candidate.type === type)?.value ?? '').padStart(2, '0');
  return `${part('year')}-${part('month')}-${part('day')}` as IsoDate;
}

const PICKUP_HOUR = 16;
const HOUR_MS = 3_600_000;

/**
 * When the carrier collects the package: its pickup round at 4 pm on the ship date — or, for a
 * label made after that round, the next weekday round after the label: no carrier takes a box
 * before its label exists.
 */
function pickupTime(shipDate: IsoDate, labelTime: number): number {
  const planned = shopInstant(shipDate, PICKUP_HOUR, 0).getTime();
  if (labelTime <= planned) return planned;
  let day = shopDateOf(labelTime);
  if (!isWeekend(day) && shopInstant(day, PICKUP_HOUR, 0).getTime() >= labelTime) {
    return shopInstant(day, PICKUP_HOUR, 0).getTime();
  }
  do day = addCalendarDays(day, 1);
  while (isWeekend(day));
  return shopInstant(day, PICKUP_HOUR, 0).getTime();
}

/**
 * The scans of a package, oldest first, up to `now`.
 *
 * DECISION, the simulated day of a package (times are the shop's wall clock, SHOP_TIME_ZONE,
 * the one clock of the built-in carrier, as "today" is for ship dates):
 * - label created: when the label was made (no scan before a label exists);
 * - picked up: 4 pm on the ship date, then departed from the origin facility at 8 pm; a label
 *   made after the ship date's 4 pm round is picked up at the next weekday's round (a customer
 *   who pays at 5 pm for today has not handed the box over, and may still cancel its label);
 * - in transit: 6 am on every weekday between pickup and delivery;
 * - arrived at the destination facility 5 am, out for delivery 8:30 am, delivered 2 pm on the
 *   deliver date — or, for a late pickup, as soon after the departure as the day's order allows.
 * Without a deliver date, only the scans up to departure are known.
 */
export function builtInTrackingEvents(input: TrackingInput, now: Date): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  const labelTime = input.labelCreatedAt
    ? Date.parse(input.labelCreatedAt)
    : Number.NEGATIVE_INFINITY;
  // Each scan comes after the one before it: a late pickup moves the later scans with it.
  let floor = labelTime;
  const add = (
    time: number,
    status: TrackingEvent['status'],
    description: string,
    location: string,
  ) => {
    floor = Math.max(time, floor);
    events.push({ time: new Date(floor).toISOString(), status, description, location });
  };
  if (input.labelCreatedAt) {
    add(labelTime, 'label_created', 'Shipping label created', input.fromCity);
  }
  const pickup = pickupTime(input.shipDate, labelTime);
  add(pickup, 'picked_up', 'Picked up', input.fromCity);
  add(pickup + 4 * HOUR_MS, 'in_transit', 'Departed from facility', input.fromCity);
  const { deliverDate } = input;
  if (deliverDate) {
    for (let day = addCalendarDays(shopDateOf(pickup), 1); day < deliverDate; ) {
      if (!isWeekend(day)) add(shopInstant(day, 6, 0).getTime(), 'in_transit', 'In transit', '');
      day = addCalendarDays(day, 1);
    }
    add(
      shopInstant(deliverDate, 5, 0).getTime(),
      'in_transit',
      'Arrived at facility',
      input.toCity,
    );
    add(
      shopInstant(deliverDate, 8, 30).getTime(),
      'out_for_delivery',
      'Out for delivery',
      input.toCity,
    );
    add(shopInstant(deliverDate, 14, 0).getTime(), 'delivered', 'Delivered', input.toCity);
  }
  const nowMs = now.getTime();
  return events
    .filter((event) => Date.parse(event.time) <= nowMs)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}
