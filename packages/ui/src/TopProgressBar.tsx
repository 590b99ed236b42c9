/**
 * The thin bar at the top while a page or step loads; it turns red on failure (quote §2).
 * `state`: 'idle' hides it, 'loading' runs it, 'failed' shows it red.
 * @example <TopProgressBar state={failed ? 'failed' : loading ? 'loading' : 'idle'} />
 */
export function TopProgressBar(props: { state: 'idle' | 'loading' | 'failed' }) {
  if (props.state === 'idle') return null;
  return (
    <div
      className={`bs-top-progress bs-top-progress-${props.state}`}
      role="progressbar"
      aria-label={props.state === 'failed' ? 'Loading failed' : 'Loading'}
      part="top-progress"
    />
  );
}

export const topProgressBarCss = `
.bs-top-progress { position: absolute; top: 0; left: 0; height: 3px; width: 100%; z-index: 6;
  background: linear-gradient(90deg, var(--bs-color-primary) 40%, transparent 40%);
  background-size: 250% 100%; animation: bs-progress 1.2s linear infinite; }
.bs-top-progress-failed { background: var(--bs-color-danger); animation: none; }
@keyframes bs-progress { from { background-position: 100% 0; } to { background-position: -150% 0; } }
@media (prefers-reduced-motion: reduce) { .bs-top-progress { animation: none; } }
`;
