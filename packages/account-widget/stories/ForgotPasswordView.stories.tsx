import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="forgot-password">` (shell §4, §5, §8). */
const meta = {
  title: 'account-widget/ForgotPassword',
  component: AccountStory,
  args: { view: 'forgot-password' },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
};

export const Empty: Story = {};

/** Not an email address: the field says so. */
export const InvalidEmail: Story = { play: ({ canvasElement }) => send(canvasElement, 'ada@') };

/** Sent: the spec's success text. */
export const Sent: Story = {
  args: { routes: { 'POST /api/Authentication/forgot-password': () => ({ success: true }) } },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'ada@example.com');
    await within(canvasElement).findByRole('status');
  },
};

/** The request failed: the field is marked. */
export const Failed: Story = {
  args: {
    routes: { 'POST /api/Authentication/forgot-password': () => ({ status: 500, json: {} }) },
  },
  play: ({ canvasElement }) => send(canvasElement, 'ada@example.com'),
};
