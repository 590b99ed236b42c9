/**
 * Covers its positioned parent while something loads, and says what in a live region.
 * @example {loading ? <LoadingOverlay label="Getting rates" /> : null}
 */
export function LoadingOverlay(props: { label: string }) {
  return (
    <div className="bs-loading" role="status" aria-live="polite" part="loading">
      <span className="bs-spinner" aria-hidden="true" />
      <span>{props.label}…</span>
    </div>
  );
}
