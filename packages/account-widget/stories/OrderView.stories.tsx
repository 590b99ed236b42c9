import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import {
  ORDER_AFTER_STAGE_2_CANCELLED,
  ORDER_WITH_OFFERS,
  ORDER_WITH_REFUND_UNDER_WAY,
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

/** Paid with every cancellation on offer: the order, each stage, stage 1's pickup, the payment. */
export const WithOffers: Story = {
  args: {
    orderId: '1044',
    routes: {
      'GET /api/Order/detail': () => ({ status: 200, json: ORDER_WITH_OFFERS }),
    },
  },
};

/** Cancel stage 2, confirmed: the figures come back with its refund. */
export const StageCancelled: Story = {
  args: {
    orderId: '1044',
    routes: (() => {
      // The fetch right after the cancellation answers the cancelled order; any other (a
      // reopened story) the order as it was, so the story can be played again.
      let cancelled = false;
      return {
        'GET /api/Order/detail': () => {
          const order = cancelled ? ORDER_AFTER_STAGE_2_CANCELLED : ORDER_WITH_OFFERS;
          cancelled = false;
          return { status: 200, json: order };
        },
        'DELETE /api/Refund/Label/502': () => {
          cancelled = true;
          return { success: true, amountRefunded: 115 };
        },
      };
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel stage 2' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Yes, cancel stage 2' }));
    await canvas.findByText('Partly refunded');
  },
};

/** A refund's money is still moving: nothing else is offered until it settles. */
export const RefundUnderWay: Story = {
  args: {
    orderId: '1044',
    routes: {
      'GET /api/Order/detail': () => ({ status: 200, json: ORDER_WITH_REFUND_UNDER_WAY }),
    },
  },
};
