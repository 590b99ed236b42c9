import { lowerBound } from './sortedKeys';

/** One US ZIP code of the bundled data, with the USPS preferred city name. */
export interface BundledZip {
  /** Five digits. */
  zip: string;
  city: string;
  /** USPS state code, e.g. 'CO' (territories and APO/FPO 'AA', 'AE', 'AP' included). */
  stateCode: string;
  lat: number;
  lng: number;
}

/** The five-digit ZIP of '80302', '80302-1234' or '803021234'; undefined for anything else. */
export function zip5Of(postalCode: string): string | undefined {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(postalCode.trim());
  return match?.[1];
}

/** US ZIP codes sorted as strings: an exact code or a typed prefix is a binary search away. */
export class UsZipIndex {
  private readonly zips: readonly BundledZip[];
  private readonly codes: readonly string[];

  constructor(zips: readonly BundledZip[]) {
    this.zips = [...zips].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
    this.codes = this.zips.map((zip) => zip.zip);
  }

  get size(): number {
    return this.zips.length;
  }

  find(zip5: string): BundledZip | undefined {
    const at = lowerBound(this.codes, zip5);
    return this.codes[at] === zip5 ? this.zips[at] : undefined;
  }

  /** ZIP codes that begin with `prefix` (digits), in ascending order: an exact code comes first. */
  withPrefix(prefix: string, limit: number): BundledZip[] {
    const found: BundledZip[] = [];
    for (let at = lowerBound(this.codes, prefix); found.length < limit; at += 1) {
      const zip = this.zips[at];
      if (!zip?.zip.startsWith(prefix)) break;
      found.push(zip);
    }
    return found;
  }

  /** Every ZIP code as loaded, for deriving the towns the world-cities data lacks. */
  all(): readonly BundledZip[] {
    return this.zips;
  }
}
