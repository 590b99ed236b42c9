import { buildTemporaryOrderRequest } from '@bikeship/core/rules';
import type { AvsResponse, RateOption, RateRequest, TripStage } from '@bikeship/core/schemas';
import { selectStageFees } from '@bikeship/core/stores';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';
import type { FakeHandler } from '../../testing/fakeApi';
import {
  avsCorrection,
  avsNotCalled,
  avsNotFound,
  avsVerified,
  savedAddresses,
  statesOf,
} from '../../testing/fixtures/addresses';
import { landedCostToVancouver } from '../../testing/fixtures/landedCost';
import {
  boulderToDenverOptions,
  boulderToVancouverOptions,
  fakeRatesRoutes,
  roadBikeBox,
  vancouverToBoulderOptions,
} from '../../testing/fixtures/rates';
import { backHomeTrip, toDenverTrip, toVancouverTrip } from '../../testing/fixtures/trips';
import { createTestRuntime } from '../../testing/renderQuote';
import { refreshLandedCosts } from '../costs/landedCost';
import DetailsStep from './DetailsStep';

/** The carrier's options by where a stage goes, with a residential surcharge to a home. */
function carrierOptions(request: RateRequest): RateOption[][] {
  return request.stages.map((stage) => {
    const options =
      stage.to.countryCode === 'CA'
        ? boulderToVancouverOptions
        : stage.from.countryCode === 'CA'
          ? vancouverToBoulderOptions
          : boulderToDenverOptions;
    return stage.to.isResidential
      ? options.map((option) => ({ ...option, residentialFee: 4.5 }))
      : options;
  });
}

/** GET /api/Avs as the embedded verifier answers the addresses of these tests. */
const verifier: FakeHandler = ({ query }): AvsResponse => {
  if (query.get('country') !== 'US') return avsNotCalled;
  const street = query.get('address1') ?? '';
  if (street === '9999 Nowhere Rd') return avsNotFound;
  if (!/^\d+ \S/.test(street)) return { status: 'failed', result: 'street_not_found' };
  if (query.get('city') === 'Bouldr') return avsCorrection;
  return query.get('city') === 'Boulder' ? avsVerified : { status: 'success' };
};

function signIn(runtime: QuoteRuntime) {
  runtime.session.getState().startRegisteredSession({
    token: 'token-ada',
    user: {
      id: 'user-ada',
      firstName: 'Ada',
      lastName: 'Rider',
      email: 'ada@example.com',
      phoneNumber: '303-555-0100',
      hasPaypalId: false,
      MaxDimensionsVerified: false,
      roles: ['Customer'],
      settings: {
        savePackages: false,
        saveAddresses: true,
        savePaymentMethods: false,
        mailingListOptIn: false,
        newsLetterOptIn: false,
      },
    },
  });
}

/** Steps 1 and 2 as a guest left them (the cheapest speed per stage), now at step 3. */
async function renderDetails(setup: {
  trips: TripStage[];
  registered?: boolean;
  handlers?: Record<string, FakeHandler>;
}) {
  const { runtime, api } = createTestRuntime({
    ...fakeRatesRoutes(carrierOptions),
    'POST /api/GCLandedCost/gcget-landed-cost': () => landedCostToVancouver,
    'GET /api/FormData/states': ({ query }) => statesOf(query.get('countryCode')),
    'GET /api/Avs': verifier,
    'GET /api/Address': () => savedAddresses,
    // A registered customer's search is saved on every step (quote §2).
    'POST /api/SavedSearch': () => ({ value: { savedSearchId: 7, savedSearchCode: 'S7' } }),
    'PUT /api/SavedSearch/:id': () => ({ value: { savedSearchId: 7, savedSearchCode: 'S7' } }),
    ...setup.handlers,
  });
  const { ship } = runtime;
  ship.getState().updateSearch({ trips: setup.trips, boxes: [roadBikeBox] });
  expect(await ship.getState().loadRates()).toBe(true);
  ship.getState().search.rates.forEach((stage, index) => {
    ship.getState().chooseRate(index, stage.rates[0] as RateOption);
  });
  await refreshLandedCosts(runtime.api, ship);
  ship.getState().setStep(2);
  ship.getState().setStep(3);
  if (setup.registered) signIn(runtime);
  const view = render(
    <ShopRuntimeProvider runtime={runtime}>
      <DetailsStep />
    </ShopRuntimeProvider>,
  );
  return { ...view, runtime, api, user: userEvent.setup() };
}

