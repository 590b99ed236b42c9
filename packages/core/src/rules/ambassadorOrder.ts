import type { Ambassador } from '../schemas/ambassador';

/**
 * The ambassadors in name order (quote §3 "Ambassador: has a name; the list is sorted by it"),
 * as a new list. One rule for both sides: the API sorts what it answers and the client sorts
 * what it receives (a server of another make may not), so the two orders must be the same one —
 * hence an explicit 'en' collation rather than whichever locale the browser or the database has.
 *
 * @example sortAmbassadorsByName([{ name: 'Zoe' }, { name: 'ana' }]) // ana, Zoe
 */
export function sortAmbassadorsByName<Item extends Pick<Ambassador, 'name'>>(
  list: readonly Item[],
): Item[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
