import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, fn, within } from 'storybook/test';
import { ORDER_WITH_OFFERS } from '../src/orders/ordersFixtures';
import { RefundConfirmModal } from '../src/orders/RefundConfirmModal';
import type { RefundTarget } from '../src/orders/useRefundActions';

const [firstStage, secondStage] = ORDER_WITH_OFFERS.shipments;
const [payment] = ORDER_WITH_OFFERS.payments ?? [];
if (!firstStage || !secondStage || !payment)
  throw new Error('the fixture has two stages and a payment');

const target = (kind: RefundTarget['kind']): RefundTarget => {
  switch (kind) {
    case 'order':
      return { kind, orderId: ORDER_WITH_OFFERS.orderId, offer: { refund: 240, credit: 20 } };
    case 'label':
      return { kind, shipment: secondStage, offer: { refund: 115, credit: 0 } };
    case 'pickup':
      return { kind, shipment: firstStage, offer: { refund: 5, credit: 0 } };
    case 'payment':
      return { kind, payment, offer: { refund: 220, credit: 0 } };
  }
};

/**
 * The confirmation of a cancellation or refund (order, stage label, pickup, payment): what it
 * does and the amount back to the card and as credit, before the customer commits.
 */
const meta = {
  title: 'account-widget/Order/Refund confirmation',
  component: RefundConfirmModal,
  args: {
    target: target('order'),
    running: false,
    failure: null,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RefundConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole order: part of it goes back as credit (the order used some); the mail follows. */
export const WholeOrder: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('You get $240.00 back:')).toBeVisible();
  },
};

/** One stage's label voided. */
export const StageLabel: Story = { args: { target: target('label') } };

/** A pickup: no mail, as the server sends none for it. */
export const Pickup: Story = { args: { target: target('pickup') } };

/** A payment's rest. */
export const Payment: Story = { args: { target: target('payment') } };

/** The call is running: the buttons wait. */
export const Running: Story = { args: { running: true } };

/** The server refused: its words, in the modal. */
export const Refused: Story = {
  args: {
    failure: { reason: 'Another refund of this order is under way: try again in a moment' },
  },
};
