import type { RateRequest, ShippingRateSet } from '@bikeship/core/schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import type { OpenDatabase } from './database';
import { copyRateRequests, insertRateRequests } from './rateRequestRows';
import { rateRequests } from './schema';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const request = {
  shipMode: 1,
  stages: [
    { stage: 1, shipDate: '2026-07-01', from: { city: "O'Fallon" }, to: { city: 'Zürich' } },
  ],
  packages: [],
} as unknown as RateRequest;
const answer = [
  { stage: 1, pickupFee: 5, rates: [{ name: 'Ground "UPS"', code: 5, rate: 12.5 }] },
] as unknown as ShippingRateSet;

// Runs on PGlite and, in CI, on PostgreSQL (scripts/with-postgres.sh): the same driver call.
describe('insertRateRequests (a stored quote is read back as it was answered)', () => {
  it('stores several rows in one statement, read back through drizzle as they were given', async () => {
    const rows = ['rr-test-a', 'rr-test-b', 'rr-test-c'].map((id, index) => ({
      id,
      request,
      answer: index === 2 ? null : answer,
      answeredOn: index === 2 ? null : '2026-07-01',
    }));
    await insertRateRequests(database.db, rows);
    const stored = await database.db
      .select()
      .from(rateRequests)
      .where(inArray(rateRequests.id, ['rr-test-a', 'rr-test-b', 'rr-test-c']))
      .orderBy(rateRequests.id);
    expect(stored.map(({ createdAt, ...row }) => row)).toEqual(rows);
    for (const row of stored) expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a duplicate id and stores none of that statement', async () => {
    await expect(
      insertRateRequests(database.db, [
        { id: 'rr-test-dup-new', request, answer, answeredOn: '2026-07-01' },
        { id: 'rr-test-a', request, answer, answeredOn: '2026-07-01' },
      ]),
    ).rejects.toThrow();
    const stored = await database.db
      .select({ id: rateRequests.id })
      .from(rateRequests)
      .where(inArray(rateRequests.id, ['rr-test-dup-new']));
    expect(stored).toEqual([]);
  });
});

describe('copyRateRequests (PGlite: rate requests written behind with one COPY)', () => {
  // PostgreSQL runs store new rate requests with insertRateRequests (rateRequestWriter.ts).
  it.skipIf(Boolean(inject('postgresTemplateUrl')))(
    "stores rows whose text has COPY's special characters exactly as given",
    async () => {
      const awkward = {
        ...request,
        stages: [
          {
            stage: 1,
            shipDate: '2026-07-01',
            from: { city: 'C:\\Bikes\\N', note: 'tab\there\nnew line\r\\N 🚲' },
            to: { city: 'Zürich', note: '\\.' },
          },
        ],
      } as unknown as RateRequest;
      const rows = [
        { id: 'rr-copy-a', request: awkward, answer, answeredOn: '2026-07-01' },
        { id: 'rr-copy-b', request, answer: null, answeredOn: null },
      ];
      await copyRateRequests(database.db, rows);
      const stored = await database.db
        .select()
        .from(rateRequests)
        .where(inArray(rateRequests.id, ['rr-copy-a', 'rr-copy-b']))
        .orderBy(rateRequests.id);
      expect(stored.map(({ createdAt, ...row }) => row)).toEqual(rows);
    },
  );
});
