/**
 * CSS of Notice (its own module: a bundle takes a component's code only where it is rendered).
 * The close button is 44 px each way where the pointer is a finger (WCAG 2.5.5), smaller beside
 * the text under a mouse.
 */
export const noticeCss = `
.bs-notice {
  display: flex; gap: var(--bs-space); align-items: flex-start; border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 1.5); margin-block: var(--bs-space); border-left: 4px solid;
}
.bs-notice-body { flex: 1; }
.bs-notice-title { display: block; margin-bottom: 2px; }
.bs-notice-warning { background: var(--bs-color-warning-bg); color: var(--bs-color-warning); }
.bs-notice-danger { background: var(--bs-color-danger-bg); color: var(--bs-color-danger); }
.bs-notice-success { background: var(--bs-color-success-bg); color: var(--bs-color-success); }
.bs-notice-info { background: var(--bs-color-info-bg); color: var(--bs-color-info); }
.bs-notice-close {
  font: inherit; font-size: 1.25em; line-height: 1; background: none; border: 0; color: inherit;
  cursor: pointer; min-width: 32px; min-height: 32px;
}
@media (pointer: coarse) { .bs-notice-close { min-width: 44px; min-height: 44px; } }
`;
