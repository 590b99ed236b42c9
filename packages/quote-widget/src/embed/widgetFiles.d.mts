/** The built files' fixed names (widgetFiles.mjs). */
export declare const WIDGET_FILES: {
  readonly loader: 'quote-widget.js';
  readonly module: 'quote-widget.module.js';
  readonly manifest: 'manifest.json';
};
