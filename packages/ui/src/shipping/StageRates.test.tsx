import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../messages/LocaleContext';
import { StageRates } from './StageRates';
import { economy, ground, worldwide } from './shippingExamples';

function renderRates(props: { chosen?: number; disabled?: boolean; locale?: string } = {}) {
  const onChoose = vi.fn();
  render(
    <LocaleProvider locale={props.locale ?? 'en-US'}>
      <h3 id="stage-1">Stage 1</h3>
      <StageRates
        options={[economy, ground, worldwide]}
        chosen={props.chosen}
        labelledBy="stage-1"
        disabled={props.disabled}
        onChoose={onChoose}
      />
    </LocaleProvider>,
  );
  return { onChoose, user: userEvent.setup() };
}

const optionTexts = () =>
  screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('StageRates: the speeds of a stage', () => {
  it('is one radio group named by the stage, each speed with its price, transit days and dates', () => {
    renderRates({ chosen: ground.code });
    expect(screen.getByRole('radiogroup', { name: 'Stage 1' })).toBeTruthy();
    expect(optionTexts()).toEqual([
      'Economy$57.652 business days · ships Mon, Jul 20 · delivered Wed, Jul 22',
      'Ground$65.501 business day · ships Mon, Jul 20 · delivered Tue, Jul 21',
      'Worldwide Economy$184.505 business days · ships Mon, Jul 20 · delivered Sat, Jul 25 · plus $4.75 residential delivery',
    ]);
    expect(screen.getByRole('radio', { name: /^Ground/ })).toHaveProperty('checked', true);
  });

  it('reports the speed chosen and leaves the choice to the caller', async () => {
    const { onChoose, user } = renderRates({ chosen: ground.code });
    await user.click(screen.getByRole('radio', { name: /^Economy/ }));
    expect(onChoose).toHaveBeenCalledWith(economy);
  });

  it('cannot be changed while disabled (new rates on their way)', () => {
    renderRates({ disabled: true });
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveProperty('disabled', true);
  });

  it('writes prices and dates in the surface’s locale', () => {
    renderRates({ locale: 'de-DE' });
    expect(optionTexts()[0]).toBe(
      'Economy57,65\u00a0$2 business days · ships Mo., 20. Juli · delivered Mi., 22. Juli',
    );
  });
});
