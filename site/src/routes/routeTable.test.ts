import { describe, expect, it } from 'vitest';
import { GUARD_NAMES, ROUTES_WITHOUT_PAGE_VIEW, SITE_ROUTES } from './routeTable';

/** The route lists of both spec documents (shell §2, quote §2), as written there. */
const SPEC_PATHS = [
  // shell §2 public and informational routes
  '/',
  '/aboutus',
  '/accessibility',
  '/advocacy',
  '/affiliate',
  '/ambassadors',
  '/assembly-guide',
  '/bicycleshops',
  '/branding',
  '/buckupforbikes',
  '/claims',
  '/claimsform',
  '/contact-us',
  '/dimensionsandrates',
  '/e-bike-shipping',
  '/event-shipping',
  '/guarantee',
  '/international_bicycle_shipping',
  '/jobs',
  '/pack',
  '/packing-guide',
  '/privacypolicy',
  '/QBPtopshop',
  '/refundpolicy',
  '/shippingpolicy',
  '/staff',
  '/sustainability',
  '/termsofservice',
  '/track',
  '/tracking',
  '/trustpilot-reviews',
  '/workwithus',
  // shipping and order routes
  '/ship',
  '/pre-confirmation',
  '/confirmation',
  '/history',
  '/your-order-details/:id?',
  '/events/:event?',
  '/partners/:event?',
  '/event2/:event?/:id?',
  '/:event',
  // account and authentication routes
  '/login',
  '/register',
  '/registerthankyou',
  '/forgotPassword',
  '/reset-password',
  '/changePassword',
  '/timeout',
  '/auth/callback',
  '/profile',
  '/youraccount',
  '/yourorders',
  '/yoursearches',
  '/yourboxes',
  '/youraddresses',
  '/yourpayments',
];

describe('the route map (shell §2, quote §2)', () => {
  it('has exactly the 56 routes of both spec documents', () => {
    expect(SPEC_PATHS).toHaveLength(56);
    expect(SITE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('names every route once, gives each its own title and a description', () => {
    const names = SITE_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const titles = SITE_ROUTES.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of SITE_ROUTES) {
      expect(route.title, route.path).toMatch(/\S/);
      expect(route.description.length, route.path).toBeGreaterThan(20);
    }
  });

  it('puts the catch-all event route last, so every named route wins over it', () => {
    expect(SITE_ROUTES.at(-1)?.path).toBe('/:event');
  });

  it('runs only known guards, and analytics on every route but the four of shell §7', () => {
    for (const route of SITE_ROUTES) {
      for (const guard of route.guards) expect(GUARD_NAMES).toContain(guard);
      expect(route.guards.includes('analytics'), route.name).toBe(
        !ROUTES_WITHOUT_PAGE_VIEW.includes(route.name),
      );
    }
  });

  it('keeps login pages for guests and account pages for customers (shell §2, §6)', () => {
    const accessOf = (path: string) => SITE_ROUTES.find((route) => route.path === path)?.access;
    for (const path of ['/login', '/register', '/forgotPassword', '/reset-password']) {
      expect(accessOf(path), path).toBe('guest');
    }
    for (const path of [
      '/profile',
      '/youraccount',
      '/yourorders',
      '/yoursearches',
      '/yourboxes',
      '/youraddresses',
      '/yourpayments',
      '/history',
      '/your-order-details/:id?',
    ]) {
      expect(accessOf(path), path).toBe('customer');
    }
  });
});
