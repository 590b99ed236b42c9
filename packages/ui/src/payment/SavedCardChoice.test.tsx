import type { PaymentMethod } from '@bikeship/core/schemas';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SavedCardChoice } from './SavedCardChoice';

const VISA: PaymentMethod = {
  id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
};
const AMEX: PaymentMethod = {
  id: 'pm_amex',
  brand: 'amex',
  last4: '0005',
  expMonth: 9,
  expYear: 2031,
  isDefault: true,
};

/** The choice as a payment form holds it, with the cards arriving after the first render. */
function PaymentForm(props: { cards: PaymentMethod[]; chosen?: string }) {
  const [chosen, setChosen] = useState<string | undefined>(props.chosen);
  const [save, setSave] = useState(false);
  return (
    <SavedCardChoice
      cards={props.cards}
      chosen={chosen}
      onChoose={setChosen}
      save={save}
      onSaveChange={setSave}
    />
  );
}

const radio = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('SavedCardChoice: which card pays', () => {
  it("chooses the customer's default saved card when the cards arrive; A new card is one click away", async () => {
    const { rerender } = render(<PaymentForm cards={[]} />);
    expect(screen.queryByRole('radio')).toBeNull();
    rerender(<PaymentForm cards={[VISA, AMEX]} />);
    expect(radio(/Amex ending 0005/).checked).toBe(true);
    expect(radio('A new card').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();

    await userEvent.click(radio('A new card'));
    expect(radio('A new card').checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).toBeDefined();
    // Choosing A new card sticks: the default is not forced back.
    rerender(<PaymentForm cards={[VISA, AMEX]} />);
    expect(radio('A new card').checked).toBe(true);
  });

  it('chooses the first saved card when none is the default, and keeps a choice already made', () => {
    render(<PaymentForm cards={[VISA, { ...AMEX, isDefault: false }]} />);
    expect(radio(/Visa ending 4242/).checked).toBe(true);
    render(<PaymentForm cards={[VISA, AMEX]} chosen="pm_visa" />);
    expect(screen.getAllByRole<HTMLInputElement>('radio', { name: /Visa/ })[1]?.checked).toBe(true);
  });

  it('offers only the card entry, with Save, to a customer without saved cards', () => {
    render(<PaymentForm cards={[]} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).toBeDefined();
  });
});
