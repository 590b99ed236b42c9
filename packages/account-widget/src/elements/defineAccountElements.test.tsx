import { findByRole, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eventsOf, fakeAuthApi } from '../testing/renderAccount';
import { defineAccountElements } from './defineAccountElements';

defineAccountElements({ defaultApiBase: 'http://bikeship.test' });
const api = fakeAuthApi({
  'POST /api/Authentication/verify-reset-token': () => ({ valid: true }),
});
vi.stubGlobal('fetch', api.fetch);

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});
// The element imports its stores and data layer after it renders: let that finish first.
afterAll(async () => {
  await import('../runtime/accountRuntime');
});

/** The element's content inside its shadow root (Testing Library takes an element). */
function content(element: Element | null): HTMLElement {
  const root = element?.shadowRoot?.querySelector<HTMLElement>('[part="root"]');
  if (!root) throw new Error('the element has not rendered into a shadow root');
  return root;
}

const FIRST_RENDER = { timeout: 5000 };

describe('<bikeship-account> (DESIGN.md §5)', () => {
  it('renders the login view by default into an open shadow root', async () => {
    document.body.innerHTML = '<bikeship-account></bikeship-account>';
    const element = document.querySelector('bikeship-account');
    expect(
      await findByRole(content(element), 'heading', { name: 'Log In' }, FIRST_RENDER),
    ).toBeTruthy();
    expect(element?.children).toHaveLength(0);
  });

  it('maps the view attribute to a property and back, and shows the view it names', async () => {
    document.body.innerHTML = '<bikeship-account view="register"></bikeship-account>';
    const element = document.querySelector('bikeship-account') as HTMLElement & { view?: string };
    expect(element.view).toBe('register');
    await findByRole(content(element), 'heading', { name: 'Create Free Account' }, FIRST_RENDER);
    element.view = 'forgot-password';
    expect(element.getAttribute('view')).toBe('forgot-password');
    expect(
      await findByRole(content(element), 'heading', { name: 'Forgot your password?' }),
    ).toBeTruthy();
  });

  it('a link sets the element’s own view attribute and emits bikeship:view from the element', async () => {
    document.body.innerHTML = '<bikeship-account view="login"></bikeship-account>';
    const element = document.querySelector('bikeship-account') as HTMLElement;
    const views = eventsOf(document, 'bikeship:view');
    await userEvent.click(
      await findByRole(content(element), 'button', { name: 'Create Free Account' }, FIRST_RENDER),
    );
    expect(element.getAttribute('view')).toBe('register');
    expect(views).toEqual([{ view: 'register', previousView: 'login' }]);
    expect(
      await findByRole(content(element), 'heading', { name: 'Create Free Account' }),
    ).toBeTruthy();
  });

  it('reads the reset token from the page URL when it has no token attribute (the mailed link)', async () => {
    history.replaceState(null, '', '/reset-password?token=from-the-mail');
    document.body.innerHTML = '<bikeship-account view="reset-password"></bikeship-account>';
    const element = document.querySelector('bikeship-account');
    expect(element).not.toBeNull();
    await waitFor(
      () =>
        expect(api.requests.map((request) => request.body)).toContainEqual({
          token: 'from-the-mail',
        }),
      FIRST_RENDER,
    );
    expect(await findByRole(content(element), 'button', { name: 'Change password' })).toBeTruthy();
  });

  it('is harmless to define twice (a second copy of the bundle on a page)', () => {
    expect(() => defineAccountElements({ defaultApiBase: 'http://other.test' })).not.toThrow();
  });
});
