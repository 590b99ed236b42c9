import { findByRole } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eventsOf, fakeAuthApi } from '../testing/renderAccount';
import { defineAccountElements } from './defineAccountElements';

defineAccountElements({ defaultApiBase: 'http://bikeship.test' });
vi.stubGlobal('fetch', fakeAuthApi({}).fetch);

afterEach(() => document.body.replaceChildren());
// The element imports its stores and data layer after it renders: let that finish first.
afterAll(async () => {
  await import('../runtime/accountRuntime');
});

function content(element: Element | null): HTMLElement {
  const root = element?.shadowRoot?.querySelector<HTMLElement>('[part="root"]');
  if (!root) throw new Error('the element has not rendered into a shadow root');
  return root;
}

const FIRST_RENDER = { timeout: 5000 };

describe('<bikeship-user-menu> (DESIGN.md §5, shell §2)', () => {
  it('is defined with the account element and renders its button into an open shadow root', async () => {
    document.body.innerHTML = '<bikeship-user-menu></bikeship-user-menu>';
    const element = document.querySelector('bikeship-user-menu');
    expect(
      await findByRole(content(element), 'button', { name: 'Log In or Register' }, FIRST_RENDER),
    ).toBeTruthy();
  });

  it('maps the account-page attribute to the accountPage property and back', async () => {
    document.body.innerHTML =
      '<bikeship-user-menu account-page="https://partner.test/account"></bikeship-user-menu>';
    const element = document.querySelector('bikeship-user-menu') as HTMLElement & {
      accountPage?: string;
    };
    expect(element.accountPage).toBe('https://partner.test/account');
    element.accountPage = 'https://partner.test/me';
    expect(element.getAttribute('account-page')).toBe('https://partner.test/me');
  });

  it('emits bikeship:menu-open from the element, out of its shadow root', async () => {
    document.body.innerHTML = '<bikeship-user-menu></bikeship-user-menu>';
    const element = document.querySelector('bikeship-user-menu');
    const opened = eventsOf(document, 'bikeship:menu-open');
    await userEvent.click(
      await findByRole(content(element), 'button', { name: 'Log In or Register' }, FIRST_RENDER),
    );
    expect(opened).toEqual([{ menu: 'user' }]);
  });
});
