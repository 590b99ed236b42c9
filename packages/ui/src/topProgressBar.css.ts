/** CSS of TopProgressBar (its own module: a bundle takes a component's code only where it is rendered). */
export const topProgressBarCss = `
.bs-top-progress { position: absolute; top: 0; left: 0; height: 3px; width: 100%; z-index: 6;
  background: linear-gradient(90deg, var(--bs-color-primary) 40%, transparent 40%);
  background-size: 250% 100%; animation: bs-progress 1.2s linear infinite; }
.bs-top-progress-failed { background: var(--bs-color-danger); animation: none; }
@keyframes bs-progress { from { background-position: 100% 0; } to { background-position: -150% 0; } }
@media (prefers-reduced-motion: reduce) { .bs-top-progress { animation: none; } }
`;
