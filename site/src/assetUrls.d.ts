// An asset imported for its URL (Vite: `import url from './map.svg?url'`): the hashed file the
// build emits under /assets, the same URL in the browser build and the prerender.
declare module '*.svg?url' {
  const url: string;
  export default url;
}
