import { Link } from 'react-router';
import { AfterHydration } from '../../shell/AfterHydration';
import { ContactChat } from './ContactChat';
import { ContactForm } from './ContactForm';
import '../../styles/forms.css';

/**
 * `/contact-us` (shell §2, its own layout with the contact block in the footer): the answers a
 * visitor can find alone, the contact form (POST /api/Contact → the support mailbox) and live
 * chat when a provider is configured and the visitor allows it (ContactChat). The form is in the
 * prerendered page; the chat's part needs the server's configuration and the visitor's consent.
 */
export default function ContactPage() {
  return (
    <article className="site-page site-contact" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <p className="site-lead">
        Questions about a quote, an order or a bike on its way: write to our support team and we
        answer by email.
      </p>
      <section aria-labelledby="contact-first-title">
        <h2 id="contact-first-title">Answers you may not need to wait for</h2>
        <ul>
          <li>
            Where is my bike? <Link to="/tracking">Track it</Link> with the tracking number from
            your label or order email.
          </li>
          <li>
            Damaged or lost? <Link to="/claims">How claims work</Link>, and the{' '}
            <Link to="/claimsform">claim form</Link>.
          </li>
          <li>
            How to pack? The <Link to="/pack">packing guides</Link>, step by step.
          </li>
          <li>
            What a box costs? <Link to="/dimensionsandrates">Dimensions and rates</Link>.
          </li>
        </ul>
      </section>
      <div className="site-contact-columns">
        <ContactForm />
        <section className="site-contact-chat-section" aria-labelledby="contact-chat-title">
          <h2 id="contact-chat-title">Live chat</h2>
          <noscript>
            <p>Live chat and the form need JavaScript.</p>
          </noscript>
          <AfterHydration urgency="content">
            <ContactChat />
          </AfterHydration>
        </section>
      </div>
    </article>
  );
}
