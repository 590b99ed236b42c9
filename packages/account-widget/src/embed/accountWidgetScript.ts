// The classic script `account-widget.js` (built as an IIFE): the ONE file a partner page includes.
// This file alone runs on load — it IS the script tag, not a module for others to import.
import { bootWidget, type EmbedHost } from '@bikeship/embed';
import { WIDGET_FILES } from './widgetFiles.mjs';

void bootWidget({
  files: WIDGET_FILES,
  currentScript: document.currentScript as HTMLScriptElement | null,
  document,
  host: window as EmbedHost,
});
