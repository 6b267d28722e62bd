/**
 * The import graph of the app (issue 8): no circular import, and admin schema (block configs and
 * collections) never depends on UI code, so the admin config stays free of React and browser code.
 */
import path from 'node:path'
import madge from 'madge'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')
const SOURCES = ['src', 'blocks', 'collections', 'globals', 'payload.config.ts']

type Graph = Record<string, string[]>
let graph: Graph
let circular: string[][]

const isAdminConfig = (file: string) => /^blocks\/[^/]+\/config\.ts$/.test(file) || file.startsWith('collections/')
const isUiCode = (file: string) => file.startsWith('src/components/') || file.endsWith('.tsx')

/** Every import chain from `start` to a file matching `target`, shortest first, as "a -> b -> c". */
function chainsTo(g: Graph, start: string, target: (file: string) => boolean): string[] {
  const parent = new Map<string, string | null>([[start, null]])
  const queue = [start]
  const chains: string[] = []
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const dep of g[file] ?? []) {
      if (parent.has(dep)) continue
      parent.set(dep, file)
      if (target(dep)) {
        const chain = [dep]
        for (let at = parent.get(dep); at; at = parent.get(at)) chain.unshift(at)
        chains.push(chain.join(' -> '))
      } else queue.push(dep)
    }
  }
  return chains
}

beforeAll(async () => {
  const result = await madge(
    SOURCES.map((s) => path.join(root, s)),
    { baseDir: root, tsConfig: path.join(root, 'tsconfig.json'), fileExtensions: ['ts', 'tsx'] },
  )
  graph = result.obj()
  circular = result.circular()
}, 180_000) // a bound for a loaded machine; about 10 s on an idle one

describe('import graph', () => {
  it('reads the whole app, aliases resolved', () => {
    // A graph that lost the `@/` aliases would be nearly edgeless and prove nothing below.
    expect(Object.keys(graph).length).toBeGreaterThan(200)
    expect(graph['payload.config.ts']).toContain('collections/Pages.ts')
    expect(graph['src/rules/safeHref.ts']).toContain('src/lib/links.ts')
  })

  it('has no circular import', () => {
    expect(circular).toEqual([])
  })

  it('admin schema (block configs, collections) never reaches UI code', () => {
    const configs = Object.keys(graph).filter(isAdminConfig)
    expect(configs).toContain('blocks/Hero/config.ts')
    expect(configs).toContain('collections/Vehicles/index.ts')
    const offending = configs.flatMap((file) => chainsTo(graph, file, isUiCode))
    expect(offending).toEqual([])
  })

  it('the check finds an admin-to-UI chain when one exists', () => {
    const planted: Graph = { 'blocks/X/config.ts': ['src/lib/a.ts'], 'src/lib/a.ts': ['src/components/ui/B.tsx'] }
    expect(chainsTo(planted, 'blocks/X/config.ts', isUiCode)).toEqual([
      'blocks/X/config.ts -> src/lib/a.ts -> src/components/ui/B.tsx',
    ])
  })
})
