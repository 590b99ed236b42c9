import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { addTranslation, defineCatalogue, translate } from './catalogue';
import { LocaleProvider, useMessages } from './LocaleContext';

const messages = defineCatalogue();
// Keyed by the English text; a plural by its `other` form.
addTranslation(messages, 'fr', {
  Costs: 'Coûts',
  '{count} stages': { one: '{count} étape', other: '{count} étapes' },
});
const stages = { one: '{count} stage', other: '{count} stages' } as const;

describe('message catalogues (DESIGN.md §5: every text through one function, in the element locale)', () => {
  it('fills placeholders, writing numbers with the locale digits', () => {
    expect(translate(messages, 'en-US', 'Total for {stages} stages', { stages: 1200 })).toBe(
      'Total for 1,200 stages',
    );
    expect(translate(messages, 'de-DE', 'Total for {stages} stages', { stages: 1200 })).toBe(
      'Total for 1.200 stages',
    );
  });

  it('chooses the plural form by the locale rules', () => {
    expect(translate(messages, 'en-US', stages, { count: 1 })).toBe('1 stage');
    expect(translate(messages, 'en-US', stages, { count: 3 })).toBe('3 stages');
    // French counts 0 as singular; English does not.
    expect(translate(messages, 'fr-FR', stages, { count: 0 })).toBe('0 étape');
    expect(translate(messages, 'en-US', stages, { count: 0 })).toBe('0 stages');
  });

  it('a translation added later is used for its language and region, English for what it lacks', () => {
    expect(translate(messages, 'fr-CA', 'Costs')).toBe('Coûts');
    expect(translate(messages, 'fr-CA', 'Total for {stages} stages', { stages: 2 })).toBe(
      'Total for 2 stages',
    );
    expect(translate(messages, 'es-MX', 'Costs')).toBe('Costs');
  });

  it('components read the locale their surface gives them', () => {
    function Title() {
      const t = useMessages(messages);
      return <h2>{t('Costs')}</h2>;
    }
    render(
      <LocaleProvider locale="fr">
        <Title />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Coûts' })).toBeTruthy();
  });
});
