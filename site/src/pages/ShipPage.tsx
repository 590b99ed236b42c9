import { WizardPlace } from './ship/WizardPlace';

/**
 * `/ship`: the five-step wizard on React 19 (quote §2). What it brings along is the wizard's
 * own: the ship flow's and each step's notices (StepNotices), the resume of the session's active
 * search — a Resume on /yoursearches stores it and comes here (AccountPage's `shipPage`) — and
 * no session modals of its own: those are the user menu's, so a signed-in customer gets each
 * once. A paid order goes on to /confirmation (SiteWizard).
 */
export default function ShipPage() {
  return (
    <section className="site-page site-ship" aria-labelledby="ship-title">
      <h1 id="ship-title">Ship a bike or bike case</h1>
      <WizardPlace />
    </section>
  );
}
