import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Notice } from './Notice';
import { TopProgressBar } from './TopProgressBar';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Back</Button>);
    expect(screen.getByRole('button', { name: 'Back' }).getAttribute('type')).toBe('button');
  });

  it('while busy cannot be clicked again (a double click never pays twice)', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Notice', () => {
  it('announces a danger notice at once and the others politely', () => {
    render(
      <>
        <Notice tone="danger" title="Payment declined">
          Your card was declined.
        </Notice>
        <Notice tone="info">Rates unchanged.</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined.');
    expect(screen.getByRole('status').textContent).toContain('Rates unchanged.');
  });

  it('has a Dismiss button only when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <Notice tone="warning" onDismiss={onDismiss}>
        Holiday: pickups resume Monday.
      </Notice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('TopProgressBar (quote §2: turns red on failure)', () => {
  it('shows nothing when idle, a progress bar while loading, a failed one on failure', () => {
    const { rerender } = render(<TopProgressBar state="idle" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<TopProgressBar state="loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    rerender(<TopProgressBar state="failed" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading failed' });
    expect(bar.className).toContain('bs-top-progress-failed');
  });
});
