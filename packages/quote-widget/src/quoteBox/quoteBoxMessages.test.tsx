import { createMemoryStorage } from '@bikeship/core/stores';
import { addTranslation, LocaleProvider, ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQuoteBasics, DEFAULT_QUOTE_SETTINGS } from '../runtime/quoteBasics';
import { searchMessages } from '../steps/search/searchMessages';
import { createFakeApi, FAKE_API_BASE } from '../testing/fakeApi';
import { searchStepRoutes } from '../testing/fixtures/search';
import { QuoteBox } from './QuoteBox';
import { QuoteBoxWidget } from './QuoteBoxWidget';
import { quoteBoxMessages } from './quoteBoxMessages';

// A language is added with its tables alone (DESIGN.md §5): no component is touched. The box
// shows the search's texts (its fields are step 1's) and its own.
addTranslation(searchMessages, 'fr', {
  'Get a shipping quote': 'Obtenir un devis d’expédition',
  From: 'Départ',
  To: 'Arrivée',
  'Ship date': 'Date d’expédition',
  Box: 'Carton',
  'Get rates': 'Obtenir les tarifs',
  'Choose where this stage starts from the list.':
    'Choisissez dans la liste d’où part cette étape.',
});
addTranslation(quoteBoxMessages, 'fr', {
  'Not loaded': 'Non chargé',
  'The quote could not load. Check your connection and press Get rates again.':
    'Le devis n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
});

const storages = () => {
  const local = createMemoryStorage();
  return { local, tab: createMemoryStorage(), consent: local };
};

describe('<bikeship-quote-box> in another language', () => {
  it("speaks the element's locale: labels, button and checks from the added tables", async () => {
    const user = userEvent.setup();
    const api = createFakeApi(searchStepRoutes);
    // fr-CA has no table of its own: the language's (fr) is used.
    const settings = { ...DEFAULT_QUOTE_SETTINGS, locale: 'fr-CA' };
    render(
      <QuoteBoxWidget
        options={{ apiBase: FAKE_API_BASE, fetch: api.fetch, storages: storages(), settings }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Obtenir un devis d’expédition' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Arrivée' })).toBeTruthy();
    expect(screen.getByLabelText(/Date d’expédition/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Carton' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Départ' }), 'Boul');
    await user.click(screen.getByRole('button', { name: 'Obtenir les tarifs' }));
    expect(await screen.findByText('Choisissez dans la liste d’où part cette étape.')).toBeTruthy();
  });

  it('says in that language that it could not load', async () => {
    const user = userEvent.setup();
    const api = createFakeApi(searchStepRoutes);
    const options = { apiBase: FAKE_API_BASE, fetch: api.fetch, storages: storages() };
    const basics = createQuoteBasics({ ...options, settings: DEFAULT_QUOTE_SETTINGS });
    render(
      <LocaleProvider locale="fr">
        <ShopRuntimeProvider
          basics={basics}
          runtime={null}
          load={() => Promise.reject(new TypeError('Failed to fetch'))}
        >
          <QuoteBox onContinue={() => {}} />
        </ShopRuntimeProvider>
      </LocaleProvider>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Départ' }), 'Boul');
    await user.click(
      await screen.findByRole('option', { name: 'Boulder, CO 80302, United States' }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Arrivée' }), 'Bend');
    await user.click(await screen.findByRole('option', { name: 'Bend, OR 97702, United States' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Date d’expédition/)).toHaveProperty('value', '2026-07-01'),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Carton' }),
      await screen.findByRole('option', { name: 'Bike shop box (standard)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Obtenir les tarifs' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non chargé');
    expect(alert.textContent).toContain('Le devis n’a pas pu se charger.');
  });
});
