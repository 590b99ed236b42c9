import type { BicycleEvent } from '@bikeship/core/schemas';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A date the API gives (ISO, date or date-time) as the site writes it; null if unreadable.
 * An event's dates are calendar days: read in UTC, they are the same day wherever the visitor is.
 */
export function dayOf(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : DAY.format(date);
}

/** The venue as the event's address gives it: the place's name, then its town. */
export function venueOf(event: BicycleEvent): string | null {
  const address = event.address;
  if (!address) return null;
  const place = address.company ?? address.displayName;
  const town = [address.city, address.state].filter(Boolean).join(', ');
  return [place, town].filter(Boolean).join(', ') || null;
}

/**
 * What a stage of an event trip is, as the seeded events and the wizard use them (the wizard
 * sends stage 1 to the venue and starts stage 2 there): the first goes to the event, the last of
 * two or more brings the bike home, a middle one moves it on (a tour's next hotel).
 */
export function stageRoleOf(stage: number, stageCount: number): string {
  if (stage === 1) return 'To the event';
  if (stage === stageCount) return 'Home after the event';
  return 'On to the next stop';
}

/** The page of an event: `/events/<urlCode>` (see EventShippingPage for why not `/<urlCode>`). */
export const eventPathOf = (event: BicycleEvent): string =>
  `${event.partner ? '/partners' : '/events'}/${encodeURIComponent(event.urlCode)}`;
