/**
 * CSS of the costs step (classes prefixed `bs-costs-`). The rate options and the charges summary
 * are ui's (stageRatesCss, stageChargesSummaryCss), adopted by the step beside this; the landed
 * cost's lines use the summary's `bs-charges-lines` so they read as the same kind of list.
 */
export const costsStepCss = `
.bs-costs-hint { color: var(--bs-color-muted); margin: 0; }
.bs-costs-toolbar { display: flex; justify-content: flex-end; }
.bs-costs-stage, .bs-costs-protection {
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 2); display: flex; flex-direction: column; gap: var(--bs-space);
}
.bs-costs-stage h3, .bs-costs-protection h3 { margin: 0; font-size: 1.1em; }
.bs-costs-choices { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 4px; }
.bs-costs-choices legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
/* A choice's text wraps under itself on a narrow screen, never cut; the radio stays by its first line. */
.bs-costs-choice { display: flex; gap: var(--bs-space); align-items: flex-start; min-height: 32px; padding: 4px 0; cursor: pointer; }
.bs-costs-choice input { flex: none; width: 20px; height: 20px; margin: 2px 0 0; }
.bs-costs-choice span { min-width: 0; overflow-wrap: anywhere; }
/* Where the pointer is a finger the row, which checks its radio too, is a 44 px target (WCAG
   2.5.5); the padding keeps a one-line row's text in its middle. */
@media (pointer: coarse) { .bs-costs-choice { min-height: 44px; padding-block: 10px; } }
.bs-costs-choice input[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.bs-costs-landed h4 { margin: 0 0 4px; font-size: 1em; }
.bs-costs-landed p { margin: 0; }
.bs-costs-continue { display: flex; flex-direction: column; align-items: flex-end; gap: 4px; }
`;
