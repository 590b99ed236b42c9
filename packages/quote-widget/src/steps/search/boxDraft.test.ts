import { describe, expect, it } from 'vitest';
import { PACKAGE_PRESETS } from '../../testing/fixtures/formData';
import { boxDraftOfPreset, boxErrorsOf, boxOf, convertBoxDraft } from './boxDraft';

const [bikeBox] = PACKAGE_PRESETS;
if (!bikeBox) throw new Error('fixture preset expected');

describe('a box in step 1 (quote §3, §5)', () => {
  it('converts to metric rounding up to 0.1, and back with the core conversion', () => {
    const metric = boxDraftOfPreset(bikeBox, 'metric');
    expect([metric.length, metric.width, metric.height, metric.weight]).toEqual([
      '137.2',
      '20.4',
      '76.2',
      '18.2',
    ]);
    const imperial = convertBoxDraft(metric, 'imperial');
    expect([imperial.length, imperial.weight]).toEqual(['54.02', '40.14']);
  });

  it('keeps text that is not a number as typed, for its error flag to report', () => {
    const typed = { ...boxDraftOfPreset(bikeBox, 'imperial'), weight: 'heavy' };
    expect(convertBoxDraft(typed, 'metric').weight).toBe('heavy');
    expect(boxErrorsOf(typed, 'imperial').weight).toBe(true);
  });

  it('is kept with its market value as a number and its error flags', () => {
    const box = boxOf(
      { ...boxDraftOfPreset(bikeBox, 'imperial'), marketValue: '$1,200.50' },
      'imperial',
    );
    expect(box).toMatchObject({ marketValue: 1200.5, linearUnit: 'IN', weightUnit: 'LB' });
    expect(Object.values(box.errors).some(Boolean)).toBe(false);
  });
});
