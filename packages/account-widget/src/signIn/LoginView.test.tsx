import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA, eventsOf, fakeToken, renderAccount } from '../testing/renderAccount';

const BAD_LOGIN = 'You have entered an invalid username or password';

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);
const logIn = () => screen.getByRole('button', { name: 'Log In' });

describe('the login form (shell §5: both required, email ≤ 50, password ≤ 60)', () => {
  it('marks both fields as required when submitted empty, and sends nothing', async () => {
    const { api } = renderAccount('login');
    await userEvent.click(logIn());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(api.requests.filter((request) => request.path.includes('login'))).toHaveLength(0);
  });

  it('refuses an email over 50 and a password over 60 characters, each under its field', async () => {
    renderAccount('login');
    await userEvent.type(emailField(), `${'a'.repeat(39)}@example.com`);
    await userEvent.type(passwordField(), 'p'.repeat(61));
    await userEvent.click(logIn());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use at most 50 characters')).toBeDefined();
    expect(screen.getByText('Use at most 60 characters')).toBeDefined();
  });

  it('takes an email of exactly 50 and a password of exactly 60 characters', async () => {
    const { api } = renderAccount('login', {
      'POST /api/Authentication/login': () => ({ status: 401, json: { message: BAD_LOGIN } }),
    });
    await userEvent.type(emailField(), `${'a'.repeat(38)}@example.com`);
    await userEvent.type(passwordField(), 'p'.repeat(60));
    await userEvent.click(logIn());
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain('/api/Authentication/login'),
    );
  });

  it('says an email is not an email address', async () => {
    renderAccount('login');
    await userEvent.type(emailField(), 'ada.example.com');
    await userEvent.type(passwordField(), 'secret-pass');
    await userEvent.click(logIn());
    expect(screen.getByText('Enter a valid email address')).toBeDefined();
  });
});

describe('a login that got no verdict is not called a wrong password (shell §8)', () => {
  it('no answer at all: says to check the connection, marks no field', async () => {
    renderAccount('login', {
      'POST /api/Authentication/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'secret-pass');
    await userEvent.click(logIn());
    expect(await screen.findByText(/^We could not reach bikeship to sign you in\./)).toBeDefined();
    expect(screen.queryByText(BAD_LOGIN)).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('too many attempts: says the server’s message', async () => {
    renderAccount('login', {
      'POST /api/Authentication/login': () => ({
        status: 429,
        json: { message: 'Too many sign-in attempts. Try again in 15 minutes.' },
      }),
    });
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'secret-pass');
    await userEvent.click(logIn());
    expect(await screen.findByText(/^Too many sign-in attempts/)).toBeDefined();
    expect(screen.queryByText(BAD_LOGIN)).toBeNull();
  });
});

describe('a refused login (shell §8)', () => {
  it('shows the catalogue text as an error that cannot be dismissed, and marks both fields', async () => {
    renderAccount('login', {
      'POST /api/Authentication/login': () => ({ status: 401, json: { message: BAD_LOGIN } }),
    });
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'wrong-password');
    await userEvent.click(logIn());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(BAD_LOGIN);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    // Each field is described by the message, so a screen reader says why it is marked.
    expect(emailField().getAttribute('aria-describedby')).toBe(alert.parentElement?.id);
  });
});

describe('a successful login', () => {
  it('stores the session, emits bikeship:login with the user, and shows who is logged in', async () => {
    const token = fakeToken();
    const { api, events, storages } = renderAccount('login', {
      'POST /api/Authentication/login': () => ({ token }),
      'GET /api/User': () => ({ value: ADA }),
    });
    const logins = eventsOf(events, 'bikeship:login');
    await userEvent.type(emailField(), ' ada@example.com ');
    await userEvent.type(passwordField(), 'correct-horse');
    await userEvent.click(logIn());
    expect(await screen.findByRole('heading', { name: 'You are logged in' })).toBeDefined();
    expect(logins).toEqual([
      { userId: 'u-1', email: ADA.email, firstName: 'Ada', lastName: 'Rider', via: 'login' },
    ]);
    expect(api.requests.find((request) => request.path.endsWith('/login'))?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
    });
    const stored = JSON.parse(storages.local.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.token).toBe(token);
    expect(stored.session.sessionType).toBe(1);
    expect(stored.session.user.email).toBe(ADA.email);
  });

  it('logs out from the signed-in view: token, user and session cleared (shell §4)', async () => {
    const { storages } = renderAccount('login', {
      'POST /api/Authentication/login': () => ({ token: fakeToken() }),
      'GET /api/User': () => ({ value: ADA }),
      'POST /api/Authentication/logout': () => ({ status: 204 }),
    });
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'correct-horse');
    await userEvent.click(logIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeDefined();
    expect(storages.local.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('the links to the other views', () => {
  it('Forgot password? and Create Free Account turn the element to those views and tell the page', async () => {
    const { events } = renderAccount('login');
    const views = eventsOf(events, 'bikeship:view');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Log In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create Free Account' }));
    expect(await screen.findByRole('heading', { name: 'Create Free Account' })).toBeDefined();
    expect(views).toEqual([
      { view: 'forgot-password', previousView: 'login' },
      { view: 'login', previousView: 'forgot-password' },
      { view: 'register', previousView: 'login' },
    ]);
  });
});
