import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsOf, renderAccountShown } from '../testing/renderAccount';

const INVALID = 'This password reset link is invalid, used or expired. Please ask for a new one.';
const withToken = { settings: { linkToken: 'mailed-token' } };

describe('reset password from the mailed link', () => {
  it('verifies the token first, and says so when the link is unusable', async () => {
    const { api } = await renderAccountShown(
      'reset-password',
      { 'POST /api/Authentication/verify-reset-token': () => ({ valid: false }) },
      withToken,
    );
    expect(await screen.findByText(INVALID)).toBeDefined();
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/Authentication/verify-reset-token', { token: 'mailed-token' }],
    ]);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeDefined();
  });

  it('says a page opened without a token is no usable link, without calling the API', async () => {
    const { api } = await renderAccountShown('reset-password');
    expect(await screen.findByText(INVALID)).toBeDefined();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the new password twice, sets it, and leads to the login', async () => {
    const { api, events } = await renderAccountShown(
      'reset-password',
      {
        'POST /api/Authentication/verify-reset-token': () => ({ valid: true }),
        'POST /api/Authentication/reset-password': () => ({ success: true }),
      },
      withToken,
    );
    const views = eventsOf(events, 'bikeship:view');
    const change = async () =>
      userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.type(await screen.findByLabelText(/^New password/), 'new-horse-battery');
    await change();
    expect(screen.getByText('This field is required')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-horse-batterx');
    await change();
    expect(screen.getByText('The passwords do not match')).toBeDefined();
    expect(api.requests.some((request) => request.path.endsWith('/reset-password'))).toBe(false);
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-horse-battery');
    await change();
    expect(
      await screen.findByText('Your password has been changed. Log in with your new password.'),
    ).toBeDefined();
    expect(api.requests.at(-1)?.body).toEqual({
      token: 'mailed-token',
      password: 'new-horse-battery',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeDefined();
    expect(views).toEqual([{ view: 'login', previousView: 'reset-password' }]);
  });

  it('shows the password the server refuses under the new password', async () => {
    const short = 'Choose a password of at least 8 characters';
    await renderAccountShown(
      'reset-password',
      {
        'POST /api/Authentication/verify-reset-token': () => ({ valid: true }),
        'POST /api/Authentication/reset-password': () => ({
          status: 400,
          json: { errors: [{ propertyName: 'password', message: short }] },
        }),
      },
      withToken,
    );
    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(short)).toBeDefined();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
  });
});
