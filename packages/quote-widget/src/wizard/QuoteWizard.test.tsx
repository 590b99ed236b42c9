import type { RateOption } from '@bikeship/core/schemas';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderQuote } from '../testing/renderQuote';
import { QuoteWizard } from './QuoteWizard';
import { useWizardEvents } from './useWizardEvents';

function WizardEventsProbe() {
  useWizardEvents();
  return null;
}

const rate = (price: number): RateOption => ({
  name: 'Ground',
  shortName: 'GND',
  code: 3,
  rate: price,
  selected: false,
  transitDays: 4,
  upsTransitDays: 4,
  residentialFee: 0,
  packages: [],
});

const shipNotice = {
  name: 'holiday-pickups',
  page: 'ship',
  pages: [2],
  type: 'alert-warning',
  expletive: 'Heads up!',
  message: 'No pickups on Thanksgiving.',
  dismissable: true,
  active: true,
};

describe('the wizard frame (quote §2)', () => {
  it('shows the five steps with the current one marked', () => {
    renderQuote(<QuoteWizard />);
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    expect(
      steps.getAllByRole('listitem').map((item) => item.textContent?.replace(/\d/, '').trim()),
    ).toEqual(['Search', 'Costs', 'Details', 'Contents', 'Payment']);
    expect(steps.getByText('Search').closest('[aria-current]')?.getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('loads a later step when the wizard reaches it, and offers the way back', async () => {
    const { runtime } = renderQuote(<QuoteWizard />);
    runtime.ship.getState().setStep(2);
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    await userEvent.click(await steps.findByRole('button', { name: /Search/ }));
    expect(runtime.ship.getState().search.step).toBe(1);
  });

  it('tells the page about each step change (bikeship:step) and each set of rates (bikeship:quote)', () => {
    const { runtime, events } = renderQuote(
      <>
        <WizardEventsProbe />
        <QuoteWizard />
      </>,
    );
    const seen: [string, unknown][] = [];
    for (const name of ['bikeship:step', 'bikeship:quote']) {
      events.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    runtime.ship.getState().setStep(2);
    runtime.ship.getState().updateSearch({
      rates: [
        { stage: 1, pickupFee: 5, rates: [rate(42.5), rate(80)] },
        { stage: 2, pickupFee: 5, rates: [rate(39)] },
      ],
    });
    expect(seen).toEqual([
      ['bikeship:step', { step: 2, previousStep: 1 }],
      ['bikeship:quote', { stages: 2, cheapestPerStage: [42.5, 39] }],
    ]);
  });

  it('shows a notice aimed at one step only on that step, and lets the user dismiss it', async () => {
    const { runtime } = renderQuote(<QuoteWizard />, {
      'GET /api/Alerts/time/:time': () => [shipNotice],
    });
    await runtime.notices.getState().loadCurrent();
    expect(screen.queryByText('No pickups on Thanksgiving.')).toBeNull();
    runtime.ship.getState().setStep(2);
    expect(await screen.findByText('No pickups on Thanksgiving.')).toBeTruthy();
    expect(screen.getByText('Heads up!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('No pickups on Thanksgiving.')).toBeNull();
  });
});
