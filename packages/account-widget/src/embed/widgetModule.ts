// The ES-module entry `account-widget.module.js` that the loader imports; each element's tree is
// a hashed chunk beside it. Importing it defines nothing: the loader calls `startEmbed`.
export { defineAccountElements } from '../elements/defineAccountElements';
export { startEmbed } from './startEmbed';
