/**
 * The fuzzer's only source of chance: mulberry32, a 32-bit seeded generator. Every choice of a
 * run comes from one seed, so a run — and each failure it prints — can be replayed with
 * `--seed`. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick of an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `weighted`'s keys, with probability proportional to its weight. */
  pickWeighted<K extends string>(weighted: Readonly<Partial<Record<K, number>>>): K {
    const entries = Object.entries(weighted) as [K, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('Random.pickWeighted of nothing');
    return last[0];
  }

  /** A copy of `items` in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** A new seed for a sub-generator (e.g. fast-check's `stringMatching`). */
  nextSeed(): number {
    return Math.floor(this.next() * 4_294_967_296) | 0;
  }
}

/** A seed from the clock, for a run that was not given one (it is printed, so it can be replayed). */
export function freshSeed(): number {
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}
