/** The built files' fixed names (widgetFiles.mjs). */
export declare const WIDGET_FILES: {
  readonly loader: 'account-widget.js';
  readonly module: 'account-widget.module.js';
  readonly manifest: 'account-widget.manifest.json';
};
