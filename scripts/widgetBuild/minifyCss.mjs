import { transformSync } from 'esbuild';

/**
 * Minifies the CSS the widget carries as strings (`*.css.ts`: adopted into each element's shadow
 * root, DESIGN.md §4). Terser leaves strings alone, so the stylesheets shipped as written —
 * indentation, spaces after every colon — about a sixth of the bytes of every chunk with a
 * stylesheet.
 *
 * Each template literal of a `.css.ts` module is minified by esbuild's CSS minifier, piece by
 * piece between its `${…}` (our stylesheets only splice whole stylesheets into each other, so
 * every piece is a stylesheet of its own). A piece esbuild cannot read fails the build, rather
 * than shipping a stylesheet cut in the middle. No lowering (esbuild's CSS target stays
 * `esnext`): the CSS is as authored, only shorter.
 * @returns {import('rollup').Plugin}
 */
export function minifyCss() {
  return {
    name: 'bikeship-minify-css',
    transform(code, id) {
      if (!id.endsWith('.css.ts')) return null;
      const ast = this.parse(code);
      /** @type {{ start: number, end: number, text: string }[]} */
      const edits = [];
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'TemplateLiteral') {
          for (const quasi of node.quasis) {
            const css = quasi.value.cooked;
            if (!css?.trim()) continue;
            const minified = minify(css, id);
            edits.push({ start: quasi.start, end: quasi.end, text: escapeForTemplate(minified) });
          }
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) for (const child of value) visit(child);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(ast);
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      // Source maps: the lines of a stylesheet collapse; the map still points into the module.
      return { code: out, map: null };
    },
  };
}

/** @param {string} css @param {string} id */
function minify(css, id) {
  const result = transformSync(css, { loader: 'css', minify: true, logLevel: 'silent' });
  if (result.warnings.length > 0) {
    const [first] = result.warnings;
    throw new Error(`CSS in ${id} does not read as a stylesheet: ${first?.text}`);
  }
  return result.code.trim();
}

/** A template literal's raw text for `text`: its backslashes, backticks and `${` kept as written. */
const escapeForTemplate = (text) =>
  text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
