import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the step's main action; secondary: the others; link: looks like a link. */
  variant?: 'primary' | 'secondary' | 'link';
  /** Disables the button and says why to assistive technology while an action runs. */
  busy?: boolean;
}

/**
 * A button. `busy` disables it while its action runs, so a double click cannot send twice.
 * @example <Button variant="primary" busy={paying} onClick={pay}>Pay $182.00</Button>
 */
export function Button({
  variant = 'secondary',
  busy = false,
  type,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`bs-button bs-button-${variant}${rest.className ? ` ${rest.className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}
