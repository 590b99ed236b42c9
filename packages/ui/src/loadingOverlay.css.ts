/** CSS of LoadingOverlay (its own module: a bundle takes a component's code only where it is rendered). */
export const loadingOverlayCss = `
/* An element's frame is the overlay's positioned parent from the first render: before a tree's
   own CSS is adopted, an overlay would cover the partner's whole page. */
.bs-widget { position: relative; }
.bs-loading {
  position: absolute; inset: 0; display: flex; gap: var(--bs-space); align-items: center;
  justify-content: center; background: color-mix(in srgb, var(--bs-color-surface) 80%, transparent);
  z-index: 5; font-weight: 600;
}
.bs-spinner {
  width: 24px; height: 24px; border-radius: 50%; border: 3px solid var(--bs-color-border);
  border-top-color: var(--bs-color-primary); animation: bs-spin 0.8s linear infinite;
}
@keyframes bs-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .bs-spinner { animation: none; } }
`;
