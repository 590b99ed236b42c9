import type { Random } from './random';

/** How many values of one name and type are kept: the newest win (older rows may be gone). */
const VALUES_PER_NAME = 64;
/** How deep and how wide an answer is searched: ids sit near the top. */
const HARVEST_DEPTH = 4;
const HARVEST_ITEMS = 8;

const ID_MAX_LENGTH = 100;

/** Field names whose values identify a row another call can name. */
const IDENTIFYING_NAME = /(^id$|Id$|^code$|Code$|Key$|^trackingNumber$)/;

/** Parameter names that say what they identify only through their operation (`/Order/{id}`). */
const GENERIC_NAMES = new Set(['id', 'code']);
/** How often a generic name takes any known value even when values of its own name exist. */
const ANY_VALUE_CHANCE = 0.3;
/** How often a value of the field's own name is taken over one of its generic name. */
const OWN_NAME_CHANCE = 0.7;

const keyOf = (name: string, type: 'string' | 'number') => `${name}:${type}`;

/** `trackingNumbers` → `trackingNumber`: a list of ids is harvested under its item's name. */
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/**
 * Ids the server handed out (orders, shipments, addresses, saved searches, rate requests,
 * documents…), by field name. A request that names a real row gets past "not found" into the
 * code that changes rows — where a refused request can leave half a write behind.
 */
export class KnownValues {
  private readonly byNameAndType = new Map<string, (string | number)[]>();

  add(name: string, value: string | number): void {
    // Ids are short; a long text under an id's name is an echo of a fuzz value, not an id.
    if (typeof value === 'string' && value.length > ID_MAX_LENGTH) return;
    // Kept by name AND type: the many numeric `id`s must not push out the few textual ones (a
    // rate request's id).
    const key = keyOf(name, typeof value as 'string' | 'number');
    const values = this.byNameAndType.get(key) ?? [];
    if (values.includes(value)) return;
    values.push(value);
    if (values.length > VALUES_PER_NAME) values.shift();
    this.byNameAndType.set(key, values);
  }

  /** Collects the identifying fields of a JSON answer. */
  harvest(answer: unknown, depth = 0): void {
    if (depth > HARVEST_DEPTH || answer === null || typeof answer !== 'object') return;
    if (Array.isArray(answer)) {
      for (const item of answer.slice(0, HARVEST_ITEMS)) this.harvest(item, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(answer)) {
      if (IDENTIFYING_NAME.test(key) && (typeof value === 'string' || typeof value === 'number')) {
        this.add(key, value);
      } else if (Array.isArray(value) && IDENTIFYING_NAME.test(singular(key))) {
        for (const item of value.slice(0, HARVEST_ITEMS)) {
          if (typeof item === 'string' || typeof item === 'number') this.add(singular(key), item);
        }
      } else {
        this.harvest(value, depth + 1);
      }
    }
  }

  /**
   * A known value for a field called `name` of the given JSON type, if any: mostly one of its
   * own name, else one of the generic name it ends in (an answer often says `id` or `code`
   * where a request says `orderId` or `rateCode`), and for a generic parameter name any value.
   */
  pick(random: Random, name: string, type: 'string' | 'number'): string | number | undefined {
    const own = this.byNameAndType.get(keyOf(name, type)) ?? [];
    const generic = /Id$/.test(name) ? 'id' : /Code$/.test(name) ? 'code' : undefined;
    const related = (generic && this.byNameAndType.get(keyOf(generic, type))) || [];
    if (own.length > 0 && (related.length === 0 || random.chance(OWN_NAME_CHANCE))) {
      return random.pick(own);
    }
    if (related.length > 0) return random.pick(related);
    if (!GENERIC_NAMES.has(name) || (own.length > 0 && !random.chance(ANY_VALUE_CHANCE))) {
      return own.length > 0 ? random.pick(own) : undefined;
    }
    const suffix = keyOf('', type);
    const any = [...this.byNameAndType]
      .filter(([key]) => key.endsWith(suffix))
      .flatMap(([, values]) => values);
    return any.length > 0 ? random.pick(any) : undefined;
  }
}
