import { describe, expect, it } from 'vitest';
import {
  isSessionValid,
  msUntilSessionExpiry,
  nextSessionCheckDelay,
  sessionExpiresAt,
  sessionWarningSecondsLeft,
  shouldShowSessionWarning,
} from './session';

const start = Date.UTC(2025, 2, 3, 12, 0, 0);
const twentyMinutes = 20 * 60 * 1000;

describe('session validity (shell §4)', () => {
  it('is valid while now is before the token expiry (exp in seconds)', () => {
    const session = { startTime: start, user: { exp: start / 1000 + 90 } };
    expect(sessionExpiresAt(session)).toBe(start + 90_000);
    expect(isSessionValid(session, start + 89_999)).toBe(true);
    expect(isSessionValid(session, start + 90_000)).toBe(false);
  });

  it('the token expiry wins over the start time', () => {
    const session = { startTime: start, user: { exp: start / 1000 + 3600 } };
    expect(isSessionValid(session, start + twentyMinutes + 1)).toBe(true);
  });

  it('without an expiry it is valid for 20 minutes after the start', () => {
    const session = { startTime: start, user: { exp: null } };
    expect(isSessionValid(session, start + twentyMinutes - 1)).toBe(true);
    expect(isSessionValid(session, start + twentyMinutes)).toBe(false);
    expect(isSessionValid({ startTime: new Date(start).toISOString() }, start + 1000)).toBe(true);
  });

  it("honours the session's own duration (DECISION)", () => {
    expect(isSessionValid({ startTime: start, duration: 60_000 }, start + 60_000)).toBe(false);
    expect(isSessionValid({ startTime: start, duration: 0 }, start + 60_000)).toBe(true);
  });

  it('a session that cannot be dated is not valid', () => {
    expect(isSessionValid({}, start)).toBe(false);
    expect(isSessionValid(null, start)).toBe(false);
    expect(isSessionValid({ startTime: 'yesterday-ish' }, start)).toBe(false);
    expect(msUntilSessionExpiry({}, start)).toBe(0);
  });
});

describe('the 60 s expiry warning with its countdown (shell §4)', () => {
  const session = { startTime: start };
  const end = start + twentyMinutes;

  it('is not shown before the last 60 s', () => {
    expect(shouldShowSessionWarning(session, end - 60_001)).toBe(false);
  });

  it('opens 60 s before the end and counts down in whole seconds', () => {
    expect(shouldShowSessionWarning(session, end - 60_000)).toBe(true);
    expect(sessionWarningSecondsLeft(session, end - 60_000)).toBe(60);
    expect(sessionWarningSecondsLeft(session, end - 59_500)).toBe(60);
    expect(sessionWarningSecondsLeft(session, end - 1)).toBe(1);
  });

  it('is gone once the session has ended (the logged-out modal takes over)', () => {
    expect(shouldShowSessionWarning(session, end)).toBe(false);
    expect(sessionWarningSecondsLeft(session, end + 5000)).toBe(0);
    expect(msUntilSessionExpiry(session, end - 1234)).toBe(1234);
  });
});

describe('the session check schedule: first after 1 s, then every 5 s (shell §4, §9)', () => {
  it('waits 1 s before the first check and 5 s between the others', () => {
    expect([0, 1, 2, 10].map(nextSessionCheckDelay)).toEqual([1000, 5000, 5000, 5000]);
  });
});
