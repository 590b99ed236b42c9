/**
 * A rollup plugin that writes `manifest.json` beside the widget's ES build: which files each
 * element loads before it accepts input (`firstLoad`), what it fetches by itself right after
 * (`afterFirstRender`), what the quote box fetches when the customer turns to it
 * (`onAttention`), and per element what each lazy chunk adds later (`lazy`: the wizard opened
 * from the box, a step, the card form). The size budgets (scripts/size.mjs) and the tests read
 * it, so they measure what a page downloads rather than guessing from file names.
 */
import { WIDGET_FILES } from '../src/embed/widgetFiles.mjs';

/**
 * The modules each element renders before it accepts input. Whatever chunk holds them, with
 * every chunk those import statically, is that element's first load.
 */
const FIRST_RENDER = {
  'bikeship-quote-box': ['src/quoteBox/QuoteBoxWidget.tsx', 'src/quoteBox/QuoteBox.tsx'],
  'bikeship-quote': [
    'src/wizard/QuoteWidget.tsx',
    'src/wizard/QuoteWizard.tsx',
    'src/steps/search/SearchStep.tsx',
  ],
};

/**
 * What each element imports by itself right after its first render, with no user action: the
 * wizard its data layer (its first API calls — the default ship date, the box presets). Not
 * part of the first load — the element takes input before it arrives — but a page downloads it
 * all the same, so the manifest says how much (`afterFirstRender`) and scripts/size.mjs prints
 * it. The quote box imports nothing by itself (unless it shows an event): its stores and data
 * layer wait until the customer turns to it (`onAttention`, quoteBox/QuoteBoxWidget.tsx).
 */
const AFTER_FIRST_RENDER = {
  'bikeship-quote-box': [],
  'bikeship-quote': ['src/runtime/quoteApi.ts'],
};

/**
 * What the quote box imports when the customer turns to it — a pointer over it, the focus in
 * it — or presses Get rates: its stores and the data layer (`onAttention`).
 */
const ON_ATTENTION = {
  'bikeship-quote-box': ['src/runtime/quoteRuntime.ts', 'src/runtime/quoteApi.ts'],
};

/** @param {string} id @param {string} path */
const isModule = (id, path) => id.replaceAll('\\', '/').endsWith(`/quote-widget/${path}`);

/** @returns {import('rollup').Plugin} */
export function widgetManifest() {
  return {
    name: 'bikeship-widget-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports statically (what the browser fetches with it). */
      const closure = (fileName, into = new Set()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const chunkOf = (path) => {
        const chunk = chunks.find((candidate) =>
          Object.keys(candidate.modules).some((id) => isModule(id, path)),
        );
        if (!chunk) this.error(`widget manifest: no chunk contains ${path}`);
        return chunk.fileName;
      };
      const entry = closure(WIDGET_FILES.module);
      const firstLoad = Object.fromEntries(
        Object.entries(FIRST_RENDER).map(([element, paths]) => {
          const files = new Set(entry);
          for (const path of paths) closure(chunkOf(path), files);
          return [element, [WIDGET_FILES.loader, ...files]];
        }),
      );
      /** The files the modules' chunks bring beyond what the element has loaded already. */
      const added = (element, paths, loaded = firstLoad[element]) => {
        const files = new Set();
        for (const path of paths) closure(chunkOf(path), files);
        return [...files].filter((file) => !loaded.includes(file));
      };
      const afterFirstRender = Object.fromEntries(
        Object.entries(AFTER_FIRST_RENDER).map(([element, paths]) => [
          element,
          added(element, paths),
        ]),
      );
      const onAttention = Object.fromEntries(
        Object.entries(ON_ATTENTION).map(([element, paths]) => [
          element,
          added(element, paths, [...firstLoad[element], ...afterFirstRender[element]]),
        ]),
      );
      // Per element, each dynamically imported chunk (the wizard from the box, a step, the card
      // form) with the files it adds to what that element loaded first; none added: left out.
      const dynamicEntries = chunks.filter((chunk) => chunk.isDynamicEntry);
      const lazy = Object.fromEntries(
        Object.entries(firstLoad).map(([element, loaded]) => [
          element,
          Object.fromEntries(
            dynamicEntries
              .map((chunk) => [
                chunk.name,
                [...closure(chunk.fileName)].filter((file) => !loaded.includes(file)),
              ])
              .filter(([, added]) => added.length > 0),
          ),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_FILES.manifest,
        source: `${JSON.stringify(
          {
            loader: WIDGET_FILES.loader,
            module: WIDGET_FILES.module,
            firstLoad,
            afterFirstRender,
            onAttention,
            lazy,
            files: [WIDGET_FILES.loader, ...chunks.map((chunk) => chunk.fileName)].sort(),
          },
          null,
          2,
        )}\n`,
      });
    },
  };
}
