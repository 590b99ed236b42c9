import type { Plugin } from 'rollup';
export function minifyCss(): Plugin;
