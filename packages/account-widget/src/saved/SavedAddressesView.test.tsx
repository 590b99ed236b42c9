import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount, type SeenRequest } from '../testing/renderAccount';
import { signedInStorages } from './signedInStorages';

const SHOP = {
  addressId: 11,
  companyName: 'Front Range Cycles',
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1600 Champa St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  country: 'United States',
  countryCode: 'US',
  phone: '303-555-0100',
};
const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];
const STATES = [
  { stateprov: 'Colorado', stateprovcode: 'CO' },
  { stateprov: 'Oregon', stateprovcode: 'OR' },
];

const routes = (
  addresses: unknown[],
  more: Record<string, (request: SeenRequest) => Record<string, unknown>> = {},
) => ({
  'GET /api/Address': () => ({ status: 200, json: addresses }),
  'GET /api/FormData/countries': () => ({ status: 200, json: COUNTRIES }),
  'GET /api/FormData/states': () => ({ status: 200, json: STATES }),
  ...more,
});

async function fillNewAddress() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  const form = screen.getByRole('group', { name: 'New address' });
  // The form takes the focus when it opens (after render on Preact): typing starts after that.
  await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
  const field = (label: RegExp) => within(form).getByLabelText(label);
  await userEvent.type(field(/^First name/), 'Ada');
  await userEvent.type(field(/^Last name/), 'Rider');
  await userEvent.type(field(/^Street address/), '1500 Pearl St');
  await userEvent.type(field(/^City/), 'Boulder');
  // The states come with the country's places, after the form opens.
  const state = within(form).getByRole('combobox', { name: /^State/ });
  await waitFor(() => expect(state.querySelector('option[value="CO"]')).not.toBeNull());
  await userEvent.selectOptions(state, 'CO');
  await userEvent.type(field(/^ZIP code/), '80302');
  await userEvent.type(field(/^Phone/), '303-555-0199');
  return form;
}

describe('Saved Addresses (shell §2 /youraddresses; quote §7 /api/Address)', () => {
  it('lists the saved addresses', async () => {
    renderAccount('addresses', routes([SHOP]), { storages: signedInStorages() });
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Front Range Cycles, 1600 Champa St, Denver, CO 80202');
  });

  it('says when there are none', async () => {
    renderAccount('addresses', routes([]), { storages: signedInStorages() });
    expect(await screen.findByText('You have no saved addresses yet.')).toBeDefined();
  });

  it('checks a new address with the address rules before sending it (quote §3)', async () => {
    const { api } = renderAccount('addresses', routes([]), { storages: signedInStorages() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter the street address.')).toBeDefined();
    expect(screen.getByText('Enter the ZIP code.')).toBeDefined();
    expect(api.requests.filter((seen) => seen.method === 'POST')).toHaveLength(0);
  });

  it('adds an address (POST /api/Address), lists it, and puts the focus on "Address saved"', async () => {
    const { api } = renderAccount(
      'addresses',
      routes([], {
        'POST /api/Address': (request) => ({
          ...(request.body as Record<string, unknown>),
          addressId: 12,
        }),
      }),
      { storages: signedInStorages() },
    );
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('1500 Pearl St, Boulder, CO 80302');
    expect(api.requests.find((seen) => seen.method === 'POST')?.body).toMatchObject({
      firstName: 'Ada',
      address1: '1500 Pearl St',
      state: 'CO',
      postalCode: '80302',
      country: 'United States',
      countryCode: 'US',
      phone: '303-555-0199',
    });
    // The outcome, said at the top, takes the focus (and the scroll): not the footer's button.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'Address saved: 1500 Pearl St, Boulder, CO 80302',
      ),
    );
  });

  it('edits an address (PUT /api/Address/{id}) in place', async () => {
    renderAccount(
      'addresses',
      routes([SHOP], {
        'PUT /api/Address/11': (request) => ({
          ...(request.body as Record<string, unknown>),
          addressId: 11,
        }),
      }),
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Front Range Cycles/ }));
    const street = within(screen.getByRole('group', { name: 'Edit address' })).getByLabelText(
      /^Street address/,
    );
    await userEvent.clear(street);
    await userEvent.type(street, '1700 Blake St');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem').textContent).toContain('1700 Blake St, Denver'),
    );
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(
        /^Address saved: Front Range Cycles, 1700 Blake St/,
      ),
    );
  });

  it('shows a server field error under its field (shell §5: propertyName)', async () => {
    renderAccount(
      'addresses',
      routes([], {
        'POST /api/Address': () => ({
          status: 400,
          json: {
            errors: [{ propertyName: 'PostalCode', message: 'This ZIP code is not delivered to.' }],
          },
        }),
      }),
      { storages: signedInStorages() },
    );
    const form = await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('This ZIP code is not delivered to.');
    expect(
      within(form)
        .getByLabelText(/^ZIP code/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('signed out: says the page needs a login', async () => {
    renderAccount('addresses');
    expect(await screen.findByText('Log in to see this page.')).toBeDefined();
  });
});
