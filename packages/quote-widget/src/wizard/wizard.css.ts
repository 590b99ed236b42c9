/**
 * The wizard frame: progress list, step area. Host-page theming: --bikeship-* and ::part().
 *
 * The frame is a size container: the wizard lays itself out for its own width, not the page's —
 * a partner's 300 px sidebar on a wide screen gets the narrow layout, as a phone does. Narrow,
 * the progress list shows the step numbers and the current step's name on one line (each name
 * stays in the list for screen readers), and the padding tightens.
 *
 * "Getting rates…" covers the whole wizard, whose middle may be far off-screen on a phone: its
 * words stick to the visible part of the wizard (sticky within the overlay), where the customer
 * just pressed Get rates.
 *
 * Where the pointer is a finger a step link is a 44 px target each way (WCAG 2.5.5) — narrow,
 * it is only its number; under a mouse it stays a link in the line of steps.
 */
export const wizardCss = `
.bs-widget { container: bs-widget / inline-size; }
.bs-wizard { position: relative; display: flex; flex-direction: column; gap: calc(var(--bs-space) * 2);
  background: var(--bs-color-surface); padding: calc(var(--bs-space) * 2); border-radius: var(--bs-radius); }
.bs-progress ol { display: flex; flex-wrap: wrap; gap: var(--bs-space); list-style: none; margin: 0; padding: 0; }
.bs-progress li { display: flex; align-items: center; color: var(--bs-color-muted); }
.bs-progress li[data-state='current'] { color: var(--bs-color-text); font-weight: 700; }
.bs-progress-number { display: inline-flex; align-items: center; justify-content: center; width: 1.75em; height: 1.75em;
  border-radius: 50%; border: 2px solid currentColor; margin-right: 4px; font-size: 0.85em; }
.bs-progress li[data-state='current'] .bs-progress-number { background: var(--bs-color-primary); border-color: var(--bs-color-primary); color: var(--bs-color-primary-text); }
.bs-progress-link { font: inherit; color: var(--bs-color-primary); background: none; border: 0; cursor: pointer; padding: 4px; }
@media (pointer: coarse) { .bs-progress-link { min-width: 44px; min-height: 44px; } }
.bs-step { display: flex; flex-direction: column; gap: var(--bs-space); }
/* A step change scrolls its heading to the top: the focus ring stays in view above it. */
.bs-step h2 { margin: 0; font-size: 1.35em; scroll-margin-top: 8px; }
.bs-step-actions { display: flex; justify-content: space-between; gap: var(--bs-space); flex-wrap: wrap; margin-top: var(--bs-space); }
.bs-wizard > .bs-loading > * { position: sticky; top: 45vh; bottom: 45vh; }
@container bs-widget (max-width: 479px) {
  .bs-wizard { padding: var(--bs-space); }
  .bs-progress ol { flex-wrap: nowrap; gap: 4px; }
  .bs-progress li:not([data-state='current']) { font-size: 0; }
  .bs-progress li .bs-progress-number { font-size: calc(var(--bs-font-size) * 0.85); margin-right: 0; }
  .bs-progress li[data-state='current'] .bs-progress-number { margin-right: 4px; }
  /* The 44 px links space their numbers themselves; a gap too would wrap the current step's name.
     The steps that are no link (the current one, those to come) get their own room. */
  @media (pointer: coarse) { .bs-progress ol { gap: 0; } .bs-progress li > span { padding: 0 4px; } }
}
`;
