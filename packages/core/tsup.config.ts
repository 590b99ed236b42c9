import { defineConfig } from 'tsup';

// Library build of the domain core: ESM + declarations. Dependencies (zod, zustand, ofetch)
// stay external so the widget bundler dedupes them with the rest of the embed.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas/index.ts',
    rules: 'src/rules/index.ts',
    api: 'src/api/index.ts',
    stores: 'src/stores/index.ts',
    runtime: 'src/runtime/index.ts',
    constants: 'src/constants.ts',
    shippingTables: 'src/shippingTables/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
