import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import { formatFailures } from './fuzzReport';
import { runFuzz } from './fuzzRun';
import { type FuzzServer, startFuzzServer } from './fuzzServer';

/**
 * The bounded fuzz run of `npm test` (the full one is `npm run fuzz`): a fixed seed, so a red
 * run is the same red run on every machine, and enough requests to give every operation of the
 * OpenAPI document each kind of broken input a few times, in well under a minute.
 * FUZZ_SEED / FUZZ_TEST_REQUESTS change it for a local look.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = Number(process.env.FUZZ_TEST_REQUESTS ?? 800);

let server: FuzzServer;
beforeAll(async () => {
  server = await startFuzzServer(await openTestDatabase());
});
afterAll(() => server.close());

describe('the API under fuzzing (DESIGN.md §7: bad input gets a 4xx with field errors)', () => {
  // The checks (answerChecks.ts): no 5xx, no unanswered request, every 4xx in the error shape,
  // no rows left by a refused request, no JSON endpoint taking another content type, no
  // kept-alive connection left broken.
  it(`answers ${REQUESTS} seeded requests over every operation, each passing every check`, async () => {
    const result = await runFuzz(server.target, { seed: SEED, requests: REQUESTS });
    expect(result.requests).toBe(REQUESTS);
    // Every operation got requests (the schedule goes round all of them).
    expect(result.byOperation.size).toBe(result.operations.length);
    // Valid requests that pass are what makes the broken ones meaningful: a run whose setup or
    // examples broke would refuse everything and prove nothing.
    expect(result.setupNotes).toEqual([]);
    expect(result.byKind.get('valid')?.['2xx'] ?? 0).toBeGreaterThan(0);
    if (result.failures.length > 0) expect.fail(formatFailures(result, 2));
  }, 180_000);
});
