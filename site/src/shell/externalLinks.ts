/** A link to a page outside this site. */
export interface ExternalLink {
  label: string;
  href: string;
}

/**
 * The spec's external destinations of the footer (shell §2 Footer): a help centre with the FAQ,
 * a shop selling bike shipping boxes, the blog and the social networks.
 *
 * DECISION: none of them exists for this brand yet — this repository runs no help centre, shop
 * or blog, and the brand has no social accounts — and an invented address would send a customer
 * to a page that is not ours, or to none. So each is set here the day it exists, and the footer
 * shows only those set (an empty list shows nothing, not a dead link). The bike shop finder,
 * "external" in the spec, is this site's own /bicycleshops (the main menu's Bike Shop Finder).
 */
export const EXTERNAL_LINKS: {
  faq: ExternalLink | null;
  boxShop: ExternalLink | null;
  blog: ExternalLink | null;
  social: readonly ExternalLink[];
} = {
  faq: null,
  boxShop: null,
  blog: null,
  social: [],
};
