import { selectIsRegistered } from '@bikeship/core/stores';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../../testing/fakeApi';
import { savedBoxes } from '../../testing/fixtures/savedBoxes';
import { searchStepRoutes } from '../../testing/fixtures/search';
import { renderQuote } from '../../testing/renderQuote';
import SearchStep from './SearchStep';

const BAD_LOGIN = 'You have entered an invalid username or password';
const ADA = { id: 'user-ada', firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com' };

/** A token whose payload carries `exp` (the session reads its expiry from it). */
const token = () =>
  `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.signature`;

function renderStep(login: FakeHandler) {
  const user = userEvent.setup();
  const view = renderQuote(<SearchStep />, {
    ...searchStepRoutes,
    'POST /api/Authentication/login': login,
    'GET /api/User': () => ({ value: ADA }),
    'GET /api/UserPackages': () => ({ value: savedBoxes }),
    'GET /api/SavedSearch/paged': () => ({ value: { savedSearches: [], total: 0 } }),
  });
  return { user, ...view };
}

const signInPanel = () =>
  within(screen.getByRole('region', { name: 'Sign in to your bikeship account' }));

async function openAndLogIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const panel = await waitFor(signInPanel);
  await waitFor(() => expect(document.activeElement).toBe(panel.getByLabelText(/^Email/)));
  await user.type(panel.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(panel.getByLabelText(/^Password/), password);
  await user.click(panel.getByRole('button', { name: 'Log In' }));
  return panel;
}

describe('step 1 Search: a guest signs in from the wizard (shell §4, §5, §8)', () => {
  it('a refused login says the spec’s text and marks both fields; the guest fields stay', async () => {
    const { user } = renderStep(() => ({ status: 401, json: { message: BAD_LOGIN } }));
    expect(screen.getByText(/Have a bikeship account\?/)).toBeTruthy();
    const panel = await openAndLogIn(user, 'wrong-pass');
    expect(await panel.findByText(BAD_LOGIN)).toBeTruthy();
    expect(panel.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(panel.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Your details' })).toBeTruthy();
  });

  it('fields left empty are marked required and nothing is sent', async () => {
    const { user, api } = renderStep(() => ({ token: token() }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const panel = await waitFor(signInPanel);
    await user.click(panel.getByRole('button', { name: 'Log In' }));
    expect(panel.getAllByText('This field is required')).toHaveLength(2);
    expect(api.requestsTo('POST /api/Authentication/login')).toHaveLength(0);
  });

  it('signed in, the wizard carries on with the customer: what was typed stays, saved boxes are offered, no guest fields', async () => {
    const { user, api, runtime } = renderStep(() => ({ token: token() }));
    const box = within(screen.getByRole('group', { name: 'Box 1' }));
    await user.type(box.getByLabelText(/^Length/), '40');
    const panel = await openAndLogIn(user, 'secret-pass');
    const said = await panel.findByText(
      'Signed in as Ada Rider (ada@example.com). Your saved boxes, addresses and cards are offered as you go.',
    );
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(api.requestsTo('POST /api/Authentication/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    expect(selectIsRegistered(runtime.session.getState())).toBe(true);
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
    expect(await box.findByLabelText('Your saved boxes')).toBeTruthy();
    expect((box.getByLabelText(/^Length/) as HTMLInputElement).value).toBe('40');
  });

  it('Continue as a guest closes the form and gives the focus back to Sign in', async () => {
    const { user } = renderStep(() => ({ token: token() }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const panel = await waitFor(signInPanel);
    await user.click(panel.getByRole('button', { name: 'Continue as a guest' }));
    expect(screen.queryByRole('region', { name: 'Sign in to your bikeship account' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' })),
    );
  });
});
