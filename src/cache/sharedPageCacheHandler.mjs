// Next loads its cache handler with Node's own import; the handler is TypeScript: src/cache/sharedPageCache.ts.
export default (await (await import('tsx/esm/api')).tsImport('./sharedPageCache.ts', import.meta.url)).default
