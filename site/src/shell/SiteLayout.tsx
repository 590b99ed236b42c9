import type { ReactNode } from 'react';
import type { LayoutName } from '../routes/routeTable';
import { NavigationFeedback } from './NavigationFeedback';
import { ServiceBar } from './ServiceBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The three layouts of shell §2 around a page: `default` (header, page, footer), `contact` (the
 * footer with the contact block) and `serviceBar` (the three-item service bar under the page's
 * opening). `failed` turns the navigation bar red: the error page after a failed navigation.
 */
export function SiteLayout(props: { layout: LayoutName; failed?: boolean; children: ReactNode }) {
  return (
    <div className={`site site-layout-${props.layout}`}>
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <NavigationFeedback failed={props.failed ?? false} />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {props.children}
      </main>
      {props.layout === 'serviceBar' ? <ServiceBar /> : null}
      <SiteFooter withContact={props.layout === 'contact'} />
    </div>
  );
}
