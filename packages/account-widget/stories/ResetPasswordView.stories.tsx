import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="reset-password">`, opened from the mailed link (its token). */
const meta = {
  title: 'account-widget/ResetPassword',
  component: AccountStory,
  args: {
    view: 'reset-password',
    settings: { linkToken: 'mailed-token' },
    routes: {
      'POST /api/Authentication/verify-reset-token': () => ({ valid: true }),
      'POST /api/Authentication/reset-password': () => ({ success: true }),
    },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, password: string, confirmation: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

/** A usable link: the new password, twice. */
export const Form: Story = {};

/** An unknown, used or expired link. */
export const InvalidLink: Story = {
  args: { routes: { 'POST /api/Authentication/verify-reset-token': () => ({ valid: false }) } },
};

/** The confirmation differs. */
export const Mismatch: Story = {
  play: ({ canvasElement }) => choose(canvasElement, 'new-horse-battery', 'new-horse-batterx'),
};

/** Changed: on to the login. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'new-horse-battery', 'new-horse-battery');
    await within(canvasElement).findByText(/Your password has been changed/);
  },
};
