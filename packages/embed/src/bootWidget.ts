import type { EmbedHost } from './commandQueue';

/** What the ES-module entry exports to the loader (widgetModule.ts). */
export interface WidgetModule {
  startEmbed(options: { scriptUrl: string; host: EmbedHost }): void;
}

/** A bundle's two entry files: the classic script a page includes, and the module it imports. */
export interface BundleFiles {
  /** `quote-widget.js`: `<script async src=".../quote-widget.js">`. */
  loader: string;
  /** `quote-widget.module.js`, beside the loader; its chunks are hashed. */
  module: string;
}

/** What the loader needs from the page: passed in so tests can run it without a real page. */
export interface BootContext {
  /** The bundle's file names (its build writes them). */
  files: BundleFiles;
  /** `document.currentScript` while the loader runs; null when the page injected it oddly. */
  currentScript: { src?: string } | null;
  /** The page's document, to find the script tag when `currentScript` is not set. */
  document: Pick<Document, 'querySelectorAll' | 'baseURI'>;
  host: EmbedHost;
  /** Imports the ES-module entry; the browser's `import()` by default. */
  importModule?: (url: string) => Promise<WidgetModule>;
}

/** The URL the loader script was loaded from. */
export function loaderUrlOf(
  context: Pick<BootContext, 'currentScript' | 'document' | 'files'>,
): string {
  const loader = context.files.loader;
  if (context.currentScript?.src) return context.currentScript.src;
  // DECISION: without `currentScript` (a tag manager that evaluates the script's text), the last
  // script tag whose URL ends in the loader's name is ours; failing that, the page's own URL, so
  // the widget still loads when the page and the widgets share an origin.
  const tags = context.document.querySelectorAll<HTMLScriptElement>(
    `script[src$="/${loader}"], script[src^="${loader}"]`,
  );
  const last = tags[tags.length - 1];
  return last?.src || new URL(`/widgets/${loader}`, context.document.baseURI).href;
}

/**
 * The one-script-tag loader (DESIGN.md §4–§5): imports the ES-module entry that sits beside the
 * script, then starts it, which replays the page's `window.bikeship` queue and defines the
 * elements. Resolves when the elements are defined; a failed import is reported on the console
 * with what to check.
 */
export async function bootWidget(context: BootContext): Promise<void> {
  const scriptUrl = loaderUrlOf(context);
  const moduleUrl = new URL(context.files.module, scriptUrl).href;
  const importModule =
    context.importModule ??
    ((url: string) => import(/* @vite-ignore */ url) as Promise<WidgetModule>);
  try {
    const widget = await importModule(moduleUrl);
    widget.startEmbed({ scriptUrl, host: context.host });
  } catch (error) {
    console.error(
      `bikeship: ${context.files.loader} could not load ${moduleUrl}. Check that the file is ` +
        `served beside ${context.files.loader}, that a cross-origin page may load it (CORS), and ` +
        "that the page's Content-Security-Policy allows scripts from that origin.",
      error,
    );
  }
}
