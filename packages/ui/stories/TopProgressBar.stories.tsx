import type { Meta, StoryObj } from '@storybook/preact-vite';
import { TopProgressBar } from '../src/TopProgressBar';

const meta = {
  title: 'ui/TopProgressBar',
  component: TopProgressBar,
  // The bar sits at the top of its positioned parent: here a step-sized panel.
  render: (args) => (
    <section className="bs-wizard" aria-label="Ship a bike">
      <TopProgressBar {...args} />
      <h2>Shipping costs</h2>
      <p>The bar runs while the step loads and turns red when loading failed.</p>
    </section>
  ),
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { state: 'failed' } };
