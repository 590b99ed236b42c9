// The ES-module entry `quote-widget.module.js` that the loader imports; steps 2–5 and Stripe are
// hashed chunks beside it. Importing it defines nothing: the loader calls `startEmbed`.
export { defineQuoteElements } from '../elements/defineQuoteElements';
export { startEmbed } from './startEmbed';
