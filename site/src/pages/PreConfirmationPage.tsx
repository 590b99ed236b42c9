import { RESUME_MAX_STEP } from '@bikeship/core/constants';
import { selectActiveSearch } from '@bikeship/core/stores';
import { Link } from 'react-router';
import './ship/orderPages.css';
import { useSiteRuntime } from '../runtime/siteRuntimeLoader';
import { WidgetFrame } from '../shell/WidgetFrame';
import { ShipmentReview } from './ship/ShipmentReview';

/**
 * `/pre-confirmation` (quote §2 "order review").
 *
 * DECISION: the spec's order flow (quote §4: create order, then confirm order or pay) never
 * stops for a separate review in our wizard — step 5 shows the order's summary beside the card
 * and pays. So this route reviews the ship session's current search: the one the wizard keeps in
 * the session (a guest's in the tab's storage, a customer's in local storage and on the server),
 * with its trip, boxes, chosen speeds and charges. Going on opens /ship, which resumes that
 * search as quote §2 says a resume does: the rates are fetched again (prices may have moved) and
 * the wizard opens on Costs (quote §2 caps a resumed step at 2), where editing and going on to
 * payment are the wizard's own — one way on, not an Edit and a Continue that land alike. With no search that has rates — or one already paid — there is nothing to
 * review, and the page says so.
 */
export default function PreConfirmationPage() {
  const shop = useSiteRuntime();
  const search = shop ? selectActiveSearch(shop.session.getState()) : null;
  const reviewable =
    search && search.active !== false && search.step >= RESUME_MAX_STEP && search.rates.length > 0;
  return (
    <article className="site-page site-pre-confirmation" aria-labelledby="review-title">
      <h1 id="review-title">Review your order</h1>
      {!shop ? (
        <p role="status">Loading your shipment…</p>
      ) : !reviewable ? (
        <p>
          There is nothing to review yet: you have no shipment with rates in progress.{' '}
          <Link to="/ship">Get a shipping quote</Link> to start one.
        </p>
      ) : (
        <>
          <WidgetFrame className="site-widget">
            {() => <ShipmentReview search={search} />}
          </WidgetFrame>
          <p>
            When you continue, the rates are checked again (prices may have moved) and the wizard
            opens on Costs, where you can change anything; Details and Contents then lead to
            Payment.
          </p>
          <p className="site-links">
            <Link to="/ship" className="site-button">
              Continue in the wizard
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