const side = (name: string) => within(screen.getByRole('group', { name }));
const field = (group: ReturnType<typeof side>, label: string) =>
  group.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
/** The error read with a control (its hint is read with it too, but is not an error). */
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('bs-field-error'))?.textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continue to contents' });
type User = ReturnType<typeof userEvent.setup>;

/** Types a street and phone into a side; its place gave city, state and postal code. */
async function fillSide(user: User, group: ReturnType<typeof side>, street: string) {
  await user.type(field(group, 'Street address'), street);
  await user.clear(field(group, 'Phone'));
  await user.type(field(group, 'Phone'), '303-555-0100');
}

describe('step 3 Details: the address of each side (quote §3 Address stage)', () => {
  it('prefills each side from its stage’s place and the customer’s name; the country is fixed', async () => {
    await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    expect(field(from, 'ZIP code').value).toBe('80302');
    expect(field(from, 'First name').value).toBe('Ada');
    expect(field(from, 'Phone').value).toBe('303-555-0100');
    const country = field(from, 'Country');
    expect(country.value).toBe('United States');
    expect(country.readOnly).toBe(true);
    const state = await waitFor(() => {
      const select = field(from, 'State') as unknown as HTMLSelectElement;
      expect(select.tagName).toBe('SELECT');
      return select;
    });
    expect(state.value).toBe('CO');
    expect(field(side('Stage 1, to Denver, CO'), 'ZIP code').value).toBe('80202');
  });

  it('Continue is blocked with errors under each field and a summary that takes the customer to the first', async () => {
    const { runtime, api, user } = await renderDetails({ trips: [toDenverTrip] });
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Check these details before you continue')).toBeTruthy();
    const from = side('Stage 1, from Boulder, CO');
    expect(errorOf(field(from, 'Street address'))).toBe('Enter the street address.');
    expect(errorOf(field(from, 'First name'))).toBe('Enter the first name.');
    expect(errorOf(field(from, 'Phone'))).toBe('Enter a phone number.');
    const entries = within(summary).getAllByRole('button');
    expect(entries[0]?.textContent).toBe('Stage 1, from Boulder, CO: Enter the first name.');
    await user.click(entries[0] as HTMLElement);
    expect(document.activeElement).toBe(field(from, 'First name'));
    expect(runtime.ship.getState().search.step).toBe(3);
    expect(api.requestsTo('GET /api/Avs')).toHaveLength(0);
  });

  it('a US address requires its state, and validates the phone and the quoted ZIP code', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const to = side('Stage 1, to Denver, CO');
    await waitFor(() => expect(field(to, 'State').tagName).toBe('SELECT'));
    await user.selectOptions(field(to, 'State'), '');
    await user.clear(field(to, 'Phone'));
    await user.type(field(to, 'Phone'), '555-01');
    await user.clear(field(to, 'ZIP code'));
    await user.type(field(to, 'ZIP code'), '80301');
    await user.click(continueButton());
    expect(errorOf(field(to, 'State'))).toBe('Choose the state.');
    expect(runtime.ship.getState().search.details[0]?.to.phoneValid).toBe(false);
    expect(errorOf(field(to, 'Phone'))).toBe(
      'Enter a 10-digit phone number with its area code, like 303-555-0100.',
    );
    expect(errorOf(field(to, 'ZIP code'))).toBe(
      'Rates were quoted for 80202. For another ZIP code, go back to Search and get new rates.',
    );
  });

  it('shows a field’s error once the customer leaves it', async () => {
    const { user } = await renderDetails({ trips: [toDenverTrip] });
    const from = side('Stage 1, from Boulder, CO');
    await user.click(field(from, 'Street address'));
    expect(errorOf(field(from, 'Street address'))).toBeUndefined();
    await user.tab();
    expect(errorOf(field(from, 'Street address'))).toBe('Enter the street address.');
  });
});

