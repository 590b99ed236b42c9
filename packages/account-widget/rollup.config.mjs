// `npm run build -w @bikeship/account-widget`: the one-script-tag bundle in dist/ (DESIGN.md §4),
// built as every widget bundle is (scripts/widgetBuild/widgetRollupConfig.mjs):
// `account-widget.js`, the classic script a partner page includes; `account-widget.module.js`,
// the ES-module entry it imports, with the element's tree and its data layer as hashed lazy
// chunks; and `account-widget.manifest.json`, what the element loads when.
import { widgetBundle } from '../../scripts/widgetBuild/widgetRollupConfig.mjs';
import { WIDGET_FILES } from './src/embed/widgetFiles.mjs';

export default widgetBundle({
  packageUrl: new URL('.', import.meta.url),
  files: WIDGET_FILES,
  moduleEntry: 'src/embed/widgetModule.ts',
  loaderEntry: 'src/embed/accountWidgetScript.ts',
  // The quote widget's dist is served beside this one under `/widgets/`: prefixed, no chunk of
  // this bundle can take a name of that one.
  chunkFileNames: 'account-[name]-[hash].js',
  // No merging of small chunks: the views are many small lazy parts, and merging pulled the
  // pieces the lazy views share into the first load (29.89 → 29.17 KB measured; one request
  // more per view shown, none more before the first render).
  minChunkSize: 0,
  manifest: {
    packageDir: 'account-widget',
    // What `<bikeship-account>` renders before it takes input: its tree with the sign-in views.
    firstRender: {
      'bikeship-account': ['src/account/AccountWidget.tsx', 'src/signIn/LoginView.tsx'],
    },
    // What it imports by itself right after: the session store and the data layer
    // (account/AccountWidget.tsx).
    afterFirstRender: {
      'bikeship-account': ['src/runtime/accountRuntime.ts'],
    },
  },
});
