import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA_USER, signedInStorages } from '../saved/signedInStorages';
import { renderAccount, type SeenRequest } from '../testing/renderAccount';

const GET_USER = 'GET /api/User';
const fresh = { ...ADA_USER, companyName: 'Rider Racing' };

const savedAs = (request: SeenRequest) => ({
  value: { ...fresh, ...(request.body as Record<string, unknown>) },
});

describe('Profile (shell §2 /profile, §3 user settings, §7 PUT /api/User)', () => {
  it('shows the customer as GET /api/User answers, the email read only', async () => {
    renderAccount(
      'profile',
      { [GET_USER]: () => ({ value: fresh }) },
      {
        storages: signedInStorages(),
      },
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Rider Racing'),
    );
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Save my boxes when I order' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('saves the phone and a setting, and the session’s user follows (a menu shows it)', async () => {
    const { api, storages } = renderAccount(
      'profile',
      { [GET_USER]: () => ({ value: fresh }), 'PUT /api/User': savedAs },
      { storages: signedInStorages() },
    );
    const phone = await screen.findByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '720-555-0123');
    const firstName = screen.getByLabelText(/^First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Send me the bikeship newsletter' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your profile is saved.');
    expect(api.requests.find((seen) => seen.method === 'PUT')?.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Rider',
      companyName: 'Rider Racing',
      phoneNumber: '720-555-0123',
      settings: { ...ADA_USER.settings, newsLetterOptIn: true },
    });
    const stored = JSON.parse(storages.local.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.session.user).toMatchObject({
      firstName: 'Augusta',
      phoneNumber: '720-555-0123',
      settings: { newsLetterOptIn: true },
    });
  });

  it('checks the request’s rules before sending (core updateUserRequestSchema)', async () => {
    const { api } = renderAccount(
      'profile',
      { [GET_USER]: () => ({ value: fresh }) },
      {
        storages: signedInStorages(),
      },
    );
    await userEvent.clear(await screen.findByLabelText(/^Last name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText(/^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeDefined();
    expect(api.requests.filter((seen) => seen.method === 'PUT')).toHaveLength(0);
  });

  it('shows a server field error under its field (shell §5: propertyName)', async () => {
    renderAccount(
      'profile',
      {
        [GET_USER]: () => ({ value: fresh }),
        'PUT /api/User': () => ({
          status: 400,
          json: { errors: [{ propertyName: 'PhoneNumber', message: 'Enter a phone number.' }] },
        }),
      },
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await screen.findByText('Enter a phone number.');
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a failed save says so above the form', async () => {
    renderAccount(
      'profile',
      { [GET_USER]: () => ({ value: fresh }), 'PUT /api/User': () => ({ status: 500, json: {} }) },
      { storages: signedInStorages() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your profile could not be saved. Please try again.',
    );
  });

  it('signed out: says the page needs a login and links to it', async () => {
    renderAccount('profile');
    expect(await screen.findByText('Log in to see this page.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDefined();
  });
});
