import { lazy } from 'react';
import { AfterHydration } from '../../shell/AfterHydration';

const SiteWizard = lazy(() => import('./SiteWizard'));

/**
 * The wizard's place on a page (/ship, an event's page): a screen's height from the first paint
 * (styles/pages.css), and the wizard — its own chunk, the largest of the site — after the
 * hydration, in the first idle turn after the cookie banner. Why not in the page's chunk: the
 * page's HTML names its chunk and what it imports as modulepreloads, and the wizard's code there
 * competed with the page's first paint on a slow network (FCP 2.4 s on /ship, Lighthouse's
 * mobile profile), while the wizard is not in the prerendered HTML anyway (it needs the
 * browser).
 */
export function WizardPlace(props: { eventCode?: string | undefined }) {
  return (
    <div className="site-wizard">
      <AfterHydration urgency="content">
        <SiteWizard eventCode={props.eventCode} />
      </AfterHydration>
    </div>
  );
}