describe('step 3 Details: nothing typed is lost', () => {
  /** What a browser does for one keystroke's worth of text, with no render in between. */
  const input = (control: HTMLInputElement, value: string) => {
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('a street and a phone number that come before the step re-renders are both kept', async () => {
    const { runtime } = await renderDetails({ trips: [toDenverTrip] });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    // A tap on the phone and typing at once, as a thumb does: both inputs in one go.
    input(field(from, 'Street address'), '1500 Pearl St');
    input(field(from, 'Phone'), '303-555-0100');
    await waitFor(() => expect(field(from, 'Phone').value).toBe('303-555-0100'));
    expect(field(from, 'Street address').value).toBe('1500 Pearl St');
    expect(runtime.ship.getState().search.details[0]?.from).toMatchObject({
      address1: '1500 Pearl St',
      phone: '303-555-0100',
    });
  });

  it('a phone number changed while the verifier is still answering is kept: its late answer goes into the address as it is now', async () => {
    const answers: ((response: AvsResponse) => void)[] = [];
    const { runtime, user } = await renderDetails({
      trips: [toDenverTrip],
      handlers: {
        'GET /api/Avs': () =>
          new Promise<AvsResponse>((resolve) => {
            answers.push(resolve);
          }),
      },
    });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    for (const name of ['First name', 'Last name']) await user.type(field(from, name), 'Ada');
    await fillSide(user, from, '1500 Pearl St');
    const to = side('Stage 1, to Denver, CO');
    for (const name of ['First name', 'Last name']) await user.type(field(to, name), 'Bo');
    await fillSide(user, to, '1600 Champa St');
    await user.click(continueButton());
    await user.clear(field(from, 'Phone'));
    await user.type(field(from, 'Phone'), '720-555-0199');
    for (const answer of answers) answer({ status: 'success' });
    await waitFor(() =>
      expect(runtime.ship.getState().search.details[0]?.from.passedAvs).toBe(true),
    );
    expect(field(from, 'Phone').value).toBe('720-555-0199');
    expect(runtime.ship.getState().search.details[0]?.from.phone).toBe('720-555-0199');
  });
});

describe('step 3 Details: address verification (quote §3 AVS)', () => {
  it('the customer ACCEPTS the suggested correction: it replaces what they typed and passes', async () => {
    const { runtime, api, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, '1500 Pearl St');
    await user.clear(field(from, 'City'));
    await user.type(field(from, 'City'), 'Bouldr');
    await fillSide(user, side('Stage 1, to Denver, CO'), '1600 Champa St');
    await user.click(continueButton());
    const suggestion = within(
      await screen.findByRole('region', { name: 'Did you mean this address?' }),
    );
    expect(suggestion.getByText('1500 Pearl St, Boulder, CO 80302')).toBeTruthy();
    expect(suggestion.getByText('You typed: 1500 Pearl St, Bouldr, CO 80302')).toBeTruthy();
    expect(runtime.ship.getState().search.step).toBe(3);
    await user.click(suggestion.getByRole('button', { name: 'Use the suggested address' }));
    expect(field(from, 'City').value).toBe('Boulder');
    expect(runtime.ship.getState().search.details[0]?.from).toMatchObject({
      city: 'Boulder',
      passedAvs: true,
      avsStatus: { source: 'default', status: 'success' },
    });
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
    // Nothing residential: the rates of step 2 stand, no new quote.
    expect(api.requestsTo('POST /api/Rates')).toHaveLength(1);
  });

  it('the customer KEEPS what they typed: recorded as rejected_by_user, and not asked again', async () => {
    const { runtime, api, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, '1500 Pearl St');
    await user.clear(field(from, 'City'));
    await user.type(field(from, 'City'), 'Bouldr');
    await fillSide(user, side('Stage 1, to Denver, CO'), '1600 Champa St');
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'Keep the address as I typed it' }));
    expect(field(from, 'City').value).toBe('Bouldr');
    expect(runtime.ship.getState().search.details[0]?.from).toMatchObject({
      city: 'Bouldr',
      passedAvs: false,
      avsStatus: { status: 'failed', result: 'rejected_by_user' },
    });
    const verifications = api.requestsTo('GET /api/Avs').length;
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
    expect(api.requestsTo('GET /api/Avs')).toHaveLength(verifications);
  });

  it('an address that is not found is said in place; the customer corrects it and goes on', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, '9999 Nowhere Rd');
    await fillSide(user, side('Stage 1, to Denver, CO'), '1600 Champa St');
    await user.click(continueButton());
    await waitFor(() =>
      expect(errorOf(field(from, 'ZIP code'))).toContain(
        'We could not find this address. Check the ZIP code, city and state.',
      ),
    );
    expect(from.queryByRole('button', { name: 'Use this address anyway' })).toBeNull();
    expect(runtime.ship.getState().search.step).toBe(3);
    await user.clear(field(from, 'Street address'));
    await user.type(field(from, 'Street address'), '1500 Pearl St');
    expect(errorOf(field(from, 'ZIP code'))).toBeUndefined();
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
  });

  it('a street the verifier does not know may be kept anyway', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, 'Pearl Street Mall');
    await fillSide(user, side('Stage 1, to Denver, CO'), '1600 Champa St');
    await user.click(continueButton());
    await waitFor(() =>
      expect(errorOf(field(from, 'Street address'))).toBe(
        'We could not find this street address. Check the house number and street.',
      ),
    );
    await user.click(from.getByRole('button', { name: 'Use this address anyway' }));
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
  });
});

