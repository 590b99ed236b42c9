import type { ShippingRateSet } from '@bikeship/core/schemas';

/** A stored answer as the database has it: the rates and the day they were priced on. */
export interface StoredQuote {
  answer: ShippingRateSet;
  answeredOn: string;
}

/**
 * The quotes this process stored or read last, by rate request id (least recently used out).
 * The quote flow is a POST then a GET of the same id moments later (quote §7): the GET is then
 * answered from memory instead of reading a few kilobytes of jsonb back (the API benchmark's
 * target: quote flow p95 ≤ 50 ms at 16 concurrent clients).
 * Safe with many processes on one PostgreSQL: an entry is only ever what the database holds
 * for that id and day (a stored answer of a day never changes), and a process without the
 * entry reads the database.
 */
export class RecentQuotes {
  private readonly entries = new Map<string, StoredQuote>();

  constructor(private readonly limit = 2_000) {}

  get(id: string): StoredQuote | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      // Re-inserting moves it to the end: Map keeps insertion order, the oldest first.
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** Keeps an entry; its answer is frozen (deeply): it is shared by every GET that follows. */
  set(id: string, entry: StoredQuote): void {
    deepFreeze(entry.answer);
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

/**
 * Freezes an answer and everything in it. A frozen answer may be served again as it is: the
 * route layer skips re-checking a frozen answer it has checked before (http/endpointRoute.ts).
 */
function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  // Plain loops, and no call for the (many) strings and numbers: a quote of two stages is ~150
  // values, frozen for every POST (API benchmark profile: Object.values per object was
  // ~1.5 % of the quote flow).
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const child: unknown = value[index];
      if (typeof child === 'object' && child !== null) deepFreeze(child);
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const child = record[key];
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  }
}
