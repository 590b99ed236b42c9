import type { Meta, StoryObj } from '@storybook/preact-vite';
import { LoadingOverlay } from '../src/LoadingOverlay';

const meta = {
  title: 'ui/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: 'Getting rates' },
  // The overlay covers its positioned parent: here a step-sized panel.
  render: (args) => (
    <section className="bs-wizard" aria-label="Ship a bike" aria-busy="true">
      <h2>Your trip</h2>
      <p>From Boulder, CO 80302 to Bend, OR 97702, one bike shop box.</p>
      <LoadingOverlay {...args} />
    </section>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GettingRates: Story = {};

export const NextStep: Story = { args: { label: 'Loading the next step' } };