describe('step 3 Details: saved addresses, international stages, prices (quote §3, §5)', () => {
  it('a registered customer picks a saved address for a side (those where the side was quoted)', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    const saved = await waitFor(
      () => field(from, 'Use a saved address') as unknown as HTMLSelectElement,
    );
    expect(
      within(saved)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your addresses…', '2040 Spruce St Apt 4, Boulder, CO 80302']);
    await user.selectOptions(saved, '11');
    expect(field(from, 'Street address').value).toBe('2040 Spruce St');
    expect(field(from, 'Apartment, suite or unit').value).toBe('Apt 4');
    expect(field(from, 'Phone').value).toBe('303-555-0142');
    expect((field(from, 'This is a residential address') as HTMLInputElement).checked).toBe(true);
    expect(runtime.ship.getState().search.details[0]?.from).toMatchObject({
      addressId: 11,
      isSavedAddress: true,
      phoneValid: true,
      avsStatus: { source: 'saved_address' },
    });
    const to = side('Stage 1, to Denver, CO');
    await user.selectOptions(field(to, 'Use a saved address'), '12');
    expect(field(to, 'Company').value).toBe('Front Range Cycles');
  });

  it('a guest is offered no saved addresses and none are asked for', async () => {
    const { api } = await renderDetails({ trips: [toDenverTrip] });
    await waitFor(() =>
      expect(field(side('Stage 1, from Boulder, CO'), 'City').value).toBe('Boulder'),
    );
    expect(screen.queryByLabelText('Use a saved address')).toBeNull();
    expect(api.requestsTo('GET /api/Address')).toHaveLength(0);
  });

  it('a Canadian side has a province list and a postal code format; a round trip copies the address', async () => {
    const { runtime, api, user } = await renderDetails({
      trips: [toVancouverTrip, backHomeTrip],
      registered: true,
    });
    const vancouver = side('Stage 1, to Vancouver, BC');
    await waitFor(() => expect(field(vancouver, 'Province').tagName).toBe('SELECT'));
    expect((field(vancouver, 'Province') as unknown as HTMLSelectElement).value).toBe('BC');
    expect(field(vancouver, 'Postal code').value).toBe('');
    await user.type(field(vancouver, 'Postal code'), 'V6B1');
    await user.type(field(vancouver, 'Street address'), '800 Robson St');
    await user.clear(field(vancouver, 'Phone'));
    await user.type(field(vancouver, 'Phone'), '604-555-0199');
    await user.tab();
    expect(errorOf(field(vancouver, 'Postal code'))).toContain('Enter a postal code like V6B 1A1.');
    await user.type(field(vancouver, 'Postal code'), 'A1');
    const returnFrom = side('Stage 2, from Vancouver, BC');
    await user.click(
      returnFrom.getByRole('button', { name: 'Use the same address as Stage 1, to Vancouver, BC' }),
    );
    expect(field(returnFrom, 'Street address').value).toBe('800 Robson St');
    await user.type(field(side('Stage 1, from Boulder, CO'), 'Street address'), '1500 Pearl St');
    await user.type(field(side('Stage 2, to Boulder, CO'), 'Street address'), '1500 Pearl St');
    const landedCostsBefore = api.requestsTo('POST /api/GCLandedCost/gcget-landed-cost').length;
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
    // Verified outside the US: nobody can check it, so it is done (not_called).
    expect(runtime.ship.getState().search.details[0]?.to).toMatchObject({
      postalCode: 'V6B1A1',
      avsStatus: { status: 'success', result: 'not_called' },
      passedAvs: false,
    });
    // Customs estimated again with the step-3 addresses, as the server will.
    expect(api.requestsTo('POST /api/GCLandedCost/gcget-landed-cost').length).toBe(
      landedCostsBefore + 2,
    );
  });

  it('a residential delivery address re-prices the stage before step 4 and says what changed', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    const to = side('Stage 1, to Denver, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, '1500 Pearl St');
    await fillSide(user, to, '1600 Champa St');
    await user.click(field(to, 'This is a residential address'));
    await user.click(continueButton());
    const notice = await screen.findByText('Residential delivery');
    expect(notice.parentElement?.textContent).toContain(
      'Stage 1: delivering Economy to a home costs $4.50 more.',
    );
    expect(screen.getByText(/Your sub-total is now/).textContent).toBe(
      'Your sub-total is now $62.15. Continue to accept it, or review your costs.',
    );
    expect(runtime.ship.getState().search.step).toBe(3);
    expect(selectStageFees(runtime.ship.getState())[0]?.residentialFee).toBe(4.5);
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
  });

  it('why Continue stayed — rates not confirmed, a re-price for a home — takes the focus at the top of the step (on a phone it is far above Continue)', async () => {
    const carrier = fakeRatesRoutes(carrierOptions);
    let carrierDown = false;
    const { user } = await renderDetails({
      trips: [toDenverTrip],
      registered: true,
      handlers: {
        ...carrier,
        'GET /api/Rates': (request) =>
          carrierDown
            ? { status: 503, json: { message: 'Carrier unavailable' } }
            : carrier['GET /api/Rates']?.(request),
      },
    });
    const from = side('Stage 1, from Boulder, CO');
    const to = side('Stage 1, to Denver, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, '1500 Pearl St');
    await fillSide(user, to, '1600 Champa St');
    await user.click(field(to, 'This is a residential address'));
    carrierDown = true;
    await user.click(continueButton());
    const notConfirmed = await screen.findByText('Rates not confirmed');
    await waitFor(() => expect(document.activeElement?.contains(notConfirmed)).toBe(true));

    carrierDown = false;
    await user.click(continueButton());
    const residential = await screen.findByText('Residential delivery');
    await waitFor(() => expect(document.activeElement?.contains(residential)).toBe(true));
  });

  it('says so when the rates cannot be confirmed, and stays', async () => {
    const { runtime, api, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    await waitFor(() =>
      expect(field(side('Stage 1, from Boulder, CO'), 'City').value).toBe('Boulder'),
    );
    await fillSide(user, side('Stage 1, from Boulder, CO'), '1500 Pearl St');
    await fillSide(user, side('Stage 1, to Denver, CO'), '1600 Champa St');
    await user.click(field(side('Stage 1, to Denver, CO'), 'This is a residential address'));
    api.on('GET /api/Rates', () => ({ status: 503, json: { message: 'Carrier unavailable' } }));
    await user.click(continueButton());
    expect((await screen.findByText('Rates not confirmed')).parentElement?.textContent).toContain(
      'We could not confirm your rates for these addresses.',
    );
    expect(runtime.ship.getState().search.step).toBe(3);
  });

  it('"Rates not confirmed" says which button tries again (bug: "Try again in a moment" named none), and that button does', async () => {
    const carrier = fakeRatesRoutes(carrierOptions);
    let carrierDown = false;
    const { runtime, user } = await renderDetails({
      trips: [toDenverTrip],
      registered: true,
      handlers: {
        ...carrier,
        'GET /api/Rates': (request) =>
          carrierDown
            ? { status: 503, json: { message: 'Carrier unavailable' } }
            : carrier['GET /api/Rates']?.(request),
      },
    });
    await waitFor(() =>
      expect(field(side('Stage 1, from Boulder, CO'), 'City').value).toBe('Boulder'),
    );
    await fillSide(user, side('Stage 1, from Boulder, CO'), '1500 Pearl St');
    await fillSide(user, side('Stage 1, to Denver, CO'), '1600 Champa St');
    // To a home: the rates change, so they must be confirmed with the carrier.
    await user.click(field(side('Stage 1, to Denver, CO'), 'This is a residential address'));
    carrierDown = true;
    await user.click(continueButton());
    const notice = (await screen.findByText('Rates not confirmed')).parentElement;
    expect(notice?.textContent).toContain('In a moment, press Continue to contents to try again.');
    // The carrier answers again: the named button confirms the rates (a home costs more).
    carrierDown = false;
    await user.click(continueButton());
    expect(await screen.findByText('Residential delivery')).toBeTruthy();
    expect(screen.queryByText('Rates not confirmed')).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
  });

  it('Back returns to step 2', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip] });
    await user.click(screen.getByRole('button', { name: 'Back to costs' }));
    expect(runtime.ship.getState().search.step).toBe(2);
  });
});

