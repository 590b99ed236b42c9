import { PREMIUM_PROTECTION_MAX_COVERAGE } from '@bikeship/core/constants';
import type { InsuranceOption } from '@bikeship/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const option = (coverage: string | null) =>
  server.request(
    'GET',
    `/api/Protection/insurance-option${coverage === null ? '' : `?coverage=${coverage}`}`,
  );

describe('GET /api/Protection/insurance-option?coverage (quote §7; price table DECISION)', () => {
  it.each([
    ['0', 0],
    ['100', 0],
    ['101', 1.75],
    ['1250', 21],
    ['2000', 33.25],
    [String(PREMIUM_PROTECTION_MAX_COVERAGE), 173.25],
  ])(
    'prices a coverage of %s dollars at %s (first 100 free, then 1.75 per started 100)',
    async (coverage, cost) => {
      const response = await option(coverage);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ coverage: Number(coverage), cost });
      expect(response.body.label).toMatch(/^(Up to )?\$/);
    },
  );

  it.each([
    ['above the maximum coverage', String(PREMIUM_PROTECTION_MAX_COVERAGE + 0.01)],
    ['negative', '-5'],
    ['not a number', 'lots'],
    ['missing', null],
  ])('answers a coverage %s with 400 on coverage', async (_case, coverage) => {
    const response = await option(coverage);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'coverage' }),
    );
  });
});

describe('GET /api/Protection/insurance-presets (quote §3 insurance options)', () => {
  it('lists ascending coverages up to the maximum, each priced as insurance-option prices it', async () => {
    const response = await server.request<InsuranceOption[]>(
      'GET',
      '/api/Protection/insurance-presets',
    );
    expect(response.status).toBe(200);
    const coverages = response.body.map((preset) => preset.coverage);
    expect(coverages).toEqual([...coverages].sort((a, b) => a - b));
    expect(coverages.at(-1)).toBe(PREMIUM_PROTECTION_MAX_COVERAGE);
    expect(response.body[0]).toEqual({ coverage: 100, cost: 0, label: 'Up to $100 included' });
    for (const preset of response.body) {
      expect((await option(String(preset.coverage))).body).toEqual(preset);
    }
  });
});
