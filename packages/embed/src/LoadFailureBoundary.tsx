import { Button, Notice, useMessages } from '@bikeship/ui';
import { Component, type ReactNode } from 'react';
import { embedMessages } from './embedMessages';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** Reloads the page (the element passes `location.reload`). */
  onReload(): void;
  /** Hears what could not be shown (the element reports it: errorLog.ts). */
  onError?(error: unknown): void;
}

/**
 * Catches a part of the widget that could not be shown — most often a lazy chunk the browser
 * could not fetch: the connection dropped, or a new release replaced the files this page
 * started with — and says so in place with a way out, instead of leaving the element empty.
 * Nothing is lost: the search lives in the session (tab storage, or the user's saved search)
 * and a reload resumes it (quote §2).
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The page's developers look here; the customer reads the notice.
    console.error('bikeship: a part of the quote could not be shown', error);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <LoadFailureNotice onReload={this.props.onReload} />;
  }
}

function LoadFailureNotice(props: { onReload(): void }) {
  const t = useMessages(embedMessages);
  return (
    <Notice tone="danger" title={t('This part of the page could not load')}>
      {t('Check your connection, then reload the page: your search is kept.')}{' '}
      <Button variant="link" onClick={props.onReload}>
        {t('Reload the page')}
      </Button>
    </Notice>
  );
}
