import { useMessages } from './messages/LocaleContext';
import { uiMessages } from './messages/uiMessages';

/**
 * Covers its positioned parent while something loads, and says what in a live region.
 * @example {loading ? <LoadingOverlay label="Getting rates" /> : null}
 */
export function LoadingOverlay(props: { label: string }) {
  const t = useMessages(uiMessages);
  return (
    <div className="bs-loading" role="status" aria-live="polite" part="loading">
      <span className="bs-spinner" aria-hidden="true" />
      <span>{t('{label}…', { label: props.label })}</span>
    </div>
  );
}
