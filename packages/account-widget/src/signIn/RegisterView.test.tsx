import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsOf, renderAccountShown } from '../testing/renderAccount';

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create Free Account' });

async function fillIn() {
  await userEvent.type(field(/^First name/), 'Ada');
  await userEvent.type(field(/^Last name/), 'Rider');
  await userEvent.type(field(/^Email/), 'ada@example.com');
  await userEvent.type(field(/^Password/), 'correct-horse');
}

describe('Create Free Account (shell §5)', () => {
  it('asks for first and last name, email and password; company and phone are optional', async () => {
    const { api } = await renderAccountShown('register');
    await userEvent.click(submit());
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Password/]) {
      expect(field(label).getAttribute('aria-invalid'), String(label)).toBe('true');
    }
    expect(field(/^Company/).getAttribute('aria-invalid')).toBeNull();
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(api.requests).toHaveLength(0);
  });

  it("checks every field before sending, the server's new-password rule too, and focuses the first in error", async () => {
    const { api } = await renderAccountShown('register');
    await userEvent.type(field(/^First name/), 'Ada');
    await userEvent.type(field(/^Last name/), 'Rider');
    await userEvent.type(field(/^Email/), 'ada@example');
    await userEvent.type(field(/^Password/), 'abc');
    await userEvent.click(submit());
    const describedText = (label: RegExp) =>
      document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(/^Email/)).toBe('Enter a valid email address');
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(/^Password/)).toBe('Choose a password of at least 8 characters');
    expect(document.activeElement).toBe(field(/^Email/));
    expect(api.requests).toHaveLength(0);

    // Put right, the email is no longer in error: the focus goes to the password, still short.
    await userEvent.clear(field(/^Email/));
    await userEvent.type(field(/^Email/), 'ada@example.com');
    await userEvent.click(submit());
    expect(field(/^Email/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Password/));
    expect(api.requests).toHaveLength(0);
  });

  it('shows a server failure against the field its propertyName names', async () => {
    const taken = 'An account with this email already exists. Log in instead.';
    await renderAccountShown('register', {
      'POST /api/Authentication/register': () => ({
        status: 400,
        json: { errors: [{ propertyName: 'email', message: taken }] },
      }),
    });
    await fillIn();
    await userEvent.click(submit());
    await waitFor(() => expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    // The message is the field's description: read with it, shown under it.
    const describedBy = field(/^Email/).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(taken);
    expect(field(/^Password/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the password the server refuses under the password field', async () => {
    const short = 'Choose a password of at least 8 characters';
    await renderAccountShown('register', {
      'POST /api/Authentication/register': () => ({
        status: 400,
        json: { errors: [{ propertyName: 'Password', message: short }] },
      }),
    });
    await fillIn();
    await userEvent.click(submit());
    expect(await screen.findByText(short)).toBeDefined();
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('thanks the customer and sends them to their inbox for the link (/registerthankyou): nobody is signed in by registering', async () => {
    const { api, events } = await renderAccountShown('register', {
      'POST /api/Authentication/register': () => ({ success: true }),
    });
    const logins = eventsOf(events, 'bikeship:login');
    await fillIn();
    await userEvent.type(field(/^Company/), 'Velo Northwest');
    await userEvent.click(screen.getByLabelText('Send me the bikeship newsletter'));
    await userEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeDefined();
    expect(
      screen.getByText(
        'We have sent an email to ada@example.com. Open the link in it to confirm your email address and log in.',
      ),
    ).toBeDefined();
    expect(screen.getByText(/The link works for 24 hours/)).toBeDefined();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/Authentication/register']);
    expect(api.requests[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Rider',
      companyName: 'Velo Northwest',
      email: 'ada@example.com',
      password: 'correct-horse',
      mailingListOptIn: false,
      newsLetterOptIn: true,
    });
    expect(logins).toEqual([]);
  });

  it('says how long to wait when the server refuses too many registrations (429)', async () => {
    const wait = 'Too many registrations. Please wait 60 minutes and try again.';
    await renderAccountShown('register', {
      'POST /api/Authentication/register': () => ({ status: 429, json: { message: wait } }),
    });
    await fillIn();
    await userEvent.click(submit());
    expect(await screen.findByText(wait)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Thank you for registering' })).toBeNull();
  });
});
