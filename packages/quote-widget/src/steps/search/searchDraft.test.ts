import {
  SHIP_MODE_MULTI_CITY,
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
} from '@bikeship/core/constants';
import { searchSchema } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { CASCADE_GRAN_FONDO } from '../../testing/fixtures/events';
import { BEND, BOULDER, SAN_FRANCISCO } from '../../testing/fixtures/places';
import {
  draftOfSearch,
  resolvedStages,
  searchUpdateOf,
  shipModeOfDraft,
  withEvent,
  withPlace,
  withShipMode,
  withStageAdded,
} from './searchDraft';

const fresh = () => {
  const draft = draftOfSearch(searchSchema.parse({ id: 's1' }), 'imperial');
  return withPlace(withPlace(draft, 0, 'from', BOULDER), 0, 'to', BEND);
};

const ends = (draft: ReturnType<typeof fresh>) =>
  resolvedStages(draft.stages).map((stage) => [stage.from?.name, stage.to?.name]);

describe('the step-1 draft (quote §1: ship mode from the number of trips)', () => {
  it('Round-Trip adds stage 1 reversed; editing the return makes it a stage of its own', () => {
    const roundTrip = withShipMode(fresh(), SHIP_MODE_ROUND_TRIP);
    expect(shipModeOfDraft(roundTrip)).toBe(SHIP_MODE_ROUND_TRIP);
    expect(ends(roundTrip)).toEqual([
      ['80302', '97702'],
      ['97702', '80302'],
    ]);
    const edited = withPlace(roundTrip, 1, 'to', SAN_FRANCISCO);
    const moved = withPlace(edited, 0, 'from', SAN_FRANCISCO);
    expect(ends(moved)).toEqual([
      ['94103', '97702'],
      ['97702', '94103'],
    ]);
    expect(moved.stages[1]?.returnOfFirst).toBe(false);
  });

  it('Multi-City chains stages from the last destination and stops at 5', () => {
    let draft = withShipMode(fresh(), SHIP_MODE_MULTI_CITY);
    expect(ends(draft)).toEqual([
      ['80302', '97702'],
      ['97702', undefined],
      [undefined, undefined],
    ]);
    for (let i = 0; i < 4; i++) draft = withStageAdded(draft);
    expect(draft.stages).toHaveLength(5);
    expect(shipModeOfDraft(withShipMode(draft, SHIP_MODE_ONE_WAY))).toBe(SHIP_MODE_ONE_WAY);
  });

  it("an event fills stage 1's destination, stage 2's origin and each stage's dates", () => {
    const draft = withEvent(
      draftOfSearch(searchSchema.parse({ id: 's1' }), 'imperial'),
      {
        ...CASCADE_GRAN_FONDO,
        stageDates: [...CASCADE_GRAN_FONDO.stageDates, { stage: 3, shipDate: '2026-08-20' }],
      },
      BEND,
    );
    expect(ends(draft)).toEqual([
      [undefined, '97702'],
      ['97702', undefined],
      [undefined, undefined],
    ]);
    expect(draft.stages.map((stage) => stage.shipDate)).toEqual([
      '2026-07-29',
      '2026-08-10',
      '2026-08-20',
    ]);
    expect(draft.stages[0]?.toDetails?.isEventAddress).toBe(true);
  });

  it('writes trips, details aligned with them, boxes, units and purpose; keeps what later steps chose', () => {
    const draft = withShipMode({ ...fresh(), purpose: '149' }, SHIP_MODE_ROUND_TRIP);
    const current = searchSchema.parse({
      id: 's1',
      trips: [{ from: BOULDER, to: BEND, pickupOption: 2 }],
    });
    const update = searchUpdateOf(
      { ...draft, stages: draft.stages.map((stage) => ({ ...stage, shipDate: '2026-07-06' })) },
      current,
    );
    expect(update.trips).toMatchObject([
      { from: BOULDER, to: BEND, shipDate: '2026-07-06', pickupOption: 2 },
      { from: BEND, to: BOULDER, shipDate: '2026-07-06' },
    ]);
    expect(update.details).toEqual([
      { from: {}, to: {} },
      { from: {}, to: {} },
    ]);
    expect(update).toMatchObject({ purpose: 149, units: { linearUnit: 'IN', weightUnit: 'LB' } });
  });
});
