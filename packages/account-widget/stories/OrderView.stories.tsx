import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import {
  ORDER_WITH_UNLABELLED_STAGE,
  PAID_ORDER,
  signedInStorages,
} from '../src/orders/ordersFixtures';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="order" order-id="…">`: one order's details and label actions. */
const meta = {
  title: 'account-widget/Order',
  component: AccountStory,
  args: { view: 'order', orderId: '1042', storages: signedInStorages() },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: labels were made at payment, so the stage offers download, email and post. */
export const PaidWithLabels: Story = {
  args: {
    routes: {
      'GET /api/Order/detail': () => ({ status: 200, json: PAID_ORDER }),
      'POST /api/email/send': () => ({ success: true }),
    },
  },
};

/** Labels by email: the confirmation names the address, in place. */
export const LabelsEmailed: Story = {
  args: PaidWithLabels.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Email labels' }));
    await canvas.findByText('Labels sent to ada@example.com.');
  },
};

/** The return stage has no labels yet: Make labels. */
export const StageWithoutLabels: Story = {
  args: {
    orderId: '1043',
    routes: {
      'GET /api/Order/detail': () => ({ status: 200, json: ORDER_WITH_UNLABELLED_STAGE }),
    },
  },
};

/** An action the server refuses: said in place with its reason. */
export const ActionFailed: Story = {
  args: {
    routes: {
      'GET /api/Order/detail': () => ({ status: 200, json: PAID_ORDER }),
      'POST /api/email/send': () => ({
        status: 429,
        json: { message: 'Too many emails for this order' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Labels by post' }));
    await canvas.findByRole('alert');
  },
};

/** An order that is not in the account. */
export const NotFound: Story = {
  args: {
    orderId: '9999',
    routes: { 'GET /api/Order/detail': () => ({ status: 404, json: { message: 'Not found' } }) },
  },
};
