/**
 * The folder check of `npm run lint:layers` (scripts/lint-layers.mjs): folders directly under src/
 * and the top-level folders are units, and no unit may reach itself through imports.
 */
import { describe, expect, it } from 'vitest'
import { folderCycles, unitGraph, unitOf } from '../../../scripts/lint-layers.mjs'

const mod = (source: string, ...deps: (string | { resolved: string; dynamic: boolean })[]) => ({
  source,
  dependencies: deps.map((d) => (typeof d === 'string' ? { resolved: d, dynamic: false } : d)),
})

describe('the folder graph check', () => {
  it('names a folder directly under src/, a top-level folder or a top-level module as the unit', () => {
    expect(unitOf('src/leads/delivery/adf.ts')).toBe('src/leads/')
    expect(unitOf('src/components/ui/Dialog.tsx')).toBe('src/components/')
    expect(unitOf('src/env.ts')).toBe('src/env.ts')
    expect(unitOf('blocks/Hero/Component.tsx')).toBe('blocks/')
    expect(unitOf('payload.config.ts')).toBe('payload.config.ts')
    expect(unitOf('node_modules/react/index.js')).toBeNull()
  })

  it('finds two features that reach each other through different files', () => {
    const edges = unitGraph([
      mod('src/vehicle/ui/VehicleLocation.tsx', 'src/locations/lazyLocationParts.tsx'),
      mod('src/locations/locationStock.tsx', 'src/vehicle/vehicleView.ts'),
      mod('src/vehicle/vehicleView.ts', 'src/rules/currency.ts'),
    ])
    expect(folderCycles(edges)).toEqual([['src/locations/', 'src/vehicle/']])
  })

  it('finds a longer loop, and counts a dynamic import like a static one', () => {
    const edges = unitGraph([
      mod('src/data/sites.ts', 'payload.config.ts'),
      mod('payload.config.ts', 'collections/Leads/index.ts'),
      mod('collections/Leads/index.ts', { resolved: 'src/leads/jobs.ts', dynamic: true }),
      mod('src/leads/jobs.ts', 'src/data/sites.ts'),
    ])
    expect(folderCycles(edges)).toEqual([['collections/', 'payload.config.ts', 'src/data/', 'src/leads/']])
  })

  it('does not count the lazy import of the composition root', () => {
    const edges = unitGraph([
      mod('src/data/payload.ts', { resolved: 'payload.config.ts', dynamic: true }),
      mod('payload.config.ts', 'collections/Leads/index.ts'),
      mod('collections/Leads/index.ts', 'src/leads/jobs.ts'),
      mod('src/leads/jobs.ts', 'src/data/sites.ts'),
    ])
    expect(folderCycles(edges)).toEqual([])
  })
})
