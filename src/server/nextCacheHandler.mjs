// Next loads its cache handler with Node's own import; the handler is TypeScript: src/server/frontAwareCacheHandler.ts.
export default (await (await import('tsx/esm/api')).tsImport('./frontAwareCacheHandler.ts', import.meta.url)).default
