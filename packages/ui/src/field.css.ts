/**
 * CSS of Field (its own module: a bundle takes a component's code only where it is rendered).
 * A checkbox sits beside its label, its hint under the label; where the pointer is a finger the
 * label, which toggles the checkbox too, is 44 px high: the checkbox's tap target.
 */
export const fieldCss = `
.bs-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: calc(var(--bs-space) * 1.5); }
.bs-field-label { font-weight: 600; }
.bs-input {
  font: inherit; color: var(--bs-color-text); background: var(--bs-color-surface);
  border: 1px solid var(--bs-color-border); border-radius: var(--bs-radius);
  padding: var(--bs-space); min-height: 44px; width: 100%;
}
.bs-field-invalid .bs-input { border-color: var(--bs-color-danger); border-width: 2px; }
.bs-field-hint { color: var(--bs-color-muted); font-size: 0.875em; }
.bs-field-error { color: var(--bs-color-danger); font-size: 0.875em; font-weight: 600; }
.bs-checkbox { display: grid; grid-template-columns: auto 1fr; gap: var(--bs-space); align-items: center; margin-bottom: var(--bs-space); }
.bs-checkbox input { width: 20px; height: 20px; }
.bs-checkbox .bs-field-hint { grid-column: 2; }
@media (pointer: coarse) { .bs-checkbox label { min-height: 44px; display: flex; align-items: center; } }
`;
