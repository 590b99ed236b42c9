import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { addTranslation } from '../messages/catalogue';
import { LocaleProvider } from '../messages/LocaleContext';
import { StageChargesSummary } from './StageChargesSummary';
import { chargesOf, ground, toDenver, toVancouver, worldwide } from './shippingExamples';
import { shippingMessages } from './shippingMessages';

const groundToDenver = { ...toDenver, rateChoice: ground };
const worldwideToVancouver = { ...toVancouver, rateChoice: worldwide };

/** The amount a line of the summary shows beside its term. */
const amountOf = (region: HTMLElement, term: string | RegExp) =>
  within(region).getByText(term).nextElementSibling?.textContent;

describe('StageChargesSummary: what each stage charges (quote §5)', () => {
  it('names each stage and lists its speed, fees and total, with the sub-total', () => {
    render(
      <StageChargesSummary
        title="Your costs"
        trips={[groundToDenver, worldwideToVancouver]}
        charges={[
          chargesOf(groundToDenver, { pickupFee: 5 }),
          chargesOf(worldwideToVancouver, {
            clearanceFee: 385,
            boxes: [{ premiumProtection: { cost: 33.25 } }],
          }),
        ]}
        subTotal={673.5}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Your costs' });
    const [first, second] = within(summary).getAllByRole('heading', { level: 4 });
    expect(first?.textContent).toBe('Stage 1: Boulder, CO → Denver, CO');
    expect(second?.textContent).toBe('Stage 2: Boulder, CO → Vancouver, BC');

    const stageOne = first?.parentElement as HTMLElement;
    expect(amountOf(stageOne, 'Shipping (Ground)')).toBe('$65.50');
    expect(amountOf(stageOne, 'Pickup fee')).toBe('$5.00');
    expect(amountOf(stageOne, 'Stage 1 total')).toBe('$70.50');
    // A domestic stage without extras lists no line it does not charge.
    expect(within(stageOne).queryByText('Residential delivery')).toBeNull();
    expect(within(stageOne).queryByText('Premium protection')).toBeNull();
    expect(within(stageOne).queryByText(/clearance fee/)).toBeNull();

    const stageTwo = second?.parentElement as HTMLElement;
    expect(amountOf(stageTwo, 'Shipping (Worldwide Economy)')).toBe('$184.50');
    expect(amountOf(stageTwo, 'Residential delivery')).toBe('$4.75');
    expect(amountOf(stageTwo, 'Premium protection')).toBe('$33.25');
    expect(amountOf(stageTwo, 'Duties and taxes (clearance fee)')).toBe('$385.00');
    // $184.50 + $0 pickup + $385 + $4.75 + $33.25, summed by the core.
    expect(amountOf(stageTwo, 'Stage 2 total')).toBe('$607.50');

    expect(within(summary).getByRole('status').textContent).toBe('Sub-total: $673.50');
  });

  it('says when a stage has no speed yet', () => {
    render(
      <StageChargesSummary
        title="Your costs"
        trips={[toDenver]}
        charges={[chargesOf(toDenver)]}
        subTotal={0}
      />,
    );
    expect(amountOf(screen.getByRole('region'), 'Speed not chosen yet')).toBe('—');
    expect(screen.getByRole('status').textContent).toBe('Sub-total: $0.00');
  });

  it('shows what a surface adds to each stage and after the stages, and no sub-total unless given', () => {
    render(
      <StageChargesSummary
        title="Your order"
        trips={[groundToDenver]}
        charges={[chargesOf(groundToDenver)]}
        stageDetails={(trip, index) => <p>{`Stage ${index + 1} ships ${trip.shipDate}`}</p>}
      >
        <p>Road bike box</p>
      </StageChargesSummary>,
    );
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Stage 1 ships 2026-07-20')).toBeTruthy();
    expect(within(order).getByText('Road bike box')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks the surface’s locale: its messages and its money', () => {
    addTranslation(shippingMessages, 'fr', {
      'Stage {n}: {from} → {to}': 'Étape {n} : {from} → {to}',
      'Stage {n} total': 'Total de l’étape {n}',
    });
    render(
      <LocaleProvider locale="fr-CA">
        <StageChargesSummary
          title="Vos coûts"
          trips={[groundToDenver]}
          charges={[chargesOf(groundToDenver)]}
        />
      </LocaleProvider>,
    );
    const summary = screen.getByRole('region', { name: 'Vos coûts' });
    expect(within(summary).getByRole('heading', { level: 4 }).textContent).toBe(
      'Étape 1 : Boulder, CO → Denver, CO',
    );
    // Intl writes fr-CA amounts with a comma and a no-break space before the sign.
    expect(amountOf(summary, 'Total de l’étape 1')).toBe('65,50\u00a0$\u00a0US');
  });
});
