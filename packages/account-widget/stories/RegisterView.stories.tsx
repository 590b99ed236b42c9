import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="register">`: Create Free Account (shell §5). */
const meta = {
  title: 'account-widget/Register',
  component: AccountStory,
  args: { view: 'register' },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const register = async (canvasElement: HTMLElement, filled = true) => {
  const canvas = within(canvasElement);
  if (filled) {
    await userEvent.type(await canvas.findByLabelText(/^First name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Rider');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct-horse');
  }
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Free Account' }));
};

export const Empty: Story = {};

/** Submitted empty: the four required fields say so. */
export const Required: Story = { play: ({ canvasElement }) => register(canvasElement, false) };

/**
 * The server's failure shown against the field its `propertyName` names (a password it
 * refuses; whether the email has an account is never one: that goes to the inbox).
 */
export const PasswordRefused: Story = {
  args: {
    routes: {
      'POST /api/Authentication/register': () => ({
        status: 400,
        json: {
          errors: [
            {
              propertyName: 'password',
              message: 'Choose a password of at least 8 characters',
            },
          ],
        },
      }),
    },
  },
  play: ({ canvasElement }) => register(canvasElement),
};

/** Taken by the server: the thank-you view sends the customer to their inbox. */
export const ThankYou: Story = {
  args: {
    routes: { 'POST /api/Authentication/register': () => ({ success: true }) },
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Thank you for registering' });
  },
};
