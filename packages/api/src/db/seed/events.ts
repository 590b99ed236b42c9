import { addDays, isWeekend } from '@bikeship/core/rules';
import type { AddressStage, EventStageDates } from '@bikeship/core/schemas';
import { eventCalendarToday, type StoredEventDetails } from '../../services/events';
import type { Database } from '../database';
import { bicycleEvents } from '../schema';

/** A stage's ship and deliver days, counted from the event's start (negative: before it). */
interface SeedStage {
  ship: number;
  deliver: number;
}

interface SeedEvent {
  urlCode: string;
  name: string;
  /** Days from the seed date to the first Saturday on or after which the event starts. */
  startsInDays?: number;
  couponCode: string;
  address: AddressStage;
  stages: SeedStage[];
}

const UNITED_STATES = { name: 'United States', code: 'US' } as const;

/** A venue or shop as the wizard fills it in for an event trip (AVS source 'event'). */
function venue(
  fields: Pick<AddressStage, 'company' | 'address1' | 'city' | 'state' | 'postalCode' | 'phone'>,
): AddressStage {
  return {
    ...fields,
    country: UNITED_STATES,
    isResidential: false,
    isEventAddress: true,
    avsStatus: { source: 'event' },
    displayName: `${fields.company}, ${fields.city}, ${fields.state}`,
  };
}

/**
 * Events that make the product look alive: a gran fondo, a gravel race, a stage race,
 * a tour and a mountain-bike festival. Fictional events in real towns, with real postal codes so
 * address lookups resolve. Stage 1 ships the bike to the event, the last stage ships it home;
 * the tour forwards the empty case from the start hotel to the finish hotel in between.
 */
const EVENTS: readonly SeedEvent[] = [
  {
    urlCode: 'cascade-gran-fondo',
    name: 'Cascade Gran Fondo',
    startsInDays: 35,
    couponCode: 'CASCADEGF',
    address: venue({
      company: 'Cascade Gran Fondo Bike Check',
      address1: '450 SW Powerhouse Dr',
      city: 'Bend',
      state: 'OR',
      postalCode: '97702',
      phone: '541-555-0110',
    }),
    stages: [
      { ship: -10, deliver: -3 },
      { ship: 2, deliver: 9 },
    ],
  },
  {
    urlCode: 'flint-hills-gravel-200',
    name: 'Flint Hills Gravel 200',
    startsInDays: 49,
    couponCode: 'FLINTHILLS',
    address: venue({
      company: 'Flint Hills Gravel HQ',
      address1: '727 Commercial St',
      city: 'Emporia',
      state: 'KS',
      postalCode: '66801',
      phone: '620-555-0124',
    }),
    stages: [
      { ship: -9, deliver: -2 },
      { ship: 2, deliver: 8 },
    ],
  },
  {
    urlCode: 'green-mountain-stage-race',
    name: 'Green Mountain Stage Race',
    startsInDays: 63,
    couponCode: 'GREENMTN',
    address: venue({
      company: 'Green Mountain Stage Race Registration',
      address1: '4061 Main St',
      city: 'Waitsfield',
      state: 'VT',
      postalCode: '05673',
      phone: '802-555-0137',
    }),
    stages: [
      { ship: -11, deliver: -3 },
      { ship: 5, deliver: 12 },
    ],
  },
  {
    urlCode: 'blue-ridge-parkway-tour',
    name: 'Blue Ridge Parkway Tour',
    startsInDays: 77,
    couponCode: 'BLUERIDGE',
    address: venue({
      company: 'Blue Ridge Parkway Tour Start Hotel',
      address1: '1 Battery Park Ave',
      city: 'Asheville',
      state: 'NC',
      postalCode: '28801',
      phone: '828-555-0142',
    }),
    stages: [
      { ship: -10, deliver: -2 },
      { ship: 1, deliver: 5 },
      { ship: 9, deliver: 15 },
    ],
  },
  {
    urlCode: 'ozark-mountain-bike-festival',
    name: 'Ozark Mountain Bike Festival',
    startsInDays: 91,
    couponCode: 'OZARKMTB',
    address: venue({
      company: 'Ozark MTB Festival Village',
      address1: '101 SE A St',
      city: 'Bentonville',
      state: 'AR',
      postalCode: '72712',
      phone: '479-555-0158',
    }),
    stages: [
      { ship: -10, deliver: -3 },
      { ship: 3, deliver: 10 },
    ],
  },
];

