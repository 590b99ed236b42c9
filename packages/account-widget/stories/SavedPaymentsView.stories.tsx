import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountStory } from './accountStory';

const CARDS = [
  { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
  { id: 'pm_2', brand: 'amex', last4: '0005', expMonth: 11, expYear: 2031 },
];
const LIST = 'GET /api/Stripe/get-payment-methods';

/** `<bikeship-account view="payments">` (shell §2 /yourpayments). */
const meta = {
  title: 'account-widget/SavedPayments',
  component: AccountStory,
  args: {
    view: 'payments',
    signedIn: true,
    routes: { [LIST]: () => ({ status: 200, json: CARDS }) },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = { args: { routes: { [LIST]: () => ({ status: 200, json: [] }) } } };

/** The server could not remove the card: said beside it, the card kept. */
export const RemoveFailed: Story = {
  args: {
    routes: {
      [LIST]: () => ({ status: 200, json: CARDS }),
      'DELETE /api/Stripe/detach-payment-method/pm_1': () => ({ status: 500, json: {} }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Visa ending 4242' }));
    await canvas.findByRole('alert');
  },
};

export const SignedOut: Story = { args: { signedIn: false } };
