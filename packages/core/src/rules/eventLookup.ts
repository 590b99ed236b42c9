/**
 * An event name as lookups compare it (quote §5): case is ignored and hyphens and underscores
 * count as spaces. Runs of spaces collapse and the ends are trimmed, so the URL slug
 * "tour-de-test" and the name "Tour  de Test" compare equal.
 */
export function normalizeEventName(name: string | null | undefined): string {
  return (name ?? '')
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();
}

/**
 * The first event whose name matches, or undefined (an empty name matches nothing).
 *
 * @example findEventByName(events, 'gran_fondo-2025') // the event named "Gran Fondo 2025"
 */
export function findEventByName<E extends { name?: string | null }>(
  events: readonly E[],
  name: string | null | undefined,
): E | undefined {
  const wanted = normalizeEventName(name);
  return wanted ? events.find((event) => normalizeEventName(event.name) === wanted) : undefined;
}
