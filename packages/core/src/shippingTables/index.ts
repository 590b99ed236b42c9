// The published shipping tables: the built-in carrier's zones, services and prices, and the box
// presets of the quote. Pure data (and the lookup of a price in it) that two surfaces read: the
// API's carrier quotes from it and serves the presets; the site prints it on its "dimensions and
// rates" page at prerender time. A separate entry, not part of the rules: the browser bundles of
// the widgets never need these tables.
export * from './packagePresets';
export * from './packagePrice';
export * from './rateTables';
export * from './serviceLevels';
