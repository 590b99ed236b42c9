// The browser entry of @bikeship/core: everything the widgets and the site may use.
// Subpath entries (@bikeship/core/schemas, /rules, /api, /stores) let a bundle pull less.
export * from './api';
export * from './constants';
export * from './rules';
export * from './schemas';
export * from './stores';
