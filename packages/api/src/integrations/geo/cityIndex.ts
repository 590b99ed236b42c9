import { canonicalPlaceName, normalizePlaceText } from './placeText';
import { lowerBound } from './sortedKeys';

/** A city or town of the bundled data, kept compact (one small object per place). */
export interface BundledCity {
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Postal region code (US state, Canadian province); '' when the data has none to show. */
  regionCode: string;
  /** 0 when unknown (US towns known from ZIP codes only). */
  population: number;
  lat: number;
  lng: number;
  /** `normalizePlaceText(name)`: the key a typed prefix is looked up by. */
  searchName: string;
  /** `canonicalPlaceName(name)`: the other lookup key, and what exact comparisons read. */
  canonicalName: string;
}

interface RankedCity {
  city: BundledCity;
  /** The name is what was typed, not only begins with it. */
  exact: boolean;
  /** Cities shown alike (same name, region and country) share it; only the best is kept. */
  sameAs: string;
}

/** The larger place first, then the shorter and alphabetically first name. */
function compareCities(a: BundledCity, b: BundledCity): number {
  if (a.population !== b.population) return b.population - a.population;
  if (a.name.length !== b.name.length) return a.name.length - b.name.length;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Whether a city ranks before a kept one: exact names first, then `compareCities`. */
function ranksBefore(exact: boolean, city: BundledCity, other: RankedCity | undefined): boolean {
  if (!other) return true;
  if (exact !== other.exact) return exact;
  return compareCities(city, other.city) < 0;
}

/** Cities shown alike (same name, region and country) share this key. */
function sameAsKey(city: BundledCity): string {
  return `${city.countryCode}|${city.regionCode}|${city.canonicalName}`;
}

function startsWithPrefix(city: BundledCity, prefix: string): boolean {
  return city.searchName.startsWith(prefix) || city.canonicalName.startsWith(prefix);
}

/**
 * Above this many keys a prefix ('s', 'ma') is answered by walking the cities from the most
 * populous down instead of scanning its range: the best few of 15,000 are then near the top.
 */
const LARGE_RANGE = 1_000;

/**
 * A prefix index of city names: every city is filed under its normalized name and, when it
 * differs, its canonical one ('st louis' and 'saint louis'), in one sorted array, so a prefix is
 * a binary search and a scan of its range. Chosen over a trie: two flat arrays cost a fraction
 * of the memory of 150,000 trie nodes. A second order, by rank, serves short prefixes.
 */
export class CityIndex {
  private readonly keys: string[];
  private readonly cityOfKey: Uint32Array;
  /** Every city, best ranked first (population, then name): the order results are given in. */
  private readonly byRank: readonly BundledCity[];

  constructor(
    private readonly cities: readonly BundledCity[],
    /** Tests lower it to take the walk by rank on a few cities. */
    private readonly largeRange = LARGE_RANGE,
  ) {
    const entries: { key: string; city: number }[] = [];
    cities.forEach((city, position) => {
      if (city.searchName) entries.push({ key: city.searchName, city: position });
      if (city.canonicalName && city.canonicalName !== city.searchName) {
        entries.push({ key: city.canonicalName, city: position });
      }
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
    this.keys = entries.map((entry) => entry.key);
    this.cityOfKey = Uint32Array.from(entries, (entry) => entry.city);
    this.byRank = [...cities].sort(compareCities);
  }

  get size(): number {
    return this.cities.length;
  }

  /**
   * Cities whose name begins with `text` (accents, case and punctuation aside) and that
   * `accept` lets through, best first: exact name, then population. Places that would read the
   * same (same name, region and country) appear once, the most populous.
   */
  search(text: string, accept: (city: BundledCity) => boolean, limit: number): BundledCity[] {
    if (limit <= 0) return [];
    const typed = canonicalPlaceName(text);
    const prefixes = [...new Set([normalizePlaceText(text), typed])].filter(Boolean);
    const ranges = prefixes.map((prefix) => ({
      from: lowerBound(this.keys, prefix),
      to: lowerBound(this.keys, `${prefix}\uffff`),
    }));
    const best: RankedCity[] = [];
    const offer = (city: BundledCity, exact: boolean): void => {
      if (accept(city)) keepBest(best, limit, { city, exact, sameAs: sameAsKey(city) });
    };
    const rangeSize = ranges.reduce((sum, range) => sum + range.to - range.from, 0);
    if (rangeSize <= this.largeRange) {
      for (const city of this.citiesIn(ranges)) offer(city, city.canonicalName === typed);
      return best.map((ranked) => ranked.city);
    }
    // Exact names outrank all others: take them from the keys equal to the typed text first.
    for (let at = lowerBound(this.keys, typed); this.keys[at] === typed; at += 1) {
      const city = this.cities[this.cityOfKey[at] as number] as BundledCity;
      if (city.canonicalName === typed) offer(city, true);
    }
    for (const city of this.byRank) {
      // In rank order: once a city cannot beat the last one kept, no later city can.
      if (best.length >= limit && !ranksBefore(false, city, best[best.length - 1])) break;
      if (prefixes.some((prefix) => startsWithPrefix(city, prefix))) offer(city, false);
    }
    return best.map((ranked) => ranked.city);
  }

  /** Cities named exactly `name` (canonical comparison: 'St Louis' is 'Saint Louis'). */
  named(name: string): BundledCity[] {
    const key = canonicalPlaceName(name);
    if (!key) return [];
    const found = new Set<BundledCity>();
    for (let at = lowerBound(this.keys, key); this.keys[at] === key; at += 1) {
      const city = this.cities[this.cityOfKey[at] as number] as BundledCity;
      if (city.canonicalName === key) found.add(city);
    }
    return [...found];
  }

  /** The distinct cities filed under the key ranges (a city filed twice is given once). */
  private *citiesIn(ranges: readonly { from: number; to: number }[]): Generator<BundledCity> {
    const given = new Set<number>();
    for (const { from, to } of ranges) {
      for (let at = from; at < to; at += 1) {
        const position = this.cityOfKey[at] as number;
        if (given.has(position)) continue;
        given.add(position);
        yield this.cities[position] as BundledCity;
      }
    }
  }
}

/**
 * Puts `candidate` into `best` (sorted, at most `limit` long) if it ranks there; of two cities
 * shown alike only the better stays.
 */
function keepBest(best: RankedCity[], limit: number, candidate: RankedCity): void {
  const { exact, city } = candidate;
  if (best.length >= limit && !ranksBefore(exact, city, best[best.length - 1])) return;
  const twin = best.findIndex((kept) => kept.sameAs === candidate.sameAs);
  if (twin >= 0) {
    if (!ranksBefore(exact, city, best[twin])) return;
    best.splice(twin, 1);
  }
  let at = best.length;
  while (at > 0 && ranksBefore(exact, city, best[at - 1])) at -= 1;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}
