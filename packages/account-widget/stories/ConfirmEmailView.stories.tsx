import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { ADA, fakeToken } from '../src/testing/renderAccount';
import { AccountStory } from './accountStory';

/**
 * `<bikeship-account view="confirm-email">`, opened from the link registration mails (its
 * token): confirming creates the account and signs the customer in.
 */
const meta = {
  title: 'account-widget/ConfirmEmail',
  component: AccountStory,
  args: {
    view: 'confirm-email',
    settings: { linkToken: 'mailed-token' },
    routes: {
      'POST /api/Authentication/confirm-email': () => ({ token: fakeToken(), user: ADA }),
      'GET /api/User': () => ({ value: ADA }),
    },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) =>
  userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Confirm email and log in' }),
  );

/** The link opened: one click confirms (a mail filter opening links uses nothing up). */
export const Ready: Story = {};

/** Confirmed: the account is made and the customer signed in. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Thank you for registering' });
  },
};

/** A used or expired link, in the server's words. */
export const UsedLink: Story = {
  args: {
    routes: {
      'POST /api/Authentication/confirm-email': () => ({
        status: 400,
        json: {
          errors: [
            {
              propertyName: 'token',
              message:
                'This confirmation link is invalid, used or expired. Please register again to get a new one.',
            },
          ],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await within(canvasElement).findByText(/invalid, used or expired/);
  },
};

/** A page opened without a token. */
export const NoToken: Story = { args: { settings: {} } };