/** Partners have no dates: a shop or a tour company takes bikes all year. */
const PARTNERS: readonly SeedEvent[] = [
  {
    urlCode: 'velo-northwest',
    name: 'Velo Northwest Bike Shop',
    couponCode: 'VELONW10',
    address: venue({
      company: 'Velo Northwest Bike Shop',
      address1: '2212 SE Hawthorne Blvd',
      city: 'Portland',
      state: 'OR',
      postalCode: '97214',
      phone: '503-555-0171',
    }),
    stages: [],
  },
  {
    urlCode: 'adventure-ridge-tours',
    name: 'Adventure Ridge Tours',
    couponCode: 'ARTOURS',
    address: venue({
      company: 'Adventure Ridge Tours',
      address1: '150 E Spruce St',
      city: 'Missoula',
      state: 'MT',
      postalCode: '59802',
      phone: '406-555-0183',
    }),
    stages: [],
  },
  {
    urlCode: 'desert-sky-cycles',
    name: 'Desert Sky Cycles',
    couponCode: 'DESERTSKY',
    address: venue({
      company: 'Desert Sky Cycles',
      address1: '2900 E Speedway Blvd',
      city: 'Tucson',
      state: 'AZ',
      postalCode: '85716',
      phone: '520-555-0196',
    }),
    stages: [],
  },
];

const SATURDAY = 6;

/** Events start on a Saturday: the first one on or after the date. */
function saturdayOnOrAfter(date: string): string {
  let day = date;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== SATURDAY) day = addDays(day, 1) ?? day;
  return day;
}

/**
 * A carrier day: a weekend date moves away from the event (earlier before it, later after it),
 * so the bike still arrives in time and is not picked up before the riding is done.
 */
function businessDay(start: string, offset: number): string {
  const step = offset < 0 ? -1 : 1;
  let day = addDays(start, offset) ?? start;
  while (isWeekend(day)) day = addDays(day, step) ?? day;
  return day;
}

function toRow(event: SeedEvent, today: string, isPartner: boolean) {
  const startDate =
    event.startsInDays === undefined
      ? null
      : saturdayOnOrAfter(addDays(today, event.startsInDays) ?? today);
  const stageDates: EventStageDates[] = startDate
    ? event.stages.map((stage, index) => ({
        stage: index + 1,
        shipDate: businessDay(startDate, stage.ship),
        deliverDate: businessDay(startDate, stage.deliver),
      }))
    : [];
  const details: StoredEventDetails = {
    couponCode: event.couponCode,
    stageDates,
    address: event.address,
  };
  return { urlCode: event.urlCode, name: event.name, isPartner, startDate, event: details };
}

/**
 * Seeds the events and partners once. Dates are set relative to the day of the first seed so a
 * fresh install shows upcoming events; an entry that exists (by url code) is left as it is —
 * seeds never overwrite what the shop may have edited.
 */
export async function seedEvents(db: Database, now: Date = new Date()): Promise<void> {
  const today = eventCalendarToday(now);
  const existing = new Set(
    (await db.select({ urlCode: bicycleEvents.urlCode }).from(bicycleEvents)).map(
      (row) => row.urlCode,
    ),
  );
  const missing = [
    ...EVENTS.map((event) => toRow(event, today, false)),
    ...PARTNERS.map((partner) => toRow(partner, today, true)),
  ].filter((row) => !existing.has(row.urlCode));
  if (missing.length) await db.insert(bicycleEvents).values(missing);
}
