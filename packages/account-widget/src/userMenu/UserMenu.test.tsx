import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADA, eventsOf, fakeToken } from '../testing/renderAccount';
import { ADA_IN_FULL, renderUserMenu, signedInStorages } from './renderUserMenu';

const toggleLoggedOut = () => screen.getByRole('button', { name: 'Log In or Register' });
const toggleLoggedIn = () => screen.findByRole('button', { name: 'My Account' });
const menuPanel = () => screen.getByRole('region', { name: 'Account menu' });

afterEach(() => {
  for (const account of document.querySelectorAll('bikeship-account')) account.remove();
});

describe('the user menu logged out (shell §2: a small login popup)', () => {
  it('opens a popup with the free-account benefits and the login form', async () => {
    renderUserMenu();
    const toggle = toggleLoggedOut();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = within(menuPanel());
    for (const benefit of ['Everyday discounts up to 80%', 'Bike tracking', 'Expert support']) {
      expect(panel.getByText(benefit)).toBeDefined();
    }
    expect(panel.getByRole('heading', { name: 'Log In' })).toBeDefined();
    // The first field takes the focus: the keyboard goes on from the button into the form.
    expect(document.activeElement).toBe(panel.getByLabelText(/^Email/));
  });

  it('logs in from the popup and then shows who is signed in', async () => {
    const { events } = renderUserMenu({
      routes: {
        'POST /api/Authentication/login': () => ({ token: fakeToken() }),
        'GET /api/User': () => ({ value: ADA_IN_FULL }),
      },
    });
    const logins = eventsOf(events, 'bikeship:login');
    await userEvent.click(toggleLoggedOut());
    await userEvent.type(screen.getByLabelText(/^Email/), ADA.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(within(menuPanel()).getByRole('button', { name: 'Log In' }));
    expect(await toggleLoggedIn()).toBeDefined();
    expect(logins).toEqual([expect.objectContaining({ email: ADA.email, via: 'login' })]);
  });

  it('openAtStart opens the popup as the menu first shows (a host whose own button was clicked first)', async () => {
    renderUserMenu({ openAtStart: true });
    await waitFor(() => expect(toggleLoggedOut().getAttribute('aria-expanded')).toBe('true'));
    expect(within(menuPanel()).getByRole('heading', { name: 'Log In' })).toBeDefined();
    expect(document.activeElement).toBe(within(menuPanel()).getByLabelText(/^Email/));
  });

  it('Create Free Account shows the registration in the popup without an account page', async () => {
    const { events } = renderUserMenu();
    const views = eventsOf(events, 'bikeship:view');
    await userEvent.click(toggleLoggedOut());
    await userEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(within(menuPanel()).getByRole('heading', { name: 'Create Free Account' })).toBeDefined();
    expect(views).toEqual([{ view: 'register', previousView: 'login' }]);
  });

  it('offers the social sign-in beside the login form (shell §2 login popup)', async () => {
    renderUserMenu();
    await userEvent.click(toggleLoggedOut());
    for (const provider of ['Google', 'Facebook', 'Apple']) {
      expect(
        await within(menuPanel()).findByRole('button', { name: `Continue with ${provider}` }),
      ).toBeDefined();
    }
  });
});

describe('the user menu logged in (shell §2)', () => {
  it('shows name, company, email and phone, the Edit link and the account links', async () => {
    renderUserMenu({ storages: signedInStorages() });
    await userEvent.click(await toggleLoggedIn());
    const panel = within(menuPanel());
    expect(panel.getByRole('heading', { name: 'Ada Rider' })).toBeDefined();
    expect(panel.getByText('Rider Cycles')).toBeDefined();
    expect(panel.getByText(ADA.email)).toBeDefined();
    expect(panel.getByText('+1 555 0100')).toBeDefined();
    expect(panel.getByRole('button', { name: 'Edit your profile' })).toBeDefined();
    const links = within(panel.getByRole('navigation', { name: 'Your account' }));
    expect(links.getAllByRole('button').map((link) => link.textContent)).toEqual([
      'Ship a Bike',
      'Your Orders',
      'Recent Searches',
      'Saved Boxes',
      'Saved Addresses',
      'Saved Payment Methods',
    ]);
  });

  it('with account-page and ship-page the links go there, and emit bikeship:navigate', async () => {
    const { events } = renderUserMenu({
      storages: signedInStorages(),
      pages: { accountPage: 'https://partner.test/account', shipPage: 'https://partner.test/ship' },
    });
    const navigations = eventsOf(events, 'bikeship:navigate');
    await userEvent.click(await toggleLoggedIn());
    const orders = screen.getByRole('link', { name: 'Your Orders' });
    expect(orders.getAttribute('href')).toBe('https://partner.test/account?view=orders');
    expect(screen.getByRole('link', { name: 'Ship a Bike' }).getAttribute('href')).toBe(
      'https://partner.test/ship',
    );
    expect(screen.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toBe(
      'https://partner.test/account?view=profile',
    );
    // jsdom does not navigate; the event is what a router follows.
    orders.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(orders);
    expect(navigations).toEqual([
      { view: 'orders', href: 'https://partner.test/account?view=orders' },
    ]);
  });

  it('with viewPages each link goes to its own page (a site with a route per view)', async () => {
    renderUserMenu({
      storages: signedInStorages(),
      pages: {
        accountPage: 'https://partner.test/account',
        viewPages: { profile: '/youraccount', orders: '/yourorders', ship: '/ship' },
      },
    });
    await userEvent.click(await toggleLoggedIn());
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe(
      '/yourorders',
    );
    expect(screen.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toBe(
      '/youraccount',
    );
    expect(screen.getByRole('link', { name: 'Ship a Bike' }).getAttribute('href')).toBe('/ship');
    // A destination without its own page falls back to the account page.
    expect(screen.getByRole('link', { name: 'Saved Boxes' }).getAttribute('href')).toBe(
      'https://partner.test/account?view=boxes',
    );
  });

  it('without an account page a link shows the view in a <bikeship-account> on the page', async () => {
    const account = document.createElement('bikeship-account');
    account.setAttribute('view', 'login');
    document.body.append(account);
    const { events } = renderUserMenu({ storages: signedInStorages() });
    const navigations = eventsOf(events, 'bikeship:navigate');
    await userEvent.click(await toggleLoggedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Saved Boxes' }));
    expect(account.getAttribute('view')).toBe('boxes');
    expect(navigations).toEqual([{ view: 'boxes', href: null }]);
    expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null);
  });

  it('Log Out clears token, user and session and emits bikeship:logout', async () => {
    const { events, storages } = renderUserMenu({ storages: signedInStorages() });
    const logouts = eventsOf(events, 'bikeship:logout');
    await userEvent.click(await toggleLoggedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'Log In or Register' })).toBeDefined();
    expect(storages.local.getItem(SESSION_STORAGE_KEY)).toBe(null);
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(document.activeElement).toBe(toggleLoggedOut());
  });
});

describe('the user menu by keyboard, one menu open at a time (shell §2)', () => {
  it('opens with Enter, closes with Escape and gives the focus back to the button', async () => {
    renderUserMenu({ storages: signedInStorages() });
    (await toggleLoggedIn()).focus();
    await userEvent.keyboard('{Enter}');
    expect(menuPanel()).toBeDefined();
    expect(document.activeElement?.textContent).toBe('Edit');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Ship a Bike');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null);
    expect(document.activeElement).toBe(await toggleLoggedIn());
    expect((await toggleLoggedIn()).getAttribute('aria-expanded')).toBe('false');
  });

  it('emits bikeship:menu-open when it opens', async () => {
    const { events } = renderUserMenu();
    const opened = eventsOf(events, 'bikeship:menu-open');
    await userEvent.click(toggleLoggedOut());
    expect(opened).toEqual([{ menu: 'user' }]);
  });

  it('closes when the page dispatches bikeship:menu-close', async () => {
    renderUserMenu();
    await userEvent.click(toggleLoggedOut());
    document.dispatchEvent(new CustomEvent('bikeship:menu-close'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null));
  });

  it('closes when another menu opens (its bikeship:menu-open)', async () => {
    renderUserMenu();
    await userEvent.click(toggleLoggedOut());
    document.body.dispatchEvent(
      new CustomEvent('bikeship:menu-open', { bubbles: true, detail: { menu: 'main' } }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null));
  });

  it('closes on a click outside', async () => {
    renderUserMenu();
    await userEvent.click(toggleLoggedOut());
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null));
  });
  it('closes when the focus moves out of it (Tab past Log Out), so it covers nothing focused', async () => {
    renderUserMenu({ storages: signedInStorages() });
    const after = document.body.appendChild(document.createElement('input'));
    after.setAttribute('aria-label', 'Next field');
    try {
      (await toggleLoggedIn()).focus();
      await userEvent.keyboard('{Enter}');
      const logOut = within(menuPanel()).getByRole('button', { name: 'Log Out' });
      logOut.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null),
      );
      expect((await toggleLoggedIn()).getAttribute('aria-expanded')).toBe('false');
    } finally {
      after.remove();
    }
  });

  it('stays open while the focus moves inside it, and Escape on its toggle closes it', async () => {
    renderUserMenu({ storages: signedInStorages() });
    (await toggleLoggedIn()).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(await toggleLoggedIn());
    expect(menuPanel()).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Account menu' })).toBe(null);
    expect(document.activeElement).toBe(await toggleLoggedIn());
  });
});
