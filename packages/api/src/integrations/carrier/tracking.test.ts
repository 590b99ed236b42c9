import { describe, expect, it } from 'vitest';
import { builtInTrackingEvents } from './tracking';

const input = {
  trackingNumber: 'BS1ABCDEFGHJKMNPQR',
  serviceCode: 3,
  shipDate: '2026-11-27', // a Friday
  deliverDate: '2026-12-02',
  fromCity: 'San Francisco',
  toCity: 'Bend',
};
const scans = (labelCreatedAt: string, now: string) =>
  builtInTrackingEvents({ ...input, labelCreatedAt }, new Date(now)).map(
    (event) => `${event.time} ${event.description}`,
  );

describe('the built-in carrier’s scans', () => {
  it('a label made before the ship date’s 4 pm round is picked up in that round', () => {
    // 10 am Pacific (PST, UTC−8) on the ship date.
    expect(scans('2026-11-27T18:00:00.000Z', '2026-11-28T12:00:00.000Z')).toEqual([
      '2026-11-27T18:00:00.000Z Shipping label created',
      '2026-11-28T00:00:00.000Z Picked up',
      '2026-11-28T04:00:00.000Z Departed from facility',
    ]);
  });

  it('a label made after the round (5 pm on a Friday) is not picked up before Monday’s round: its label can still be cancelled', () => {
    const late = '2026-11-28T01:00:00.000Z'; // 5 pm Friday Pacific
    expect(scans(late, '2026-11-28T02:00:00.000Z')).toEqual([`${late} Shipping label created`]);
    expect(scans(late, '2026-12-03T00:00:00.000Z')).toEqual([
      `${late} Shipping label created`,
      '2026-12-01T00:00:00.000Z Picked up', // Monday 4 pm Pacific
      '2026-12-01T04:00:00.000Z Departed from facility',
      '2026-12-01T14:00:00.000Z In transit', // Tuesday 6 am
      '2026-12-02T13:00:00.000Z Arrived at facility',
      '2026-12-02T16:30:00.000Z Out for delivery',
      '2026-12-02T22:00:00.000Z Delivered',
    ]);
  });
});
