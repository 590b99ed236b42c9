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

export const buttonCss = `
.bs-button {
  font: inherit; cursor: pointer; border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 1.25) calc(var(--bs-space) * 2.5);
  border: 1px solid var(--bs-color-primary); min-height: 44px;
}
.bs-button-primary { background: var(--bs-color-primary); color: var(--bs-color-primary-text); font-weight: 600; }
.bs-button-secondary { background: var(--bs-color-surface); color: var(--bs-color-primary); }
.bs-button-link { background: none; border-color: transparent; color: var(--bs-color-primary); text-decoration: underline; padding-inline: 0; min-height: 0; }
.bs-button:disabled { opacity: 0.6; cursor: not-allowed; }
.bs-button[aria-busy='true'] { cursor: progress; }
`;
