import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../testing/renderAccount';
import { ACCOUNT_VIEWS } from './accountViews';

describe('a view this release does not have (the view list is open)', () => {
  it('says so in place and tells the developer the views there are, without crashing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAccount('no-such-view');
    expect(screen.getByRole('status').textContent).toContain(
      `This account page is not available here. view="no-such-view" is not one of: ${ACCOUNT_VIEWS.join(', ')}.`,
    );
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/view="no-such-view".*login, register/);
    errors.mockRestore();
  });
});
