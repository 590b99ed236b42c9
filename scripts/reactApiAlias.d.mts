/** The React-API alias entries (reactApiAlias.mjs): the shape Vite, Vitest and rollup's alias plugin take. */
export declare const reactApiOnPreact: readonly { find: RegExp; replacement: string }[];
