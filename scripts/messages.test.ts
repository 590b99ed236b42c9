import { describe, expect, it } from 'vitest';
import { extractAll, extractMessages } from './messages.mjs';

const component = `
import { translate, useMessages, type Translator } from '@bikeship/ui';
import { costsMessages } from './costsMessages';
const LABELS = { a: 'Label A' };
export function Costs(props: { busy: boolean }) {
  const t = useMessages(costsMessages);
  other('Not a message');
  return [
    t('Refresh rates'),
    t('Choose a speed for stage {n} to continue.', { n: 2 }),
    t({ one: '{count} stage', other: '{count} stages' }, { count: 3 }),
    props.busy ? t('Getting rates…') : t('No rates yet'),
    t(props.busy ? 'Busy' : 'Idle'),
    t(LABELS.a),
  ];
}
export const hint = (t: Translator) => t('Given a translator');
export const title = (locale: string) => translate(costsMessages, locale, 'Costs');
`;

describe('npm run messages: the texts a translation is keyed by (ui messages/catalogue.ts)', () => {
  it('reads every text passed to a translator, a plural by its other form, and marks a text passed by name', () => {
    const { catalogues, texts } = extractMessages('Costs.tsx', component);
    expect(catalogues).toEqual(['costsMessages']);
    expect(texts.map((entry) => entry.text)).toEqual([
      'Refresh rates',
      'Choose a speed for stage {n} to continue.',
      '{count} stages',
      'Getting rates…',
      'No rates yet',
      'Busy',
      'Idle',
      null,
      'Given a translator',
      'Costs',
    ]);
    expect(texts.find((entry) => entry.text === null)?.line).toBe(14);
  });

  it('finds the texts of the widgets, each catalogue among them', () => {
    const all = extractAll();
    const texts = new Set(all.flatMap((entry) => entry.texts.map((found) => found.text)));
    expect(texts).toContain('Refresh rates');
    expect(texts).toContain('Enter the city.');
    expect(all.find((entry) => entry.file.endsWith('CostsStep.tsx'))?.catalogues).toContain(
      'costsMessages',
    );
  });
});
