// Next bundles and loads this file as its cache handler (CACHE_SHARED=postgres); the handler is TypeScript (src/cache/sharedPageCache.ts), loaded through tsx at run time.
export default (await (await import(/* turbopackIgnore: true */ 'tsx/esm/api')).tsImport(`${process.cwd()}/src/cache/sharedPageCache.ts`, import.meta.url)).default
