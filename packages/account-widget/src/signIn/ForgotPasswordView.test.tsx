import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccountShown } from '../testing/renderAccount';

const SENT = "We've sent you an email with a link to reset your password. Please check your email.";
const email = () => screen.getByLabelText(/^Email/);
const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('forgot password (shell §4, §5, §8)', () => {
  it('requires an email of valid format before sending anything', async () => {
    const { api } = await renderAccountShown('forgot-password');
    await userEvent.click(send());
    expect(screen.getByText('This field is required')).toBeDefined();
    await userEvent.type(email(), 'ada@example');
    await userEvent.click(send());
    expect(screen.getByText('Enter a valid email address')).toBeDefined();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('shows the spec’s success text once the request succeeds', async () => {
    const { api } = await renderAccountShown('forgot-password', {
      'POST /api/Authentication/forgot-password': () => ({ success: true }),
    });
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(send());
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(api.requests[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the field when the request fails', async () => {
    await renderAccountShown('forgot-password', {
      'POST /api/Authentication/forgot-password': () => ({ status: 500, json: {} }),
    });
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(send());
    expect(
      await screen.findByText('We could not send the email. Check the address and try again.'),
    ).toBeDefined();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(SENT)).toBeNull();
  });
});
