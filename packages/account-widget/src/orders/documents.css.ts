/**
 * CSS of a stage's documents (classes `bs-order-document…`): one row per file that wraps on a
 * phone, the picker's label drawn as a button that shows the hidden input's focus and state.
 */
export const documentsCss = `
.bs-order-documents { display: flex; flex-direction: column; gap: calc(var(--bs-space) / 2); }
.bs-order-documents h4 { margin: 0; font-size: 1em; }
.bs-order-documents p { margin: 0; }
.bs-order-documents-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(var(--bs-space) / 2); }
.bs-order-document { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem var(--bs-space); }
.bs-order-document-name { font-weight: 600; overflow-wrap: anywhere; }
.bs-order-document-facts { flex: 1 1 12rem; }
.bs-order-document .bs-button, .bs-order-document-pick { min-height: 44px; }
.bs-order-document-pick { display: inline-flex; align-items: center; cursor: pointer; }
.bs-order-documents input:focus-visible + .bs-order-document-pick { outline: 3px solid var(--bs-color-focus); outline-offset: 2px; }
.bs-order-documents input:disabled + .bs-order-document-pick { opacity: 0.6; cursor: not-allowed; }
.bs-order-document-progress { display: flex; align-items: center; gap: var(--bs-space); }
.bs-order-document-progress progress { flex: 1; height: 0.75rem; }
.bs-order-document-hint { font-size: 0.9em; }
`;
