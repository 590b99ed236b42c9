import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { OCTOBER_ORDER, PAID_ORDER, signedInStorages } from '../src/orders/ordersFixtures';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="orders">`: the order history (quote §7). */
const meta = {
  title: 'account-widget/Orders',
  component: AccountStory,
  args: { view: 'orders', storages: signedInStorages() },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new customer: no orders, no months. */
export const Empty: Story = {
  args: {
    routes: {
      'GET /api/Order/dates': () => ({ status: 200, json: [] }),
      'GET /api/Order/recent': () => ({ status: 200, json: [] }),
    },
  },
};

const WITH_MONTHS = {
  'GET /api/Order/dates': () => ({
    status: 200,
    json: [
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    ],
  }),
  'GET /api/Order/recent': () => ({ status: 200, json: [PAID_ORDER, OCTOBER_ORDER] }),
  'GET /api/Order/get': () => ({ status: 200, json: [OCTOBER_ORDER] }),
};

/** Recent orders and the months with orders, newest first. */
export const WithMonths: Story = { args: { routes: WITH_MONTHS } };

/** October chosen: its orders listed under the months. */
export const MonthChosen: Story = {
  args: { routes: WITH_MONTHS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'October 2026' }));
    await canvas.findByRole('heading', { name: 'Orders of October 2026' });
  },
};

/** A visitor who is not signed in: asked to log in, in place. */
export const SignedOut: Story = { args: { storages: undefined } };
