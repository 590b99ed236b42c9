import { lazy } from 'react';
import { Link } from 'react-router';
import { AfterHydration } from '../../shell/AfterHydration';
import { QbpTopShopForm } from './QbpTopShopForm';
import '../../styles/forms.css';

// The home page's quote box, a chunk of its own fetched once the page shows: the page's first
// load carries the explanation and the form only.
const HomeQuoteBox = lazy(() => import('../../shell/HomeQuoteBox'));

/** The wizard the quote box continues in (its `wizardUrl`). */
const WIZARD_PAGE = '/ship';

/**
 * DECISION (the spec names the page only): what a shop gets is what bikeship does for any
 * customer, put to a shop's use — nothing here promises a price or a discount the product does
 * not compute.
 */
const TOP_SHOP_GETS = [
  {
    title: 'Quotes at the counter',
    text: 'The quote box on this page prices a bike or a case door to door, with the carrier rates and delivery dates of each stage, while the customer is in the shop.',
  },
  {
    title: 'Labels the same day',
    text: 'Pay online and print the labels as soon as the order is paid; the customer follows every box on tracking.',
  },
  {
    title: 'Quotes on your own website',
    text: 'One script tag puts the same quote box on your site, and every order placed through it is recorded with your shop.',
  },
  {
    title: 'Answers by email',
    text: 'Your application goes to our program desk, which answers by email; questions about a shipment reach support through the contact page.',
  },
] as const;

/**
 * `/QBPtopshop` (quote §2 "shop partner page"): what a QBP Top Shop gets, the enrolment form
 * (POST /api/QbpTopShop) and the home page's quote box, so a shop can quote right here. The
 * explanation and the form are in the prerendered page; the quote box comes with the app.
 */
export default function QbpTopShopPage() {
  return (
    <article className="site-page site-top-shop" aria-labelledby="top-shop-title">
      <h1 id="top-shop-title">QBP Top Shop</h1>
      <p className="site-lead">
        Bike shops with a QBP dealer account can enrol as a QBP Top Shop: ship your customers' bikes
        with bikeship, and quote them right here.
      </p>

      <section aria-labelledby="top-shop-gets-title">
        <h2 id="top-shop-gets-title">What a Top Shop gets</h2>
        <ul className="site-top-shop-gets">
          {TOP_SHOP_GETS.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <p>
          The embed snippet and its options are on <Link to="/workwithus">work with us</Link>.
        </p>
      </section>

      <div className="site-top-shop-columns">
        <QbpTopShopForm />
        <section className="site-top-shop-quote" aria-labelledby="top-shop-quote-title">
          <h2 id="top-shop-quote-title">Quote a shipment</h2>
          <p>
            Where from, where to and the box: the rates open in the{' '}
            <Link to={WIZARD_PAGE}>shipping wizard</Link>.
          </p>
          <div className="site-top-shop-quote-box">
            <AfterHydration urgency="content">
              <HomeQuoteBox wizardPage={WIZARD_PAGE} />
            </AfterHydration>
          </div>
        </section>
      </div>
    </article>
  );
}
