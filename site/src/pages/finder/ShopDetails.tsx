import type { BicycleShop } from '@bikeship/core/schemas';
import { lazy } from 'react';
import { Link } from 'react-router';
import { AfterHydration } from '../../shell/AfterHydration';
import { serviceNames } from './finderQuery';

const ShopQuoteBox = lazy(() => import('./ShopQuoteBox'));

/** A shop's address lines, its telephone number and what it does (the list and its page). */
export function ShopFacts(props: { shop: BicycleShop }) {
  const { shop } = props;
  return (
    <>
      <p className="site-finder-address">
        {shop.address1}, {shop.city}, {shop.state} {shop.postalCode}
      </p>
      <p>
        <a href={`tel:+1-${shop.phone}`}>{shop.phone}</a>
      </p>
      <ul className="site-finder-services" aria-label="Services">
        {serviceNames(shop.services).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * A shop's page in the finder (`?shop=`): where it is, what it does and — for a partner shop —
 * its quote box, which ships a bike to the shop. DECISION: the shop's page is a view of the
 * finder, not the partner page (/partners/:code): it keeps the map and the way back to the
 * search, works for every shop (a shop without a quote box says how to ship to it instead), and
 * puts the compact quote box — not the whole wizard — where the customer chose the shop.
 */
export function ShopDetails(props: { shop: BicycleShop; backTo: string; backText: string }) {
  const { shop } = props;
  return (
    <section className="site-finder-shop" aria-labelledby="finder-shop-title">
      <p>
        <Link to={props.backTo}>← {props.backText}</Link>
      </p>
      <h2 id="finder-shop-title">{shop.name}</h2>
      <ShopFacts shop={shop} />
      {shop.partnerCode ? (
        <>
          <h3>Ship your bike to {shop.name}</h3>
          <p>
            {shop.name} is a bikeship partner: enter where your bike leaves from and when, and get
            quotes for the trip to the shop.
          </p>
          <div className="site-finder-quote">
            <AfterHydration urgency="content">
              <ShopQuoteBox partnerCode={shop.partnerCode} />
            </AfterHydration>
          </div>
        </>
      ) : (
        <p>
          This shop has no bikeship quote box yet. Call it to agree on a delivery, then{' '}
          <Link to="/ship">get a quote</Link> with its address as the destination.
        </p>
      )}
    </section>
  );
}
