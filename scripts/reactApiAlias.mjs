/**
 * The React-API alias (DESIGN.md §4): components import `react`, `react-dom` and the JSX
 * runtime; the embeds, their tests and Storybook run them on preact/compat. One list, used by
 * Vitest, Storybook's Vite and the widget rollup builds — the most specific names first.
 *
 * Plain JavaScript (typed by reactApiAlias.d.mts) so that both the rollup configs (.mjs, run by
 * Node as they are) and the TypeScript configs (Vitest, Storybook) import the same list.
 */
export const reactApiOnPreact = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
