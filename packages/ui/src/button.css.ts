/**
 * CSS of Button (its own module: a bundle takes a component's code only where it is rendered).
 * Every button is at least 44 px high, a finger's width (WCAG 2.5.5); a link-like one only
 * where the pointer is a finger, so it sits in a line of text under a mouse.
 */
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
@media (pointer: coarse) { .bs-button-link { min-height: 44px; } }
`;
