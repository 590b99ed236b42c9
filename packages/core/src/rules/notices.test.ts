import { describe, expect, it } from 'vitest';
import { applyNoticeReplacements, isNoticeActive, noticeTargetsLocation } from './notices';

const r = (key: string, value: string) => ({ key, value });

describe('notice text replacements produce plain text (shell §3, §8)', () => {
  it('substitutes every occurrence of each key', () => {
    const text = applyNoticeReplacements('Ships on {date} from {city}; order by {date}', [
      r('{date}', 'May 2'),
      r('{city}', 'Denver'),
    ]);
    expect(text).toBe('Ships on May 2 from Denver; order by May 2');
  });

  it('keeps markup as literal text: <b> stays the characters <b>, nothing is escaped', () => {
    const text = applyNoticeReplacements('<b>Delays</b> until {date}', [
      r('{date}', '<img src=x onerror=alert(1)>'),
    ]);
    expect(text).toBe('<b>Delays</b> until <img src=x onerror=alert(1)>');
    expect(text).not.toContain('&lt;');
  });

  it('inserts values verbatim, without $& or $1 replacement patterns', () => {
    expect(applyNoticeReplacements('Save {amount}', [r('{amount}', '$& $1 $$')])).toBe(
      'Save $& $1 $$',
    );
  });

  it('matches keys literally, even with RegExp characters', () => {
    expect(applyNoticeReplacements('Cost: $(fee) and (fee)', [r('$(fee)', '$5')])).toBe(
      'Cost: $5 and (fee)',
    );
  });

  it('replaces in one pass, longer keys first, leaving unknown placeholders as written', () => {
    const swap = [r('{a}', '{b}'), r('{b}', 'B')];
    expect(applyNoticeReplacements('{a} {b}', swap)).toBe('{b} B');
    expect(applyNoticeReplacements('{d}/{dd}', [r('{d}', '1'), r('{dd}', '2')])).toBe('1/2');
    expect(applyNoticeReplacements('Hi {who}', [])).toBe('Hi {who}');
    expect(applyNoticeReplacements('Hi {who}', [r('', 'x')])).toBe('Hi {who}');
    expect(applyNoticeReplacements(undefined, null)).toBe('');
  });
});

describe('notice targeting: home, ship, step 1–5 (shell §2, Page notices)', () => {
  it('a home notice shows on home only', () => {
    const notice = { page: 'home' };
    expect(noticeTargetsLocation(notice, { page: 'home' })).toBe(true);
    expect(noticeTargetsLocation(notice, { page: 'ship', step: 1 })).toBe(false);
  });

  it('a ship notice shows on every step', () => {
    for (const step of [1, 2, 3, 4, 5]) {
      expect(noticeTargetsLocation({ page: 'ship' }, { page: 'ship', step })).toBe(true);
      expect(noticeTargetsLocation({ page: 'ship', pages: [] }, { page: 'ship', step })).toBe(true);
    }
    expect(noticeTargetsLocation({ page: 'ship' }, { page: 'home' })).toBe(false);
  });

  it('a ship notice narrowed by pages shows on those steps only', () => {
    const notice = { page: 'ship', pages: [3, 5] };
    expect(noticeTargetsLocation(notice, { page: 'ship', step: 3 })).toBe(true);
    expect(noticeTargetsLocation(notice, { page: 'ship', step: 5 })).toBe(true);
    expect(noticeTargetsLocation(notice, { page: 'ship', step: 4 })).toBe(false);
    expect(noticeTargetsLocation(notice, { page: 'home' })).toBe(false);
  });

  it('a notice without a page shows wherever it is loaded (schemas DECISION)', () => {
    expect(noticeTargetsLocation({ page: null }, { page: 'ship', step: 2 })).toBe(true);
    expect(noticeTargetsLocation({}, { page: 'home' })).toBe(true);
  });
});

describe('notice active between startTime and endTime (shell §3)', () => {
  const now = Date.parse('2025-03-03T12:00:00Z');
  const notice = { startTime: '2025-03-01T00:00:00Z', endTime: '2025-03-04T00:00:00Z' };

  it('is active inside the window', () => {
    expect(isNoticeActive(notice, now)).toBe(true);
  });

  it('starts at startTime (inclusive) and ends at endTime (exclusive)', () => {
    expect(isNoticeActive(notice, Date.parse('2025-03-01T00:00:00Z'))).toBe(true);
    expect(isNoticeActive(notice, Date.parse('2025-02-28T23:59:59Z'))).toBe(false);
    expect(isNoticeActive(notice, Date.parse('2025-03-04T00:00:00Z'))).toBe(false);
  });

  it('the active flag false hides it', () => {
    expect(isNoticeActive({ ...notice, active: false }, now)).toBe(false);
    expect(isNoticeActive({ ...notice, active: true }, now)).toBe(true);
  });

  it('a missing bound is open; an unreadable one hides it (DECISION)', () => {
    expect(isNoticeActive({ endTime: null }, now)).toBe(true);
    expect(isNoticeActive({ startTime: now - 1 }, now)).toBe(true);
    expect(isNoticeActive({ startTime: 'someday' }, now)).toBe(false);
  });
});
