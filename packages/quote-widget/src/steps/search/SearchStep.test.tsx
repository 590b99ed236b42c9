import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchPlaces } from '../../testing/fixtures/places';
import { boulderToVancouverOptions, fakeRatesRoutes } from '../../testing/fixtures/rates';
import { searchStepRoutes } from '../../testing/fixtures/search';
import { renderQuote } from '../../testing/renderQuote';
import SearchStep from './SearchStep';

const routes = { ...searchStepRoutes, ...fakeRatesRoutes(() => [boulderToVancouverOptions]) };

function renderStep(settings = {}) {
  const user = userEvent.setup();
  return { user, ...renderQuote(<SearchStep />, routes, settings) };
}

const stage = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Stage ${n}`) }));

async function pickPlace(
  user: ReturnType<typeof userEvent.setup>,
  scope: ReturnType<typeof within>,
  label: 'From' | 'To',
  typed: string,
  option: string,
) {
  await user.type(scope.getByRole('combobox', { name: label }), typed);
  await user.click(await scope.findByRole('option', { name: option }));
}

describe('step 1 Search: place lookup as you type (quote §2)', () => {
  it('suggests places for what is typed, once the typing pauses, and Enter picks one', async () => {
    const { user, api } = renderStep();
    const from = stage(1).getByRole('combobox', { name: 'From' });
    expect(from.getAttribute('aria-expanded')).toBe('false');
    await user.type(from, 'Boul');
    await waitFor(() =>
      expect(api.requestsTo('GET /api/Location/search').at(-1)?.query.get('q')).toBe('Boul'),
    );
    const options = await stage(1).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Boulder, CO 80302, United States',
      'Boulder, CO 80301, United States',
    ]);
    expect(from.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(from.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{Enter}');
    expect((from as HTMLInputElement).value).toBe('Boulder, CO 80301, United States');
    expect(from.getAttribute('aria-expanded')).toBe('false');
  });

  it('a lookup that got no answer says so, not that no place matches (the customer would doubt a right ZIP)', async () => {
    const user = userEvent.setup();
    renderQuote(<SearchStep />, {
      ...routes,
      'GET /api/Location/search': () => ({ status: 503, json: { message: 'Service Unavailable' } }),
    });
    await user.type(stage(1).getByRole('combobox', { name: 'From' }), '80302');
    // Under the field and in its live region.
    expect(
      await stage(1).findAllByText(
        'We could not look places up just now. Check your connection, then type again.',
      ),
    ).toHaveLength(2);
    expect(stage(1).queryByText(/No place found/)).toBeNull();
  });

  it('looks up once the typing pauses for 250 ms, not on every keystroke', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { api } = renderQuote(<SearchStep />, routes);
      const from = stage(1).getByRole('combobox', { name: 'From' });
      for (const text of ['B', 'Bo', 'Bou', 'Boul'])
        fireEvent.input(from, { target: { value: text } });
      await vi.advanceTimersByTimeAsync(249);
      expect(api.requestsTo('GET /api/Location/search')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() =>
        expect(api.requestsTo('GET /api/Location/search').map((r) => r.query.get('q'))).toEqual([
          'Boul',
        ]),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows the answer of an outdated lookup (it is cancelled)', async () => {
    const { user, api } = renderStep();
    let answerBoulder: () => void = () => {};
    api.on('GET /api/Location/search', (request) => {
      const found = searchPlaces(request);
      if (request.query.get('q') !== 'Boul') return found;
      return new Promise((resolve) => {
        answerBoulder = () => resolve(found);
      });
    });
    const from = stage(1).getByRole('combobox', { name: 'From' });
    await user.type(from, 'Boul');
    await waitFor(() =>
      expect(api.requestsTo('GET /api/Location/search').at(-1)?.query.get('q')).toBe('Boul'),
    );
    await user.clear(from);
    await user.type(from, 'Bend');
    await stage(1).findByRole('option', { name: 'Bend, OR 97702, United States' });
    answerBoulder();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      stage(1)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bend, OR 97702, United States']);
  });

  it('Escape closes the suggestions and a click picks one', async () => {
    const { user } = renderStep();
    const to = stage(1).getByRole('combobox', { name: 'To' });
    await user.type(to, 'Bend');
    await stage(1).findByRole('option', { name: 'Bend, OR 97702, United States' });
    await user.keyboard('{Escape}');
    expect(to.getAttribute('aria-expanded')).toBe('false');
    await user.type(to, ',');
    await user.click(await stage(1).findByRole('option', { name: /^Bend/ }));
    expect((to as HTMLInputElement).value).toBe('Bend, OR 97702, United States');
  });
});

describe('step 1 Search: ship dates on business days only (quote §4)', () => {
  it('starts on the first business day and refuses a weekend, offering the next valid date', async () => {
    const { user } = renderStep();
    const date = stage(1).getByLabelText(/Ship date/) as HTMLInputElement;
    // Today (fixtures) is Wednesday 1 July 2026.
    await waitFor(() => expect(date.value).toBe('2026-07-01'));
    await user.clear(date);
    await user.type(date, '2026-07-04');
    expect(
      await stage(1).findByText(
        /We cannot ship on Saturday, July 4, 2026: the carrier does not pick up on weekends. The next day we can ship is Monday, July 6, 2026./,
      ),
    ).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    await user.click(
      stage(1).getByRole('button', { name: 'Ship on Monday, July 6, 2026 instead' }),
    );
    expect(date.value).toBe('2026-07-06');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBeNull());
  });

  it('refuses a carrier holiday of the origin country (GET /api/Date/schedule)', async () => {
    const { user, api } = renderStep();
    const date = stage(1).getByLabelText(/Ship date/) as HTMLInputElement;
    await waitFor(() => expect(date.value).not.toBe(''));
    await user.clear(date);
    await user.type(date, '2026-07-03');
    expect(await stage(1).findByText(/Friday, July 3, 2026: it is a carrier holiday/)).toBeTruthy();
    expect(api.requestsTo('GET /api/Date/schedule/US/2026/7')).toHaveLength(1);
  });
});

/** Picks Boulder → Bend and the standard bike box: everything but the guest's details. */
async function fillTrip(user: ReturnType<typeof userEvent.setup>) {
  await pickPlace(user, stage(1), 'From', 'Boul', 'Boulder, CO 80302, United States');
  await pickPlace(user, stage(1), 'To', 'Bend', 'Bend, OR 97702, United States');
  await waitFor(() =>
    expect((stage(1).getByLabelText(/Ship date/) as HTMLInputElement).value).toBe('2026-07-01'),
  );
  const box = within(screen.getByRole('group', { name: 'Box 1' }));
  await user.selectOptions(
    box.getByRole('combobox', { name: 'Box' }),
    await box.findByRole('option', { name: 'Bike shop box (standard)' }),
  );
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rider');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
}

const errorOf = (field: HTMLElement) =>
  field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('step 1 Search: ship mode and stages (quote §1, §9)', () => {
  it('Round-Trip adds the return stage, stage 1 reversed, and follows stage 1', async () => {
    const { user } = renderStep();
    await pickPlace(user, stage(1), 'From', 'Boul', 'Boulder, CO 80302, United States');
    await pickPlace(user, stage(1), 'To', 'Bend', 'Bend, OR 97702, United States');
    expect(screen.getByRole('radio', { name: 'One-Way' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Round-Trip' }));
    expect(screen.getByRole('radio', { name: 'Round-Trip' })).toHaveProperty('checked', true);
    const back = within(screen.getByRole('group', { name: 'Stage 2 (return)' }));
    expect(back.getByRole('combobox', { name: 'From' })).toHaveProperty(
      'value',
      'Bend, OR 97702, United States',
    );
    expect(back.getByRole('combobox', { name: 'To' })).toHaveProperty(
      'value',
      'Boulder, CO 80302, United States',
    );
    // The return follows stage 1 until the customer edits it.
    await user.clear(stage(1).getByRole('combobox', { name: 'To' }));
    await pickPlace(user, stage(1), 'To', 'San', 'San Francisco, CA 94103, United States');
    expect(back.getByRole('combobox', { name: 'From' })).toHaveProperty(
      'value',
      'San Francisco, CA 94103, United States',
    );
  });

  it('Multi-City adds stages that start where the last one ends, up to 5, and removes them', async () => {
    const { user } = renderStep();
    await pickPlace(user, stage(1), 'To', 'Bend', 'Bend, OR 97702, United States');
    await user.click(screen.getByRole('radio', { name: 'Multi-City' }));
    expect(screen.getAllByRole('group', { name: /^Stage \d$/ })).toHaveLength(3);
    expect(stage(2).getByRole('combobox', { name: 'From' })).toHaveProperty(
      'value',
      'Bend, OR 97702, United States',
    );
    await user.click(screen.getByRole('button', { name: 'Add a stage' }));
    await user.click(screen.getByRole('button', { name: 'Add a stage' }));
    expect(screen.getAllByRole('group', { name: /^Stage \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a stage' })).toBeNull();
    expect(screen.getByText('A trip has at most 5 stages.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove stage 5' }));
    expect(screen.getAllByRole('group', { name: /^Stage \d$/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add a stage' })).toBeTruthy();
  });
});

describe('step 1 Search: boxes (quote §3, §5)', () => {
  it('shows each box error flag on its own field', async () => {
    const { user } = renderStep();
    const box = within(screen.getByRole('group', { name: 'Box 1' }));
    await user.selectOptions(box.getByRole('combobox', { name: 'Box' }), 'Custom size');
    const weight = box.getByRole('spinbutton', { name: 'Weight (lb)' });
    await user.type(weight, '0.5');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(weight)).toBe('Weight must be 1–150 lb.');
    const length = box.getByRole('spinbutton', { name: 'Length (in)' });
    await user.type(length, '120');
    expect(errorOf(length)).toBe('Length must be 1–108 in.');
    await user.clear(length);
    await user.type(length, '100');
    await user.type(box.getByRole('spinbutton', { name: 'Width (in)' }), '40');
    await user.type(box.getByRole('spinbutton', { name: 'Height (in)' }), '40');
    expect(
      box.getByText(
        /This box is too big: the longest side plus twice each other side must be at most 165 in./,
      ),
    ).toBeTruthy();
    const value = box.getByRole('textbox', { name: 'Declared value (USD)' });
    await user.type(value, '60000');
    expect(errorOf(value)).toContain('Enter a value from $0 to $50,000.');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(errorOf(box.getByRole('combobox', { name: 'What is in it' }))).toBe(
      'Choose what is in the box.',
    );
  });

  it('a box over the weight limit says to split the load into two boxes (the fix is another box, not another figure)', async () => {
    const { user } = renderStep();
    const box = within(screen.getByRole('group', { name: 'Box 1' }));
    await user.selectOptions(box.getByRole('combobox', { name: 'Box' }), 'Custom size');
    const weight = box.getByRole('spinbutton', { name: 'Weight (lb)' });
    await user.type(weight, '200');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(weight)).toBe('A box can weigh at most 150 lb: split the load into two boxes.');
  });

  it('switches units, converting the figures typed and the limits shown', async () => {
    const { user, api } = renderStep();
    await fillTrip(user);
    await fillGuest(user);
    const box = within(screen.getByRole('group', { name: 'Box 1' }));
    expect(box.getByRole('spinbutton', { name: 'Length (in)' })).toHaveProperty('value', '54');
    await user.click(screen.getByRole('radio', { name: 'cm / kg' }));
    expect(box.getByRole('spinbutton', { name: 'Length (cm)' })).toHaveProperty('value', '137.2');
    const weight = box.getByRole('spinbutton', { name: 'Weight (kg)' });
    expect(weight).toHaveProperty('value', '18.2');
    await user.clear(weight);
    await user.type(weight, '70');
    expect(errorOf(weight)).toBe('A box can weigh at most 68 kg: split the load into two boxes.');
    await user.clear(weight);
    await user.type(weight, '18');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(api.requestsTo('POST /api/Rates')).toHaveLength(1));
    expect(api.requestsTo('POST /api/Rates')[0]?.body).toMatchObject({
      packages: [
        {
          length: 137.2,
          width: 20.4,
          height: 76.2,
          weight: 18,
          linearUnit: 'CM',
          weightUnit: 'KG',
        },
      ],
    });
  });

  it('starts in metric when the element says units="metric"', async () => {
    const { user } = renderStep({ units: 'metric' });
    const box = within(screen.getByRole('group', { name: 'Box 1' }));
    await user.selectOptions(
      box.getByRole('combobox', { name: 'Box' }),
      await box.findByRole('option', { name: 'Bike shop box (standard)' }),
    );
    expect(box.getByRole('spinbutton', { name: 'Weight (kg)' })).toHaveProperty('value', '18.2');
  });
});

describe('step 1 Search: Get rates (quote §2, §6, §7)', () => {
  it('asks a guest for name and email first and sends nothing until they are given', async () => {
    const { user, api } = renderStep();
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(errorOf(firstName)).toBe('Enter your first name.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Email' }))).toBe(
      'Enter your email address, like name@example.com.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
    expect(errorOf(screen.getByRole('textbox', { name: 'Email' }))).toContain('Enter your email');
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(0);
  });

  it('puts the search in the ship store, sends the rate request and goes on to Costs', async () => {
    const { user, api, runtime } = renderStep();
    await fillTrip(user);
    const purpose = screen.getByRole('combobox', { name: 'Purpose (optional)' });
    expect(within(purpose).getByRole('option', { name: 'Choose a purpose' })).toBeTruthy();
    await within(purpose).findByRole('option', { name: 'Travel: riding at my destination' });
    await user.selectOptions(purpose, 'Travel: riding at my destination');
    // Changed, never cleared: the store would keep a cleared purpose (quote §3 update rule).
    expect(within(purpose).queryByRole('option', { name: 'Choose a purpose' })).toBeNull();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2));
    const [request] = api.requestsTo('POST /api/Rates');
    expect(request?.body).toEqual({
      shipMode: 1,
      stages: [
        {
          stage: 1,
          shipDate: '2026-07-01',
          purposeOption: 146,
          from: {
            city: 'Boulder',
            state: 'CO',
            stateName: 'Colorado',
            postalCode: '80302',
            countryCode: 'US',
            passedAVS: false,
            isResidential: false,
            location: expect.objectContaining({
              formatted_address: 'Boulder, CO 80302, United States',
            }),
          },
          to: {
            city: 'Bend',
            state: 'OR',
            stateName: 'Oregon',
            postalCode: '97702',
            countryCode: 'US',
            passedAVS: false,
            isResidential: false,
            location: expect.objectContaining({
              formatted_address: 'Bend, OR 97702, United States',
            }),
          },
        },
      ],
      packages: [
        {
          name: 'Bike shop box (standard)',
          length: 54,
          height: 30,
          width: 8,
          weight: 40,
          linearUnit: 'IN',
          weightUnit: 'LB',
          value: 0,
          coverage: 0,
          protectionFee: 0,
        },
      ],
    });
    // Purpose 146 (a trip) leaves out the economy speed (quote §7).
    expect(api.requestsTo('GET /api/Rates')[0]?.query.get('removeSpeeds')).toBe('8');
    expect(runtime.session.getState().session?.guestEmail).toBe('ada@example.com');
    expect(runtime.session.getState().guestName).toEqual({ firstName: 'Ada', lastName: 'Rider' });
    expect(runtime.ship.getState().search).toMatchObject({
      purpose: 146,
      units: { linearUnit: 'IN', weightUnit: 'LB' },
      boxes: [{ name: 'Bike shop box (standard)', category: 'BIKE', marketValue: 0 }],
    });
  });

  it('shows a danger notice in place when rates fail, tells the page, and keeps what was typed', async () => {
    const { user, api, runtime, events } = renderStep();
    const errors: unknown[] = [];
    events.addEventListener('bikeship:error', (event) =>
      errors.push((event as CustomEvent).detail),
    );
    api.on('POST /api/Rates', () => ({ status: 503, json: { message: 'Carrier unavailable' } }));
    await fillTrip(user);
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not get rates for this trip.');
    expect(errors).toEqual([
      {
        code: 'rates_unavailable',
        message: expect.stringContaining('We could not get rates'),
        step: 1,
      },
    ]);
    expect(runtime.ship.getState().search.step).toBe(1);
    expect(stage(1).getByRole('combobox', { name: 'From' })).toHaveProperty(
      'value',
      'Boulder, CO 80302, United States',
    );
    expect(screen.getByRole('spinbutton', { name: 'Weight (lb)' })).toHaveProperty('value', '40');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'ada@example.com',
    );
    // The carrier is back: the same form gets its rates.
    api.on('POST /api/Rates', routes['POST /api/Rates'] ?? (() => undefined));
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(2));
  });
});
