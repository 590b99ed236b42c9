import { Link } from 'react-router';

/**
 * The contact block of the contact-us layout's footer (shell §2).
 *
 * DECISION: it names the ways of reaching us that exist. The brand has published no phone number
 * or opening hours, so the block shows none; the support mailbox is the server's setting
 * (SUPPORT_EMAIL), unknown to this prerendered block, so it points to the contact form, which
 * reaches that mailbox, and the contact page names the address. The tracking and claim pages
 * answer the two most common questions without waiting for anyone.
 */
export function ContactBlock() {
  return (
    <section className="site-footer-contact" aria-labelledby="site-footer-contact-title">
      <h2 id="site-footer-contact-title">Contact us</h2>
      <ul>
        <li>
          Write to our support team with the <Link to="/contact-us">contact form</Link>.
        </li>
        <li>
          Where is my bike? Follow it on <Link to="/tracking">tracking</Link>, or in{' '}
          <Link to="/yourorders">your orders</Link>.
        </li>
        <li>
          Something damaged or lost? <Link to="/claims">File a claim</Link>.
        </li>
      </ul>
    </section>
  );
}
