/**
 * The one way for state to exist once per process although its module exists several times.
 *
 * Next bundles the app into separate module graphs that run in one process (route handlers,
 * pages, instrumentation, Payload's hooks through whichever of them loaded the config), so a
 * module-level variable exists once per graph. State that must be one per process (the search
 * index's change counter, the one LISTEN connection, the one subscription that expires Next's
 * cache) is kept here instead, under a name declared in `ProcessWide` by the module that owns it:
 *
 *   declare module '@/lib/processWide' { interface ProcessWide { 'search.indexChanges': State } }
 *   const state = processWide('search.indexChanges', () => ({ generation: 0 }))
 *
 * Everything else stays a plain module variable. Events between modules go through the expiry
 * bus (src/cache/expiryBus.ts), never through state kept here.
 */

/** Process-wide state by name; each owner adds its entry by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ProcessWide {}

const REGISTRY = Symbol.for('dealer-platform.processWide')
type GlobalWithRegistry = typeof globalThis & { [REGISTRY]?: Map<string, unknown> }

/** The process's one value under `name`, made by `create` the first time any copy asks. */
export function processWide<K extends keyof ProcessWide & string>(name: K, create: () => ProcessWide[K]): ProcessWide[K] {
  const g = globalThis as GlobalWithRegistry
  const registry = (g[REGISTRY] ??= new Map())
  if (!registry.has(name)) registry.set(name, create())
  return registry.get(name) as ProcessWide[K]
}
