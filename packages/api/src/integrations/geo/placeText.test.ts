import { describe, expect, it } from 'vitest';
import { canonicalPlaceName, normalizePlaceText } from './placeText';

describe('place name keys (accent- and case-insensitive lookup)', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['São Paulo', 'sao paulo'],
    ['  Saint-Étienne ', 'saint etienne'],
    ["Coeur d'Alene", 'coeur d alene'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Ærøskøbing', 'aeroskobing'],
    ['NEW   YORK', 'new york'],
  ])('normalizes %j to %j', (name, key) => {
    expect(normalizePlaceText(name)).toBe(key);
  });

  it('writes abbreviated words out, so St. Louis is Saint Louis', () => {
    expect(canonicalPlaceName('St. Louis')).toBe('saint louis');
    expect(canonicalPlaceName('Saint Louis')).toBe('saint louis');
    expect(canonicalPlaceName('Mt. Shasta')).toBe('mount shasta');
    expect(canonicalPlaceName('Ft Worth')).toBe('fort worth');
    expect(canonicalPlaceName('Stockton')).toBe('stockton');
  });
});
