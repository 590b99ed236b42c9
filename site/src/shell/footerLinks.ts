import { EXTERNAL_LINKS, type ExternalLink } from './externalLinks';

/** A footer link: a route of this site (`to`) or a page elsewhere (`href`, a new tab). */
export type FooterLink = { label: string; to: string } | ExternalLink;

export interface FooterGroup {
  title: string;
  links: readonly FooterLink[];
}

const present = (link: ExternalLink | null): FooterLink[] => (link ? [link] : []);

/**
 * The footer's three link groups, in the order shell §2 lists them. The external ones appear
 * when they are configured (externalLinks.ts says why).
 */
export function footerGroups(external = EXTERNAL_LINKS): FooterGroup[] {
  return [
    {
      title: 'Resources',
      links: [
        ...present(external.faq),
        ...present(external.boxShop),
        { label: 'Bike Shop Finder', to: '/bicycleshops' },
        { label: 'Dimensions and Rates', to: '/dimensionsandrates' },
        { label: 'International Bicycle Shipping', to: '/international_bicycle_shipping' },
        { label: 'E-Bike Shipping', to: '/e-bike-shipping' },
        { label: 'Branding', to: '/branding' },
        { label: 'Claims', to: '/claims' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', to: '/aboutus' },
        { label: 'Advocacy', to: '/advocacy' },
        { label: 'Sustainability', to: '/sustainability' },
        { label: 'Buck Up for Bikes', to: '/buckupforbikes' },
        { label: 'Ambassadors', to: '/ambassadors' },
        { label: 'Staff', to: '/staff' },
        { label: 'Reviews', to: '/trustpilot-reviews' },
        { label: 'Contact', to: '/contact-us' },
      ],
    },
    {
      title: 'Terms',
      links: [
        { label: 'Best Way Guarantee', to: '/guarantee' },
        { label: 'Shipping Policy', to: '/shippingpolicy' },
        { label: 'Refund Policy', to: '/refundpolicy' },
        { label: 'Privacy', to: '/privacypolicy' },
        { label: 'Terms of Service', to: '/termsofservice' },
        { label: 'Accessibility', to: '/accessibility' },
        { label: 'Affiliate Program', to: '/affiliate' },
      ],
    },
  ];
}
