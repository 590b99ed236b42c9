/**
 * A rollup plugin that writes a widget bundle's manifest beside its ES build: which files each
 * element loads before it accepts input (`firstLoad`), what it fetches by itself right after
 * (`afterFirstRender`), what it fetches when the customer turns to it (`onAttention`), and per
 * element what each lazy chunk adds later (`lazy`). The size budgets (scripts/size.mjs) and the
 * tests read it, so they measure what a page downloads rather than guessing from file names.
 *
 * Each bundle says which of its modules make each moment (its rollup.config.mjs); this plugin
 * maps them to the chunks that hold them.
 */

/**
 * @typedef {object} WidgetManifestOptions
 * @property {string} packageDir The bundle's folder under packages/ (`quote-widget`): module
 *   paths below are relative to it.
 * @property {{ loader: string, module: string, manifest: string }} files The bundle's fixed file
 *   names (src/embed/widgetFiles.mjs).
 * @property {Record<string, string[]>} firstRender Per element, the modules it renders before it
 *   accepts input. Whatever chunk holds them, with every chunk those import statically, is that
 *   element's first load.
 * @property {Record<string, string[]>} afterFirstRender Per element, what it imports by itself
 *   right after its first render, with no user action.
 * @property {Record<string, string[]>} [onAttention] Per element, what it imports when the
 *   customer turns to it.
 */

/** @param {string} packageDir @param {string} id @param {string} path */
const isModule = (packageDir, id, path) =>
  id.replaceAll('\\', '/').endsWith(`/${packageDir}/${path}`);

/**
 * @param {WidgetManifestOptions} options
 * @returns {import('rollup').Plugin}
 */
export function widgetManifest(options) {
  const { packageDir, files: FILES, firstRender, afterFirstRender: after } = options;
  const onAttentionOf = options.onAttention ?? {};
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
          Object.keys(candidate.modules).some((id) => isModule(packageDir, id, path)),
        );
        if (!chunk) this.error(`widget manifest: no chunk contains ${path}`);
        return chunk.fileName;
      };
      const entry = closure(FILES.module);
      const firstLoad = Object.fromEntries(
        Object.entries(firstRender).map(([element, paths]) => {
          const files = new Set(entry);
          for (const path of paths) closure(chunkOf(path), files);
          return [element, [FILES.loader, ...files]];
        }),
      );
      /** The files the modules' chunks bring beyond what the element has loaded already. */
      const added = (element, paths, loaded = firstLoad[element]) => {
        const files = new Set();
        for (const path of paths) closure(chunkOf(path), files);
        return [...files].filter((file) => !loaded.includes(file));
      };
      const afterFirstRender = Object.fromEntries(
        Object.entries(after).map(([element, paths]) => [element, added(element, paths)]),
      );
      const onAttention = Object.fromEntries(
        Object.entries(onAttentionOf).map(([element, paths]) => [
          element,
          added(element, paths, [...firstLoad[element], ...afterFirstRender[element]]),
        ]),
      );
      // Per element, each dynamically imported chunk (a view, a step, the card form) with the
      // files it adds to what that element loaded first; none added: left out.
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
        fileName: FILES.manifest,
        source: `${JSON.stringify(
          {
            loader: FILES.loader,
            module: FILES.module,
            firstLoad,
            afterFirstRender,
            onAttention,
            lazy,
            files: [FILES.loader, ...chunks.map((chunk) => chunk.fileName)].sort(),
          },
          null,
          2,
        )}\n`,
      });
    },
  };
}
