/** The main menu of shell §2, in the spec's order (home is the logo). */
export const MAIN_MENU_ENTRIES = [
  { to: '/ship', label: 'Shipping' },
  { to: '/event-shipping', label: 'Event Shipping' },
  { to: '/pack', label: 'Packing Guides' },
  { to: '/tracking', label: 'Tracking' },
  { to: '/bicycleshops', label: 'Bike Shop Finder' },
  { to: '/workwithus', label: 'Work With Us' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/contact-us', label: 'Contact' },
] as const;
