import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { StageChargesSummary } from '../src/shipping/StageChargesSummary';
import { StageRates } from '../src/shipping/StageRates';
import {
  chargesOf,
  economy,
  ground,
  toDenver,
  toVancouver,
  worldwide,
} from '../src/shipping/shippingExamples';

const groundToDenver = { ...toDenver, rateChoice: ground };
const worldwideToVancouver = { ...toVancouver, rateChoice: worldwide };

const meta = {
  title: 'ui/StageChargesSummary',
  component: StageChargesSummary,
  args: {
    title: 'Your costs',
    trips: [groundToDenver],
    charges: [chargesOf(groundToDenver, { pickupFee: 5 })],
    subTotal: 70.5,
  },
} satisfies Meta<typeof StageChargesSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The costs step's summary: one domestic stage with a scheduled pickup, and the sub-total. */
export const OneStage: Story = {};

/**
 * A round trip abroad: residential delivery, premium protection and the clearance fee out; no
 * speed chosen yet back.
 */
export const InternationalRoundTrip: Story = {
  args: {
    trips: [worldwideToVancouver, { ...toVancouver, from: toVancouver.to, to: toVancouver.from }],
    charges: [
      chargesOf(worldwideToVancouver, {
        clearanceFee: 385,
        boxes: [{ premiumProtection: { cost: 33.25 } }],
      }),
      chargesOf(toVancouver, { boxes: [{ premiumProtection: { cost: 33.25 } }] }),
    ],
    subTotal: 640.75,
  },
};

/** The payment step's order: each stage's dates and addresses, the boxes, no sub-total. */
export const Order: Story = {
  args: {
    title: 'Your order',
    subTotal: undefined,
    stageDetails: () => (
      <p className="bs-payment-muted">Ground, ships Mon, Jul 20, arrives Tue, Jul 21</p>
    ),
    children: (
      <ul>
        <li>Road bike box: 54 × 8 × 30 in, 45 lb, Bicycle, declared $2,000.00</li>
      </ul>
    ),
  },
};

/** With the stage's speeds above it, as the costs step shows them: choosing one sums again. */
export const WithStageRates: Story = {
  render: () => <ChooseAndSum />,
};

function ChooseAndSum() {
  const [chosen, setChosen] = useState(economy);
  const trip = { ...toDenver, rateChoice: chosen };
  return (
    <>
      <h3 id="story-stage-1">Stage 1: Boulder, CO → Denver, CO</h3>
      <StageRates
        options={[economy, ground]}
        chosen={chosen.code}
        labelledBy="story-stage-1"
        onChoose={setChosen}
      />
      <StageChargesSummary
        title="Your costs"
        trips={[trip]}
        charges={[chargesOf(trip)]}
        subTotal={chosen.rate}
      />
    </>
  );
}