describe('step 3 Details: "Save this address" (quote §3 needSaveAddress)', () => {
  const saveBox = (group: ReturnType<typeof side>) =>
    group.queryByRole('checkbox', { name: 'Save this address' }) as HTMLInputElement | null;

  it('a signed-in customer ticks it on a side: the side and the order request carry needSaveAddress', async () => {
    const { runtime, user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    const to = side('Stage 1, to Denver, CO');
    await waitFor(() => expect(field(from, 'City').value).toBe('Boulder'));
    await fillSide(user, from, '1500 Pearl St');
    await fillSide(user, to, '1600 Champa St');
    expect(saveBox(to)?.checked).toBe(false);
    await user.click(saveBox(to) as HTMLInputElement);
    await user.click(continueButton());
    await waitFor(() => expect(runtime.ship.getState().search.step).toBe(4));
    const search = runtime.ship.getState().search;
    expect(search.details[0]?.to.needSaveAddress).toBe(true);
    expect(search.details[0]?.from.needSaveAddress).toBeUndefined();
    // The payment step's POST /api/Order body (core rules) carries the flag on that side.
    const request = buildTemporaryOrderRequest(search, {
      profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' },
      timezoneData: { timezone: 'America/Denver', offset: 420 },
    });
    expect(request?.stages[0]?.toAddress).toMatchObject({
      address1: '1600 Champa St',
      needSaveAddress: true,
    });
    expect(request?.stages[0]?.fromAddress.needSaveAddress).toBeUndefined();
  });

  it('is not offered to a guest, nor on a side that uses a saved address', async () => {
    const guest = await renderDetails({ trips: [toDenverTrip] });
    await waitFor(() =>
      expect(field(side('Stage 1, from Boulder, CO'), 'City').value).toBe('Boulder'),
    );
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
    guest.unmount();

    const { user } = await renderDetails({ trips: [toDenverTrip], registered: true });
    const from = side('Stage 1, from Boulder, CO');
    await waitFor(() => expect(saveBox(from)).not.toBeNull());
    await user.selectOptions(
      await waitFor(() => field(from, 'Use a saved address') as unknown as HTMLSelectElement),
      '11',
    );
    expect(saveBox(from)).toBeNull();
    expect(saveBox(side('Stage 1, to Denver, CO'))).not.toBeNull();
  });
});
