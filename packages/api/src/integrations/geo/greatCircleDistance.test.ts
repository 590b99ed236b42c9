import { describe, expect, it } from 'vitest';
import { EARTH_MEAN_RADIUS_MILES, greatCircleMiles } from './greatCircleDistance';

const boulder = { lat: 40.0172, lng: -105.2851 };
const denver = { lat: 39.759, lng: -104.9661 };
const newYork = { lat: 40.7128, lng: -74.006 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };

describe('the finder measures great-circle distance in miles', () => {
  it('is 0 from a place to itself', () => {
    expect(greatCircleMiles(boulder, boulder)).toBe(0);
  });

  it('measures Boulder to Denver as about 25 miles, and the same both ways', () => {
    expect(greatCircleMiles(boulder, denver)).toBeCloseTo(24.9, 0);
    expect(greatCircleMiles(denver, boulder)).toBeCloseTo(greatCircleMiles(boulder, denver), 10);
  });

  it('measures New York to Los Angeles as the published 2,445 miles, within one percent', () => {
    expect(Math.abs(greatCircleMiles(newYork, losAngeles) - 2445)).toBeLessThan(25);
  });

  it('keeps short distances exact: a tenth of a degree of latitude is 6.9 miles', () => {
    expect(greatCircleMiles(boulder, { ...boulder, lat: boulder.lat + 0.1 })).toBeCloseTo(6.91, 2);
  });

  it('crosses the date line the short way, and is half the circumference between antipodes', () => {
    expect(greatCircleMiles({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeCloseTo(13.8, 1);
    expect(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_MEAN_RADIUS_MILES,
      6,
    );
  });
});
