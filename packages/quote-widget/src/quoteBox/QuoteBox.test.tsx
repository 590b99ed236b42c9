import { createMemoryStorage } from '@bikeship/core/stores';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteRuntimeProvider } from '../runtime/QuoteRuntimeContext';
import { readHandoff } from '../steps/search/searchHandoff';
import { createFakeApi, FAKE_API_BASE } from '../testing/fakeApi';
import { boulderToVancouverOptions, fakeRatesRoutes } from '../testing/fixtures/rates';
import { searchStepRoutes } from '../testing/fixtures/search';
import { createTestRuntime } from '../testing/renderQuote';
import { navigateTo } from './pageNavigation';
import { QuoteBox } from './QuoteBox';
import { QuoteBoxWidget } from './QuoteBoxWidget';

vi.mock('./pageNavigation', () => ({ navigateTo: vi.fn() }));

const routes = { ...searchStepRoutes, ...fakeRatesRoutes(() => [boulderToVancouverOptions]) };

beforeEach(() => vi.mocked(navigateTo).mockClear());

function renderBox(settings = {}) {
  const user = userEvent.setup();
  const onContinue = vi.fn();
  const test = createTestRuntime(routes, settings);
  render(
    <QuoteRuntimeProvider runtime={test.runtime}>
      <QuoteBox onContinue={onContinue} />
    </QuoteRuntimeProvider>,
  );
  return { user, onContinue, ...test };
}

async function fillBox(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'From' }), 'Boul');
  await user.click(await screen.findByRole('option', { name: 'Boulder, CO 80302, United States' }));
  await user.type(screen.getByRole('combobox', { name: 'To' }), 'Bend');
  await user.click(await screen.findByRole('option', { name: 'Bend, OR 97702, United States' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/Ship date/)).toHaveProperty('value', '2026-07-01'),
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Box' }),
    await screen.findByRole('option', { name: 'Bike shop box (standard)' }),
  );
}

describe('<bikeship-quote-box> (issue 5: the compact step 1)', () => {
  it('asks from, to, date and a box, with the errors under their fields', async () => {
    const { user, onContinue } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByText('Choose where this stage starts from the list.')).toBeTruthy();
    expect(screen.getByText('Choose a box.')).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('fills the ship store and opens the wizard in place, where a guest gives name and email', async () => {
    const { user, onContinue, runtime, api } = renderBox();
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(runtime.ship.getState().search).toMatchObject({
      step: 1,
      trips: [
        {
          from: { formatted_address: 'Boulder, CO 80302, United States' },
          to: { formatted_address: 'Bend, OR 97702, United States' },
          shipDate: '2026-07-01',
        },
      ],
      boxes: [{ name: 'Bike shop box (standard)', length: 54, weight: 40, linearUnit: 'IN' }],
    });
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(0);
  });

  it('goes straight on to Costs in place when the session knows the customer', async () => {
    const { user, onContinue, runtime, api } = renderBox();
    runtime.session
      .getState()
      .enterAsGuest({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' });
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
    expect(runtime.ship.getState().search.step).toBe(2);
  });

  it('shows a rates failure in the box and stays', async () => {
    const { user, onContinue, runtime, api } = renderBox();
    runtime.session
      .getState()
      .enterAsGuest({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' });
    api.on('POST /api/Rates', () => ({ status: 503, json: { message: 'down' } }));
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not get rates');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('with wizard-url, hands the search to that page in the bikeship-search parameter', async () => {
    const { user, onContinue } = renderBox({
      wizardUrl: 'https://shop.example/ship?from=banner',
      eventCode: 'cascade-gran-fondo',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveProperty(
        'value',
        'Bend, OR 97702, United States',
      ),
    );
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'Boul');
    await user.click(
      await screen.findByRole('option', { name: 'Boulder, CO 80302, United States' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Box' }),
      await screen.findByRole('option', { name: 'Bike shop box (standard)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const url = vi.mocked(navigateTo).mock.calls[0]?.[0] ?? '';
    expect(url.startsWith('https://shop.example/ship?from=banner&bikeship-search=')).toBe(true);
    const handoff = readHandoff(url);
    expect(handoff?.eventCode).toBe('cascade-gran-fondo');
    expect(handoff?.search.trips).toMatchObject([
      {
        from: { formatted_address: 'Boulder, CO 80302, United States' },
        to: { formatted_address: 'Bend, OR 97702, United States' },
        shipDate: '2026-07-29',
      },
    ]);
    expect(handoff?.search.details[0]?.to).toMatchObject({ isEventAddress: true });
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('becomes the whole wizard in place with the search carried over (same runtime)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi(routes);
    const storage = createMemoryStorage();
    render(
      <QuoteBoxWidget
        options={{
          apiBase: FAKE_API_BASE,
          fetch: api.fetch,
          storages: { local: storage, tab: createMemoryStorage(), consent: storage },
          settings: { units: 'imperial', locale: 'en-US' },
        }}
      />,
    );
    await fillBox(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByRole('navigation', { name: 'Quote steps' })).toBeTruthy();
    const stageOne = within(await screen.findByRole('group', { name: 'Stage 1' }));
    await waitFor(() =>
      expect(stageOne.getByRole('combobox', { name: 'From' })).toHaveProperty(
        'value',
        'Boulder, CO 80302, United States',
      ),
    );
    expect(screen.getByRole('spinbutton', { name: 'Weight (lb)' })).toHaveProperty('value', '40');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rider');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(1));
  });
});
