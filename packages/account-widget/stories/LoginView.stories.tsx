import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { ADA, fakeToken } from '../src/testing/renderAccount';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="login">`: the login form (shell §5, §8). */
const meta = {
  title: 'account-widget/Login',
  component: AccountStory,
  args: { view: 'login' },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const logIn = async (canvasElement: HTMLElement, email: string, password: string) => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(await canvas.findByLabelText(/^Email/), email);
  if (password) await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
};

export const Empty: Story = {};

/** Log In with nothing typed: both fields required. */
export const Required: Story = { play: ({ canvasElement }) => logIn(canvasElement, '', '') };

/** An email over 50 characters. */
export const TooLong: Story = {
  play: ({ canvasElement }) =>
    logIn(canvasElement, `${'a'.repeat(45)}@example.com`, 'correct-horse'),
};

/** The server refuses: the spec's message, not dismissable, both fields marked. */
export const Refused: Story = {
  args: {
    routes: {
      'POST /api/Authentication/login': () => ({
        status: 401,
        json: { message: 'You have entered an invalid username or password' },
      }),
    },
  },
  play: ({ canvasElement }) => logIn(canvasElement, 'ada@example.com', 'wrong-password'),
};

/** Signed in: who, and Log Out. */
export const LoggedIn: Story = {
  args: {
    routes: {
      'POST /api/Authentication/login': () => ({ token: fakeToken() }),
      'GET /api/User': () => ({ value: ADA }),
    },
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'ada@example.com', 'correct-horse');
    await within(canvasElement).findByRole('heading', { name: 'You are logged in' });
  },
};

/** A view this release does not have: said in place. */
export const UnknownView: Story = { args: { view: 'no-such-view' } };
