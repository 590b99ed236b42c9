import { describe, expect, it } from 'vitest';
import { MAX_SEARCHES_PER_SESSION } from '../constants';
import { consentPreferencesOf } from './consent';
import { sessionSchema } from './session';

const session = { id: 'idAbc123', startTime: 0, duration: 1_200_000, sessionType: 0 };

describe('session (shell §3, quote §3)', () => {
  it('holds at most 3 searches (quote §9)', () => {
    const searches = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}` }));
    expect(
      sessionSchema.safeParse({ ...session, searches: searches(MAX_SEARCHES_PER_SESSION) }).success,
    ).toBe(true);
    expect(
      sessionSchema.safeParse({ ...session, searches: searches(MAX_SEARCHES_PER_SESSION + 1) })
        .success,
    ).toBe(false);
  });

  it('knows only the guest (0) and registered (1) session types', () => {
    expect(sessionSchema.safeParse({ ...session, sessionType: 1 }).success).toBe(true);
    expect(sessionSchema.safeParse({ ...session, sessionType: 2 }).success).toBe(false);
  });

  it('fills a search with its defaults: step 1, no trips, inches and pounds', () => {
    const parsed = sessionSchema.parse({ ...session, searches: [{ id: 's1' }] });
    expect(parsed.searches[0]).toMatchObject({
      step: 1,
      trips: [],
      boxes: [],
      units: { linearUnit: 'IN', weightUnit: 'LB' },
      subTotal: 0,
    });
  });
});

describe('consent preferences (shell §3, §5)', () => {
  it('keeps essential true; analytics and marketing default to off', () => {
    expect(consentPreferencesOf({})).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
  });

  it('refuses essential unchecked (shell §5)', () => {
    expect(consentPreferencesOf({ essential: false })).toBeUndefined();
  });

  it('refuses a category that is not a yes or no, and anything that is not a record', () => {
    expect(consentPreferencesOf({ analytics: 'yes' })).toBeUndefined();
    expect(consentPreferencesOf([true])).toBeUndefined();
    expect(consentPreferencesOf(null)).toBeUndefined();
    expect(consentPreferencesOf({ analytics: true })).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });
});
