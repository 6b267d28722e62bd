#!/usr/bin/env node
/**
 * `npm run lint:layers`: the layering rules of `.dependency-cruiser.cjs` (which folder may import
 * which, feature entries, no import circle), then the folder graph: a folder directly under src/,
 * a top-level folder (blocks, collections, globals, seed, scripts) or a top-level module is one
 * unit, and no unit may reach itself through imports. The dependency-cruiser rules see modules;
 * this check sees the folders a person reads, so a knot between two features fails here even when
 * no single module imports itself back. The one import it does not count is the data layer's lazy
 * `import()` of the composition root (payload.config.ts; see rule "composition-root").
 */
import { cruise } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCES = ['src', 'blocks', 'collections', 'globals', 'seed', 'scripts', 'payload.config.ts']

/** The unit a module belongs to, or null for npm packages and files outside the app. */
export function unitOf(file) {
  if (!/\.(ts|tsx|mts|mjs|js|cjs)$/.test(file) || file.startsWith('node_modules/')) return null
  const parts = file.split('/')
  if (parts[0] === 'src') return parts.length === 2 ? file : `src/${parts[1]}/`
  if (parts.length === 1) return file
  return SOURCES.includes(parts[0]) ? `${parts[0]}/` : null
}

/** Unit → unit → one import that makes the edge (for the message). */
export function unitGraph(modules) {
  const edges = new Map()
  for (const m of modules) {
    const from = unitOf(m.source)
    if (!from) continue
    for (const d of m.dependencies) {
      if (d.dynamic && d.resolved === 'payload.config.ts') continue
      const to = unitOf(d.resolved)
      if (!to || to === from) continue
      if (!edges.has(from)) edges.set(from, new Map())
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} → ${d.resolved}`)
    }
  }
  return edges
}

/** The strongly connected sets of more than one unit (Tarjan): each is a cycle of folders. */
export function folderCycles(edges) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (v) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) !== index.get(v)) return
    const set = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      set.push(w)
    } while (w !== v)
    if (set.length > 1) cycles.push(set.sort())
  }
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return cycles
}

async function main() {
  process.chdir(root)
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')
  const { output } = await cruise(SOURCES, options, undefined, { tsConfig: extractTSConfig('tsconfig.json') })
  const { modules, summary } = output
  for (const v of summary.violations) console.error(`  error ${v.rule.name}: ${v.from} → ${v.to}`)
  const edges = unitGraph(modules)
  const cycles = folderCycles(edges)
  for (const set of cycles) {
    console.error(`  error folder-cycle: ${set.join(', ')} reach one another:`)
    for (const a of set) for (const [b, example] of edges.get(a) ?? []) if (set.includes(b)) console.error(`    ${a} → ${b} (${example})`)
  }
  const problems = summary.violations.length + cycles.length
  const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]).size
  if (problems) {
    console.error(`✖ ${summary.violations.length} rule violations, ${cycles.length} folder cycles (${summary.totalCruised} modules, ${units} folders)`)
    process.exit(1)
  }
  console.log(`✔ no layering violations and no folder cycle (${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports, ${units} folders)`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
