import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { ADA, FAKE_API_BASE, fakeToken } from '../src/testing/renderAccount';
import { AccountStory } from './accountStory';

/**
 * The social sign-in buttons (shell §2, §4) as the login view shows them: "Continue with
 * Google / Facebook / Apple", each opening the provider's 500×600 popup. The stories stand in
 * for the browser's `window.open`: no real popup opens.
 */
const meta = {
  title: 'account-widget/SocialSignIn',
  component: AccountStory,
  args: { view: 'login', routes: { 'GET /api/User': () => ({ value: ADA }) } },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `window.open` answers `popup` for the story's lifetime. */
const openAnswers = (popup: unknown) => () => {
  const browserOpen = window.open;
  window.open = () => popup as Window | null;
  return () => {
    window.open = browserOpen;
  };
};

/** A popup that stays open until the story ends. */
const openPopup = { closed: false, focus: () => {}, close: () => {}, location: { href: '' } };

const choose = async (canvasElement: HTMLElement, provider: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Continue with ${provider}` }));
};

/** The three buttons under the login form. */
export const Buttons: Story = {};

/** The browser blocked the popup: the spec's message (shell §8). */
export const PopupBlocked: Story = {
  beforeEach: openAnswers(null),
  play: ({ canvasElement }) => choose(canvasElement, 'Apple'),
};

/** The popup is open: the element waits for its token. */
export const Waiting: Story = {
  beforeEach: openAnswers(openPopup),
  play: ({ canvasElement }) => choose(canvasElement, 'Google'),
};

/** The popup handed its token over (a message from the API's origin): signed in. */
export const SignedIn: Story = {
  beforeEach: openAnswers(openPopup),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Google');
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    // The listening starts as soon as the client is there: hand over until it is heard.
    for (let tries = 0; tries < 20; tries += 1) {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: FAKE_API_BASE,
          data: { token: fakeToken(), timestamp: Date.now() },
        }),
      );
      if (canvas.queryByRole('heading', { name: 'You are logged in' })) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};

/** The token names no user: the sign-in did not complete. */
export const Failed: Story = {
  beforeEach: openAnswers(openPopup),
  args: { routes: { 'GET /api/User': () => ({ status: 401, json: { message: 'no user' } }) } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Facebook');
    const canvas = within(canvasElement);
    for (let tries = 0; tries < 20; tries += 1) {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: FAKE_API_BASE,
          data: { token: fakeToken(), timestamp: Date.now() },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (canvas.queryByRole('alert')) return;
    }
  },
};
