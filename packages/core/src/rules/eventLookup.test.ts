import { describe, expect, it } from 'vitest';
import { findEventByName, normalizeEventName } from './eventLookup';

const events = [
  { eventId: 1, name: 'Gran Fondo 2025' },
  { eventId: 2, name: 'Tour de Test' },
  { eventId: 3, name: 'Unbound_Gravel' },
];

describe('event lookup by name (quote §5)', () => {
  it('ignores case', () => {
    expect(findEventByName(events, 'GRAN FONDO 2025')?.eventId).toBe(1);
  });

  it('treats hyphens and underscores as spaces, on both sides', () => {
    expect(findEventByName(events, 'tour-de-test')?.eventId).toBe(2);
    expect(findEventByName(events, 'gran_fondo-2025')?.eventId).toBe(1);
    expect(findEventByName(events, 'unbound gravel')?.eventId).toBe(3);
  });

  it('does not match a different name or a part of one', () => {
    expect(findEventByName(events, 'tour-de')).toBeUndefined();
    expect(findEventByName(events, 'tourdetest')).toBeUndefined();
  });

  it('an empty name matches nothing', () => {
    expect(findEventByName([{ name: '' }], '')).toBeUndefined();
    expect(findEventByName(events, '  ')).toBeUndefined();
  });

  it('normalises a name', () => {
    expect(normalizeEventName('  Tour--de__Test ')).toBe('tour de test');
  });
});
