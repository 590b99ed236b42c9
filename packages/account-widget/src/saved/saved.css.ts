/**
 * CSS of the customer's own lists (saved boxes, addresses, cards, searches) and the profile:
 * one item a row, its actions beside it on a wide element and under it on a phone. Adopted by
 * those views only, so the element's first load does not carry it.
 */
export const savedCss = `
.bs-account-wide { max-width: 40rem; }
.bs-saved-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-saved-item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--bs-space);
  padding: var(--bs-space); border: 1px solid var(--bs-color-border, #c8ccd2); border-radius: var(--bs-radius); }
.bs-saved-text { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.bs-saved-actions { display: flex; flex-wrap: wrap; gap: calc(var(--bs-space) / 2); }
.bs-saved-actions .bs-button { min-height: 44px; }
.bs-saved-item > .bs-notice { flex-basis: 100%; }
.bs-saved-item > .bs-saved-editor { flex: 1 1 100%; min-width: 0; }
.bs-account fieldset { border: 0; padding: 0; margin: 0; }
.bs-account legend { font-weight: 600; padding: 0; margin-bottom: calc(var(--bs-space) / 2); }
`;
