import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import ContentsStep from '../src/steps/contents/ContentsStep';
import { orderableFees, orderableSearch, seedSearch } from '../src/testing/fixtures/order';
import { QuoteWizard } from '../src/wizard/QuoteWizard';
import { type QuoteWorld, quoteRuntimeLoader, quoteSetup, withQuoteRuntime } from './quoteStory';
import { wizardHandlers } from './wizardHandlers';

/** Step 4 in the wizard frame, on a search steps 1–3 filled (fixtures/order.ts). */
const meta = {
  title: 'quote-widget/Wizard/4 Contents',
  component: ContentsStep,
  loaders: [quoteRuntimeLoader],
  decorators: [withQuoteRuntime],
  render: () => <QuoteWizard />,
  parameters: quoteSetup({ handlers: wizardHandlers }),
} satisfies Meta<typeof ContentsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** San Francisco → Boulder (domestic), or Boulder → Vancouver (international), at step 4. */
const atContents =
  (options: { international?: boolean; blank?: boolean } = {}) =>
  ({ runtime }: QuoteWorld) => {
    const search = orderableSearch({ international: options.international, step: 4 });
    if (options.blank) {
      search.boxes = search.boxes.map((box) => ({ ...box, category: '', contents: undefined }));
      search.descriptions = [];
    }
    seedSearch(runtime, search, orderableFees(options));
  };

const pressContinue: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: /continue to payment/i }),
  );
};

/** Domestic: what is in each box and a description; no customs fields. */
export const Domestic: Story = { parameters: quoteSetup({ prepare: atContents() }) };

/** Domestic, nothing chosen yet, Continue pressed: the errors under their fields. */
export const DomesticErrors: Story = {
  parameters: quoteSetup({ prepare: atContents({ blank: true }) }),
  play: pressContinue,
};

/** International: each box's customs fields (HS code, value for customs, customs description). */
export const InternationalCustoms: Story = {
  parameters: quoteSetup({ prepare: atContents({ international: true }) }),
};

/** International, nothing chosen yet, Continue pressed: the customs fields say what they need. */
export const InternationalCustomsErrors: Story = {
  parameters: quoteSetup({ prepare: atContents({ international: true, blank: true }) }),
  play: pressContinue,
};
