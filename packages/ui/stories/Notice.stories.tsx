import type { Meta, StoryObj } from '@storybook/preact-vite';
import { fn } from 'storybook/test';
import { Notice } from '../src/Notice';

const meta = {
  title: 'ui/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Ship dates',
    children: 'Carriers do not pick up on Friday 3 July.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['warning', 'danger', 'success', 'info'] },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Prices changed',
    children:
      'The carrier changed its prices since you looked. Check your speeds before you go on.',
  },
};

/** Danger notices are alerts: a screen reader announces them at once. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Payment declined',
    children: 'Your card was declined. Try another card or payment method.',
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Order placed', children: 'Your order number is BS-104233.' },
};

export const WithoutTitle: Story = { args: { title: undefined } };

/** With `onDismiss` the notice has a Dismiss button. */
export const Dismissable: Story = { args: { onDismiss: fn() } };

/** The four tones together, to compare them in each theme. */
export const AllTones: Story = {
  render: () => (
    <>
      <Notice tone="info">Info: transit days are business days.</Notice>
      <Notice tone="success">Success: the coupon took $20.00 off.</Notice>
      <Notice tone="warning">Warning: one speed was replaced by the nearest price.</Notice>
      <Notice tone="danger">Danger: the rates could not be loaded.</Notice>
    </>
  ),
};
