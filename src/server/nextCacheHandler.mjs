// Next bundles and loads this file as its cache handler; the handler is TypeScript (src/server/frontAwareCacheHandler.ts), loaded through tsx at run time.
export default (await (await import(/* turbopackIgnore: true */ 'tsx/esm/api')).tsImport(`${process.cwd()}/src/server/frontAwareCacheHandler.ts`, import.meta.url)).default
