import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function renderModal(now: () => number) {
  const onClose = vi.fn();
  const view = render(
    <Modal title="Confirm your password" open onClose={onClose} now={now}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </Modal>,
  );
  return { onClose, view };
}

describe('Modal (shell §2)', () => {
  it('is a labelled modal dialog and moves focus into it', () => {
    renderModal(() => 0);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('First');
  });

  it('ignores a click outside during its first 100 ms, then closes on one', async () => {
    let time = 1000;
    const { onClose, view } = renderModal(() => time);
    const backdrop = view.container.querySelector('.bs-modal-backdrop') as HTMLElement;
    time = 1099;
    await userEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    time = 1100;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a click inside the dialog', async () => {
    let time = 0;
    const { onClose } = renderModal(() => time);
    time = 5000;
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape and with its Close button', async () => {
    const { onClose } = renderModal(() => 0);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    renderModal(() => 0);
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toBe(document.activeElement);
  });
});
