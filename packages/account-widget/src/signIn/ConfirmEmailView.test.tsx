import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA, eventsOf, fakeToken, renderAccountShown } from '../testing/renderAccount';

const withToken = { settings: { linkToken: 'mailed-token' } };
const USED =
  'This confirmation link is invalid, used or expired. Please register again to get a new one.';
const confirmButton = () => screen.getByRole('button', { name: 'Confirm email and log in' });

describe('confirm your email from the link registration mails', () => {
  it('waits for the click (a mail filter opening the link must not use it up), then creates the account, signs the customer in and emits bikeship:login', async () => {
    const { api, events } = await renderAccountShown(
      'confirm-email',
      {
        'POST /api/Authentication/confirm-email': () => ({ token: fakeToken(), user: ADA }),
        'GET /api/User': () => ({ value: ADA }),
      },
      withToken,
    );
    const logins = eventsOf(events, 'bikeship:login');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeDefined();
    expect(api.requests).toHaveLength(0);
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeDefined();
    expect(
      screen.getByText('Welcome, Ada! Your free account is ready and you are logged in.'),
    ).toBeDefined();
    expect(api.requests[0]).toMatchObject({
      path: '/api/Authentication/confirm-email',
      body: { token: 'mailed-token' },
    });
    expect(logins).toEqual([
      { userId: 'u-1', email: ADA.email, firstName: 'Ada', lastName: 'Rider', via: 'register' },
    ]);
  });

  it("says a used or expired link is no good, in the server's words, and offers to register again", async () => {
    const { events } = await renderAccountShown(
      'confirm-email',
      {
        'POST /api/Authentication/confirm-email': () => ({
          status: 400,
          json: { errors: [{ propertyName: 'token', message: USED }] },
        }),
      },
      withToken,
    );
    const logins = eventsOf(events, 'bikeship:login');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm email and log in' }));
    expect(await screen.findByText(USED)).toBeDefined();
    expect(logins).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Register again' }));
    // The register view is a chunk of its own: it shows once loaded.
    expect(await screen.findByRole('heading', { name: 'Create Free Account' })).toBeDefined();
  });

  it('says a page opened without a token is no usable link, without calling the API', async () => {
    const { api } = await renderAccountShown('confirm-email');
    expect(
      await screen.findByText('This confirmation link is invalid, used or expired.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Confirm email and log in' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
