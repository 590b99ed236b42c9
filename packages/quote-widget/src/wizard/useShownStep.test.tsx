import { act, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderQuote } from '../testing/renderQuote';
import { QuoteWizard } from './QuoteWizard';

// Step 2's code arrives when the test lets it: the network of a phone, slow enough to see.
const costsCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../steps/costs/CostsStep', async (importOriginal) => {
  await costsCode.arrived;
  return importOriginal();
});

describe("a step change while the next step's code loads (a double tap on a phone)", () => {
  it('the step before stays, out of reach under "Loading the next step…", until the next step replaces it with its heading focused', async () => {
    const { runtime } = renderQuote(<QuoteWizard />);
    // The customer is in the wizard: the focus on its Get rates.
    screen.getByRole('button', { name: 'Get rates' }).focus();
    act(() => runtime.ship.getState().setStep(2));

    // The wizard keeps its height: the search is still there, inert (a second tap or key does
    // nothing), with the overlay over it — not a collapsed wizard and the page under it.
    expect(await screen.findByText('Loading the next step…')).toBeTruthy();
    const search = screen.getByRole('heading', { name: 'Get a shipping quote', level: 2 });
    expect(search.closest('[inert]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ship a bike' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    // Not its heading: the step the customer is going to takes the focus when it is there.
    expect(document.activeElement).not.toBe(search);

    costsCode.release();
    const costs = await screen.findByRole('heading', { name: 'Costs', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(costs));
    expect(screen.queryByRole('heading', { name: 'Get a shipping quote' })).toBeNull();
    expect(screen.queryByText('Loading the next step…')).toBeNull();
    expect(costs.closest('[inert]')).toBeNull();
  });
});
