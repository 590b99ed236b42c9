import type { Meta, StoryObj } from '@storybook/preact-vite';
import { Button } from '../src/Button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Get rates', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Link: Story = { args: { variant: 'link', children: 'Start over' } };

/** While its action runs the button is disabled and says so (aria-busy): no double payment. */
export const Busy: Story = { args: { busy: true, children: 'Paying…' } };

export const Disabled: Story = { args: { disabled: true } };

/** The step's actions side by side, as a step shows them. */
export const StepActions: Story = {
  render: () => (
    <div className="bs-step-actions">
      <Button>Back</Button>
      <Button variant="primary">Continue</Button>
    </div>
  ),
};
