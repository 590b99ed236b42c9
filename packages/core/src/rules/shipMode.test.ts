import { describe, expect, it } from 'vitest';
import { shipModeForTripCount, shipModeLabel } from './shipMode';

describe('ship mode from the number of trips (quote §1)', () => {
  it('1 trip is One-Way (1)', () => {
    expect(shipModeForTripCount(1)).toBe(1);
    expect(shipModeLabel(shipModeForTripCount(1))).toBe('One-Way');
  });

  it('2 trips are Round-Trip (2)', () => {
    expect(shipModeForTripCount(2)).toBe(2);
    expect(shipModeLabel(2)).toBe('Round-Trip');
  });

  it('more than 2 trips are Multi-City (3), up to the 5 stages', () => {
    expect(shipModeForTripCount(3)).toBe(3);
    expect(shipModeForTripCount(5)).toBe(3);
    expect(shipModeLabel(3)).toBe('Multi-City');
  });

  it('defaults to 1 when none is chosen', () => {
    expect(shipModeForTripCount(undefined)).toBe(1);
    expect(shipModeForTripCount(null)).toBe(1);
    expect(shipModeForTripCount(0)).toBe(1);
    expect(shipModeForTripCount(Number.NaN)).toBe(1);
    expect(shipModeLabel(undefined)).toBe('One-Way');
  });
});
