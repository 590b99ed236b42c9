import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage';

interface Props {
  children: ReactNode;
  /** Told once the page failed: the shell turns the navigation bar red. */
  onError(): void;
}

/**
 * What the site shows when a page throws or its chunk fails to load: the error page in place of
 * the page, inside the layout. The shell gives it a new key per path, so the next navigation
 * starts clean.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render() {
    if (this.state.failed) return <RouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
