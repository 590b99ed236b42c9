import { REMOVED_SPEED_CODE } from '../constants';
import type { ZoneSetId } from './rateTables';

/** The built-in carrier's speed codes (a rate option's `code`, quote §3). */
export type ServiceCode = 1 | 2 | 3 | 5 | 8;

/** One service level as offered in one zone set. */
export interface ServiceOffer {
  name: string;
  shortName: string;
  /** Business days from pickup to delivery, by zone. */
  transitDays: Readonly<Record<string, number>>;
}

export interface ServiceLevel {
  code: ServiceCode;
  /** Whether the delivery date is guaranteed (money back when late); Economy's is an estimate. */
  guaranteed: boolean;
  /** Where the service is offered; a zone set it lacks is not offered there. */
  offers: Partial<Record<ZoneSetId, ServiceOffer>>;
}

/**
 * The built-in carrier's service levels, fastest first (DESIGN.md §7 "at least four service
 * levels with speed codes").
 *
 * DECISION (the spec shows no carrier names): modelled on a US carrier's services.
 * - Speed code 8 is Economy: the cheapest and slowest, WITHOUT a delivery guarantee. That is
 *   why the purposes of PURPOSES_REMOVING_SPEED (146 travel, 149 event or race; see
 *   referenceData/packagePurposes.ts) leave it out: a bike for a trip or a race must arrive by a
 *   date, so only guaranteed speeds are offered for them (quote §7 removeSpeeds=8).
 * - Codes 1, 2 and 3 are the air services (next day, second day, third day) at fixed transit
 *   days; 3 Day Select is domestic only. Ground (5) and Economy (8) take longer the farther
 *   the zone, as a truck network does.
 * - International: Worldwide Express (1), Expedited (2), Standard (5) and Economy (8), with
 *   transit days growing with the zone.
 */
export const SERVICE_LEVELS: readonly ServiceLevel[] = [
  {
    code: 1,
    guaranteed: true,
    offers: {
      domestic: {
        name: 'Next Day Air',
        shortName: 'Next Day',
        transitDays: { '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 1, '8': 1 },
      },
      international: {
        name: 'Worldwide Express',
        shortName: 'Express',
        transitDays: { I1: 1, I2: 2, I3: 2, I4: 3, I5: 3 },
      },
    },
  },
  {
    code: 2,
    guaranteed: true,
    offers: {
      domestic: {
        name: '2nd Day Air',
        shortName: '2 Day',
        transitDays: { '2': 2, '3': 2, '4': 2, '5': 2, '6': 2, '7': 2, '8': 2 },
      },
      international: {
        name: 'Worldwide Expedited',
        shortName: 'Expedited',
        transitDays: { I1: 2, I2: 3, I3: 4, I4: 5, I5: 5 },
      },
    },
  },
  {
    code: 3,
    guaranteed: true,
    offers: {
      domestic: {
        name: '3 Day Select',
        shortName: '3 Day',
        transitDays: { '2': 3, '3': 3, '4': 3, '5': 3, '6': 3, '7': 3, '8': 3 },
      },
    },
  },
  {
    code: 5,
    guaranteed: true,
    offers: {
      domestic: {
        name: 'Ground',
        shortName: 'Ground',
        transitDays: { '2': 1, '3': 2, '4': 3, '5': 4, '6': 4, '7': 5, '8': 5 },
      },
      international: {
        name: 'Worldwide Standard',
        shortName: 'Standard',
        transitDays: { I1: 3, I2: 5, I3: 6, I4: 7, I5: 8 },
      },
    },
  },
  {
    code: REMOVED_SPEED_CODE,
    guaranteed: false,
    offers: {
      domestic: {
        name: 'Economy',
        shortName: 'Economy',
        transitDays: { '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 7 },
      },
      international: {
        name: 'Worldwide Economy',
        shortName: 'Economy',
        transitDays: { I1: 5, I2: 7, I3: 9, I4: 11, I5: 12 },
      },
    },
  },
];
