import type { Order } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import './ship/orderPages.css';
import { formatMoney } from '@bikeship/ui';
import { useSiteRuntime } from '../runtime/siteRuntimeLoader';
import { orderIdOfParam } from './ship/confirmationPath';
import { StageLabels } from './ship/StageLabels';

type Loaded = { state: 'loading' } | { state: 'ready'; order: Order } | { state: 'missing' };

/**
 * `/confirmation?order=<id>` (quote §2 "order completion"): the paid order the wizard went on
 * from — its number, what was paid, each stage's labels — read back from the API, so a reload or
 * a bookmark shows it again. The API answers only the order's owner (a customer by their token,
 * a guest by the order key cookie the order came with); anyone else's order reads as not found,
 * and so does an order this browser cannot prove is its own.
 */
export default function ConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = orderIdOfParam(params.get('order'));
  const shop = useSiteRuntime();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!shop || orderId === null) return;
    let live = true;
    setLoaded({ state: 'loading' });
    shop.api.order.getOrderDetail({ query: { orderId } }).then(
      (order) => live && setLoaded(order ? { state: 'ready', order } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [shop, orderId]);

  // The prerendered page (and the hydration) knows no `?order=`: the first render is the same
  // for every order, and the page fills in once the shop state is there.
  if (!shop) {
    return (
      <article className="site-page site-confirmation" aria-busy="true">
        <h1>Order confirmation</h1>
        <p role="status">Loading your order…</p>
      </article>
    );
  }
  if (orderId === null) {
    return (
      <article className="site-page site-confirmation">
        <h1>Order confirmation</h1>
        <p>
          No order is named here. Your confirmation opens here after you pay;{' '}
          <Link to="/ship">get a shipping quote</Link> or see{' '}
          <Link to="/yourorders">your orders</Link>.
        </p>
      </article>
    );
  }
  if (loaded.state === 'loading') {
    return (
      <article className="site-page site-confirmation" aria-busy="true">
        <h1>Order #{orderId}</h1>
        <p role="status">Loading your order…</p>
      </article>
    );
  }
  if (loaded.state === 'missing') {
    return (
      <article className="site-page site-confirmation">
        <h1>Order #{orderId}</h1>
        <p>
          We cannot show order #{orderId} here. An order shows to the account it was placed with, or
          in the browser a guest placed it in. <Link to="/login">Log in</Link> to see your orders,
          or <Link to="/contact-us">contact us</Link> with your order number.
        </p>
      </article>
    );
  }
  const { order } = loaded;
  const paid = order.paid ?? order.total;
  return (
    <article className="site-page site-confirmation">
      <h1>Thank you — order #{order.orderId} is placed</h1>
      <p className="site-confirmation-paid">
        {paid > 0
          ? `${formatMoney('en-US', paid)} was charged to your card.`
          : 'Nothing was charged: your discounts and credit covered it.'}
      </p>
      <p>
        We have emailed your order confirmation with the shipping labels attached. Print the labels
        and tape one on each box before it ships.
      </p>
      <h2>Your labels</h2>
      <ul className="site-order-stages">
        {order.shipments.map((shipment) => (
          <StageLabels
            key={shipment.shipmentId}
            shop={shop}
            orderId={order.orderId}
            shipment={shipment}
          />
        ))}
      </ul>
      <p className="site-links">
        <Link to="/ship">Ship something else</Link>
      </p>
    </article>
  );
}
