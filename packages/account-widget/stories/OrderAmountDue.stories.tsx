import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { CARD_DECLINED, dueOrderRoutes } from '../src/orders/dueFixtures';
import { signedInStorages } from '../src/orders/ordersFixtures';
import { AccountStory } from './accountStory';

/**
 * `<bikeship-account view="order" order-id="…">` of an order whose stage was re-priced after
 * payment: the amount due, paid with a saved or new card (the test card form: no Stripe keys).
 */
const meta = {
  title: 'account-widget/Order amount due',
  component: AccountStory,
  args: { view: 'order', orderId: '1042', storages: signedInStorages() },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Amount due $12.34' });

/** Amount due $12.34 with the saved Visa or a new card, and Pay. */
export const AmountDue: Story = { args: { routes: dueOrderRoutes() } };

/** Pay with the saved Visa: what will be charged to it, to confirm. */
export const Confirming: Story = {
  // Each story its own answers: paying one marks its order paid.
  args: { routes: dueOrderRoutes() },
  play: async ({ canvasElement }) => {
    const due = within(await block(canvasElement));
    await userEvent.click(await due.findByRole('radio', { name: /Visa ending 4242/ }));
    await userEvent.click(due.getByRole('button', { name: 'Pay $12.34' }));
    await due.findByRole('group', { name: 'Confirm the payment' });
  },
};

/** Confirmed: the payment received in place, and the order's total with it. */
export const Paid: Story = {
  args: { routes: dueOrderRoutes() },
  play: async (context) => {
    await Confirming.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and pay $12.34' }));
    await canvas.findByText(/The order is paid in full/);
    // The order's total and what was paid, in its figures, fetched again.
    await canvas.findAllByText('$194.84');
  },
};

/** A new card the bank declines: its words under the card, nothing charged. */
export const Declined: Story = {
  args: { routes: dueOrderRoutes(() => CARD_DECLINED) },
  play: async ({ canvasElement }) => {
    const due = within(await block(canvasElement));
    await userEvent.click(await due.findByRole('radio', { name: 'A new card' }));
    await userEvent.click(due.getByRole('button', { name: /Use test card 4000 0000 0000 0002/ }));
    await userEvent.click(due.getByRole('button', { name: 'Pay $12.34' }));
    const confirmation = await due.findByRole('group', { name: 'Confirm the payment' });
    await userEvent.click(
      within(confirmation).getByRole('button', { name: 'Confirm and pay $12.34' }),
    );
    await due.findByRole('alert');
  },
};
