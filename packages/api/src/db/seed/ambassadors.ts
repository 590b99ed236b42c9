import type { Ambassador } from '@bikeship/core/schemas';
import type { Database } from '../database';
import { ambassadors } from '../schema';

/**
 * The ambassadors page's riders (seed data). Fictional people; no pictures, since the server
 * ships none and a link to a picture elsewhere would not load offline. Inserted out of name
 * order on purpose: the API sorts them.
 */
const AMBASSADORS: readonly Ambassador[] = [
  {
    name: 'Maya Chen',
    location: 'Boulder, CO',
    bio: 'Gravel racer and coach; ships her bike to six races a season and packs it in 20 minutes.',
  },
  {
    name: 'Diego Alvarez',
    location: 'Tucson, AZ',
    bio: 'Ultra-distance rider who has crossed the country twice and swears by a hard case.',
  },
  {
    name: 'Priya Natarajan',
    location: 'Asheville, NC',
    bio: 'Bikepacker and route builder for the southern Appalachians.',
  },
  {
    name: "Sam O'Connell",
    location: 'Burlington, VT',
    bio: 'Cyclocross coach who travels with a pit bike and a spare wheel set every weekend.',
  },
  {
    name: 'Grace Okafor',
    location: 'Oakland, CA',
    bio: 'Commuter and advocate for safe streets; rides gran fondos up and down the coast.',
  },
  {
    name: 'Lars Johansson',
    location: 'Duluth, MN',
    bio: 'Fat-bike racer who ships his bikes to the winter events of the upper Midwest.',
  },
  {
    name: 'Hannah Weiss',
    location: 'Bend, OR',
    bio: 'Former collegiate racer, now a touring cyclist and packing-guide author.',
  },
  {
    name: 'Tomás Reyes',
    location: 'San Antonio, TX',
    bio: 'Randonneur with more than forty 1200 km brevets behind him.',
  },
];

/** Seeds the ambassadors once: one that exists (by name) is left as it is. */
export async function seedAmbassadors(db: Database): Promise<void> {
  const existing = new Set(
    (await db.select({ name: ambassadors.name }).from(ambassadors)).map((row) => row.name),
  );
  const missing = AMBASSADORS.filter((ambassador) => !existing.has(ambassador.name));
  if (missing.length) {
    await db
      .insert(ambassadors)
      .values(missing.map(({ name, ...rest }) => ({ name, ambassador: rest })));
  }
}
