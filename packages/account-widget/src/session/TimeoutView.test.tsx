import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccountShown } from '../testing/renderAccount';

describe('view="timeout" (shell §2 /timeout, §4 logged out for inactivity)', () => {
  it('says why the customer was logged out, and Log In opens the login form', async () => {
    await renderAccountShown('timeout');
    expect(screen.getByRole('heading', { name: 'You have been logged out' })).toBeDefined();
    expect(
      screen.getByText(
        'For your security, you have been logged out due to inactivity. Please LOG IN to enjoy your account benefits.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeDefined();
  });
});
