import { Link } from 'react-router';
import { ContactBlock } from './ContactBlock';
import { EXTERNAL_LINKS } from './externalLinks';
import { type FooterLink, footerGroups } from './footerLinks';
import { useCustomersServed } from './useCustomersServed';

/** The copyright's first year (shell §9: the footer copyright starts 2009). */
export const COPYRIGHT_FIRST_YEAR = 2009;

const servedFormat = new Intl.NumberFormat('en-US');

function FooterLinkItem(props: { link: FooterLink }) {
  const { link } = props;
  return 'to' in link ? (
    <Link to={link.to}>{link.label}</Link>
  ) : (
    <a href={link.href} target="_blank" rel="noopener">
      {link.label}
      <span className="site-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The footer of every layout (shell §1–§2): the contact block in the contact layout, the
 * resources, company and terms groups, the blog and social links when the brand has them, the
 * customers served (en-US separators) and © 2009–this year.
 */
export function SiteFooter(props: { withContact: boolean }) {
  const served = useCustomersServed();
  const social = [...(EXTERNAL_LINKS.blog ? [EXTERNAL_LINKS.blog] : []), ...EXTERNAL_LINKS.social];
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {props.withContact ? <ContactBlock /> : null}
        <nav className="site-footer-groups" aria-label="Footer">
          {footerGroups().map((group) => (
            <section key={group.title} className="site-footer-group">
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {social.length > 0 ? (
          <ul className="site-footer-social" aria-label="bikeship elsewhere">
            {social.map((link) => (
              <li key={link.href}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="site-footer-base">
          {/* The line is there from the first paint and keeps its height: no shift when the
              figure arrives. */}
          <p className="site-footer-served">
            {served === null ? null : `${servedFormat.format(served)} customers served`}
          </p>
          <p className="site-footer-copyright">
            © {COPYRIGHT_FIRST_YEAR}–{new Date().getFullYear()} bikeship
          </p>
        </div>
      </div>
    </footer>
  );
}
