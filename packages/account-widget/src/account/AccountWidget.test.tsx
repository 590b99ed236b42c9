import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsOf, renderAccount } from '../testing/renderAccount';

describe('failures tell (DESIGN.md §5)', () => {
  it('an API that does not answer is said in place and emitted as bikeship:error', async () => {
    const { events } = renderAccount('forgot-password', {
      'POST /api/Authentication/forgot-password': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const errors = eventsOf<{ code: string; message: string }>(events, 'bikeship:error');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errors.map((error) => error.code)).toEqual(['api-unreachable']));
    expect(screen.getByRole('alert').textContent).toBe(errors[0]?.message);
  });
});
