import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import PaymentStep from '../src/steps/payment/PaymentStep';
import { answer } from '../src/testing/fakeApi';
import {
  enterAsGuest,
  orderableFees,
  orderableSearch,
  orderHandlers,
  seedSearch,
  signIn,
} from '../src/testing/fixtures/order';
import { paymentHandlers, registeredCustomerHandlers } from '../src/testing/fixtures/payment';
import { QuoteWizard } from '../src/wizard/QuoteWizard';
import { type QuoteWorld, quoteRuntimeLoader, quoteSetup, withQuoteRuntime } from './quoteStory';
import { wizardHandlers } from './wizardHandlers';

/**
 * Step 5 in the wizard frame, on a search ready to order (fixtures/order.ts), paying through the
 * test gateway's fake (no Stripe key: the built-in test card form).
 */
const meta = {
  title: 'quote-widget/Wizard/5 Payment',
  component: PaymentStep,
  loaders: [quoteRuntimeLoader],
  decorators: [withQuoteRuntime],
  render: () => <QuoteWizard />,
  parameters: quoteSetup({
    handlers: { ...wizardHandlers, ...paymentHandlers(), ...orderHandlers() },
  }),
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** Ada at step 5: a guest unless registered; San Francisco → Boulder, or into Canada. */
const atPayment =
  (options: { registered?: boolean; international?: boolean } = {}) =>
  ({ runtime }: QuoteWorld) => {
    if (options.registered) signIn(runtime);
    else enterAsGuest(runtime);
    seedSearch(runtime, orderableSearch(options), orderableFees(options));
  };

/** Types a test card into the built-in form and presses Pay. */
const payWith =
  (number: string): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), number);
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/35');
    await userEvent.type(canvas.getByLabelText('Security code'), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^pay /i }));
  };

/** The order summary (stages, fees, addresses, boxes), the totals and the test card form. */
export const Summary: Story = { parameters: quoteSetup({ prepare: atPayment() }) };

/** An international order: the stage's clearance fee (landed cost) in the summary. */
export const InternationalSummary: Story = {
  parameters: quoteSetup({ prepare: atPayment({ international: true }) }),
};

/** A valid promotion code: a discount line and a lower total. */
export const PromotionApplied: Story = {
  parameters: quoteSetup({ prepare: atPayment() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/coupon or promotion code/i), 'RIDE10');
    await userEvent.click(canvas.getByRole('button', { name: /apply code/i }));
    await canvas.findByText(/promotion RIDE10/i);
  },
};

/** A declined card: why, in place, with the card field marked; the customer can pay again. */
export const DeclinedPayment: Story = {
  parameters: quoteSetup({ prepare: atPayment() }),
  play: async (context) => {
    await payWith('4000 0000 0000 0002')(context);
    await within(context.canvasElement).findByRole('alert');
  },
};

/** Paid with the Visa test card: the order is shown in place. */
export const OrderPlaced: Story = {
  parameters: quoteSetup({ prepare: atPayment() }),
  play: async (context) => {
    await payWith('4242 4242 4242 4242')(context);
    await within(context.canvasElement).findByRole('heading', { name: /your order is placed/i });
  },
};

/** A registered customer: their discount, credit and saved cards. */
export const Registered: Story = {
  parameters: quoteSetup({
    handlers: registeredCustomerHandlers,
    prepare: atPayment({ registered: true }),
  }),
};

/** The payment service cannot be reached: card entry says so and offers to try again. */
export const PaymentServiceDown: Story = {
  parameters: quoteSetup({
    handlers: { 'GET /api/payments/config': () => answer(503, { message: 'Unavailable' }) },
    prepare: atPayment(),
  }),
};
