import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LayoutName } from '../routes/routeTable';

/** The three layouts of shell §2 around a page. */
export function SiteLayout(props: { layout: LayoutName; children: ReactNode }) {
  return (
    <div className={`site site-layout-${props.layout}`}>
      <header className="site-header">
        <Link to="/" className="site-logo">
          bikeship
        </Link>
      </header>
      <main id="main" className="site-main">
        {props.children}
      </main>
      <footer className="site-footer">
        <p>© 2009–{new Date().getFullYear()} bikeship</p>
      </footer>
    </div>
  );
}
