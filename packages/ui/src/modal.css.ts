/** CSS of Modal (its own module: a bundle takes a component's code only where it is rendered). */
export const modalCss = `
.bs-modal-backdrop {
  position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center;
  background: rgb(0 0 0 / 45%); padding: calc(var(--bs-space) * 2);
}
.bs-modal {
  background: var(--bs-color-surface); color: var(--bs-color-text); border-radius: var(--bs-radius);
  box-shadow: var(--bs-shadow); max-width: 560px; width: 100%; max-height: 90vh; overflow: auto;
  padding: calc(var(--bs-space) * 3);
}
.bs-modal-header { display: flex; justify-content: space-between; align-items: center; gap: var(--bs-space); }
.bs-modal-title { margin: 0; font-size: 1.25em; }
.bs-modal-close { font: inherit; font-size: 1.5em; background: none; border: 0; cursor: pointer; color: inherit; min-width: 44px; min-height: 44px; }
`;
