import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA, eventsOf, fakeToken, renderAccount } from '../testing/renderAccount';
import { signedInStorages } from '../testing/signedInStorages';

const CHANGE = 'POST /api/Authentication/change-password';

const currentField = () => screen.getByLabelText(/^Current password/);
const newField = () => screen.getByLabelText(/^New password/);
const confirmField = () => screen.getByLabelText(/^Confirm new password/);
const changeButton = () => screen.getByRole('button', { name: 'Change password' });

/** The view for a signed-in customer, its form ready. */
async function renderSignedIn(routes: Parameters<typeof renderAccount>[1] = {}, oldToken = 'old') {
  const rendered = renderAccount('change-password', routes, {
    storages: signedInStorages(oldToken),
  });
  await screen.findByLabelText(/^Current password/);
  return rendered;
}

async function fillIn(current: string, next: string, confirmation = next) {
  if (current) await userEvent.type(currentField(), current);
  if (next) await userEvent.type(newField(), next);
  if (confirmation) await userEvent.type(confirmField(), confirmation);
  await userEvent.click(changeButton());
}

describe('change password, signed out', () => {
  it('says the customer is not logged in and links to the login', async () => {
    const { events } = renderAccount('change-password');
    const views = eventsOf(events, 'bikeship:view');
    expect(
      await screen.findByText('You are not logged in. Log in to change your password.'),
    ).toBeDefined();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeDefined();
    expect(views).toEqual([{ view: 'login', previousView: 'change-password' }]);
  });
});

describe('the change-password form (the rules of login and register: required, ≤ 60)', () => {
  it('marks every field required when sent empty, and sends nothing', async () => {
    const { api } = await renderSignedIn();
    await userEvent.click(changeButton());
    for (const field of [currentField(), newField(), confirmField()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(api.requests.some((request) => request.path.includes('change-password'))).toBe(false);
  });

  it('refuses a new password over 60 characters and a confirmation that differs', async () => {
    await renderSignedIn();
    await fillIn('old-secret', 'n'.repeat(61), 'something else');
    expect(screen.getByText('Use at most 60 characters')).toBeDefined();
    expect(screen.getByText('The passwords do not match')).toBeDefined();
    expect(confirmField().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the server’s answer', () => {
  it('keeps the new session as a login keeps one, and says the password changed', async () => {
    const fresh = fakeToken();
    const { api, storages } = await renderSignedIn(
      {
        [CHANGE]: () => ({ token: fresh }),
        'GET /api/User': () => ({ value: ADA }),
      },
      'old-token',
    );
    await fillIn('old-secret', 'new-secret-horse');
    expect(
      await screen.findByText(
        'Your password has been changed. You stay logged in here; other devices must log in again.',
      ),
    ).toBeDefined();
    const call = api.requests.find((request) => request.path.endsWith('/change-password'));
    expect(call?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-horse' });
    // Sent with the session it changes; the user of the new token is read with the new token.
    expect(call?.headers.get('authorization')).toBe('Bearer old-token');
    const userCall = api.requests.find((request) => request.path === '/api/User');
    expect(userCall?.headers.get('authorization')).toBe(`Bearer ${fresh}`);
    const stored = JSON.parse(storages.local.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.token).toBe(fresh);
    expect(stored.session.sessionType).toBe(1);
  });

  it('shows a wrong current password against that field (propertyName currentPassword)', async () => {
    await renderSignedIn({
      [CHANGE]: () => ({
        status: 400,
        json: {
          errors: [
            { propertyName: 'currentPassword', message: 'Your current password is not correct' },
          ],
        },
      }),
    });
    await fillIn('wrong', 'new-secret-horse');
    await waitFor(() => expect(currentField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Your current password is not correct')).toBeDefined();
    expect(newField().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refused new password against that field (propertyName newPassword)', async () => {
    await renderSignedIn({
      [CHANGE]: () => ({
        status: 400,
        json: {
          errors: [
            {
              propertyName: 'newPassword',
              message: 'Choose a new password that differs from your current one',
            },
          ],
        },
      }),
    });
    await fillIn('same-secret', 'same-secret-2');
    await waitFor(() => expect(newField().getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Choose a new password that differs from your current one'),
    ).toBeDefined();
  });

  it('says clearly that there were too many attempts (429), with the wait', async () => {
    await renderSignedIn({
      [CHANGE]: () => ({
        status: 429,
        json: {
          message: 'Too many password change attempts. Please wait 15 minutes and try again.',
          retryAfterSeconds: 840,
        },
      }),
    });
    await fillIn('guess', 'new-secret-horse');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts to change your password. Please wait 14 minutes and try again.',
    );
    // Still signed in, the form still there to try later.
    expect(currentField()).toBeDefined();
  });
});
