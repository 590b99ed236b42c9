import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BundledCity, CityIndex } from './cityIndex';
import { placeNameKeys } from './placeText';

function city(name: string, population: number, countryCode = 'US', regionCode = ''): BundledCity {
  return { name, population, countryCode, regionCode, lat: 0, lng: 0, ...placeNameKeys(name) };
}

const everything = () => true;

describe('CityIndex.search (ranks by exact match then population)', () => {
  const index = new CityIndex([
    city('Paris', 2_100_000, 'FR'),
    city('Paris', 25_000, 'US', 'TX'),
    city('Parisot', 500_000, 'FR'),
    city('Pari', 1_000, 'IT'),
    city('Zürich', 341_730, 'CH'),
    city('St. Louis', 300_000, 'US', 'MO'),
    city('Saint Louis', 0, 'US', 'MO'),
    city('Springfield', 160_000, 'US', 'MO'),
  ]);

  it('puts an exact name before a larger place that only begins with it', () => {
    const names = index.search('pari', everything, 5).map((found) => found.name);
    expect(names).toEqual(['Pari', 'Paris', 'Parisot', 'Paris']);
  });

  it('orders by population among names that only begin with the text', () => {
    const found = index.search('par', everything, 3);
    expect(found.map((place) => [place.name, place.countryCode])).toEqual([
      ['Paris', 'FR'],
      ['Parisot', 'FR'],
      ['Paris', 'US'],
    ]);
  });

  it('ignores accents and case', () => {
    expect(index.search('ZURI', everything, 5).map((found) => found.name)).toEqual(['Zürich']);
  });

  it('finds St. Louis as "saint lo" and "st lo", once, and drops its look-alike', () => {
    for (const typed of ['saint lo', 'st lo', 'St. Lo']) {
      expect(index.search(typed, everything, 5).map((found) => found.name)).toEqual(['St. Louis']);
    }
  });

  it('applies the filter and the limit', () => {
    const inFrance = index.search('pa', (place) => place.countryCode === 'FR', 1);
    expect(inFrance.map((found) => found.name)).toEqual(['Paris']);
    expect(index.search('p', everything, 0)).toEqual([]);
  });

  it('finds nothing for a prefix no name has', () => {
    expect(index.search('qqq', everything, 5)).toEqual([]);
  });

  it('named() compares whole names the canonical way', () => {
    expect(index.named('saint louis').map((found) => found.population)).toEqual([300_000, 0]);
    expect(index.named('pari').map((found) => found.countryCode)).toEqual(['IT']);
  });
});

describe('CityIndex.search on large prefix ranges (the walk by rank)', () => {
  // Prefixes with many keys ('s') are answered by walking the cities by rank instead of
  // scanning their range; both ways must give what ranking every match gives.
  const syllables = ['sa', 'se', 'si', 'so', 'su', 'st', 'ma', 'mo'];
  const arbitraryCity = fc
    .record({
      parts: fc.array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 4 }),
      population: fc.nat(20),
      country: fc.constantFrom('US', 'FR', 'CH'),
    })
    .map(({ parts, population, country }) => city(parts.join(''), population, country));

  it.each([
    ['the range scan', Number.POSITIVE_INFINITY],
    ['the walk by rank', 0],
  ])('%s agrees with ranking every match by brute force', (_way, largeRange) => {
    fc.assert(
      fc.property(
        fc.array(arbitraryCity, { minLength: 1, maxLength: 60 }),
        fc.constantFrom('s', 'sa', 'm', 'sasa', 'st', 'saint', 'x'),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(undefined, 'FR'),
        (cities, typed, limit, country) => {
          const accept = (place: BundledCity) => !country || place.countryCode === country;
          const found = new CityIndex(cities, largeRange).search(typed, accept, limit);
          const expected = bruteForce(cities, typed, accept, limit);
          expect(found.map(describeCity)).toEqual(expected.map(describeCity));
        },
      ),
      { numRuns: 300 },
    );
  });
});

function describeCity(place: BundledCity): string {
  return `${place.name}|${place.countryCode}|${place.population}`;
}

/** Every match ranked (exact, population, name length, name), look-alikes dropped. */
function bruteForce(
  cities: readonly BundledCity[],
  typed: string,
  accept: (place: BundledCity) => boolean,
  limit: number,
): BundledCity[] {
  const { searchName, canonicalName } = placeNameKeys(typed);
  const matches = cities.filter(
    (place) =>
      accept(place) &&
      [searchName, canonicalName].some(
        (prefix) => place.searchName.startsWith(prefix) || place.canonicalName.startsWith(prefix),
      ),
  );
  const rank = (place: BundledCity) => [
    place.canonicalName === canonicalName ? 0 : 1,
    -place.population,
    place.name.length,
  ];
  matches.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i += 1) {
      if (ra[i] !== rb[i]) return (ra[i] as number) - (rb[i] as number);
    }
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  const seen = new Set<string>();
  const kept: BundledCity[] = [];
  for (const place of matches) {
    const key = `${place.countryCode}|${place.regionCode}|${place.canonicalName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(place);
  }
  return kept.slice(0, limit);
}
