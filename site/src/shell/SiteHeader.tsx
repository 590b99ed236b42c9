import { Link } from 'react-router';
import { HeaderUserMenu } from './HeaderUserMenu';
import { MainMenu } from './MainMenu';
import { SiteLogo } from './SiteLogo';

/** The header of every layout: the logo (home), the main menu and the user menu (shell §2). */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-logo" aria-label="bikeship home">
          <SiteLogo />
        </Link>
        <MainMenu />
        <HeaderUserMenu />
      </div>
    </header>
  );
}
