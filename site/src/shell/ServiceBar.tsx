import { FREE_ACCOUNT_MAX_DISCOUNT_PERCENT } from '@bikeship/core/constants';
import { Link } from 'react-router';

/**
 * The three-item service bar of the `serviceBar` layout (shell §2): Guaranteed, Less Costs,
 * Dedicated Support — each with what the product does to earn the word, nothing more.
 */
const SERVICE_ITEMS = [
  {
    title: 'Guaranteed',
    text: 'Every shipment is covered by our Best Way Guarantee, and a claim can be filed online.',
    link: { to: '/guarantee', label: 'Read the guarantee' },
  },
  {
    title: 'Less Costs',
    text: `Carrier quotes side by side for your trip, and with a free account everyday discounts of up to ${FREE_ACCOUNT_MAX_DISCOUNT_PERCENT}%.`,
    link: { to: '/dimensionsandrates', label: 'See dimensions and rates' },
  },
  {
    title: 'Dedicated Support',
    text: 'Questions before or after you ship go to our support team, and your orders and tracking are in your account.',
    link: { to: '/contact-us', label: 'Contact us' },
  },
] as const;

export function ServiceBar() {
  return (
    <section className="site-service-bar" aria-label="Our service">
      <ul className="site-service-list">
        {SERVICE_ITEMS.map((item) => (
          <li key={item.title} className="site-service-item">
            <h2 className="site-service-title">{item.title}</h2>
            <p>{item.text}</p>
            <Link to={item.link.to}>{item.link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
