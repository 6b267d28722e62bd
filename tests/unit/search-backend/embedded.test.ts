/** The embedded adapter (src/search/embedded.ts) and the index jobs (src/search/jobs.ts) with a fake Payload. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { embeddedEngine, embeddedSearchIndex, ensureLoaded, isEmbeddedLoaded, LOAD_PAGE_SIZE, resetEmbedded } from '@/search/embedded'
import { deleteVehicleTask, rebuildIndexTask, runSearchJobs, searchTasks, syncVehiclesTask, syncVehicleTask, syncVehicleToIndex } from '@/search/jobs'

type Vehicle = { id: number; make: string; status: string; show_on_dealer_website: boolean }

/**
 * A Payload whose vehicles are read the way the load reads them (src/search/vehicleRows.ts): the
 * collection's fields from its config, the rows by SQL on the adapter's pool (`id > $1`, at most
 * `$2`, optionally `id = any($3)`); no array tables, no relations.
 */
function fakePayload(vehicles: Vehicle[], opts: { gate?: Promise<void>; failFirst?: boolean } = {}) {
  const calls = { find: 0, findByID: 0, run: [] as unknown[] }
  let failed = false
  const pool = {
    async query(text: string, values: unknown[] = []) {
      if (/count\(\*\)/.test(text)) return { rows: [{ n: vehicles.length }] }
      // Anything else (the change notice to other instances after a sync) is answered with nothing.
      if (!/^select \* from "vehicles" where id > \$1/.test(text)) return { rows: [] }
      calls.find++
      if (opts.gate) await opts.gate
      if (opts.failFirst && !failed) {
        failed = true
        throw new Error('database not ready')
      }
      const [after, limit, wanted] = values as [number, number, number[] | undefined]
      const selected = vehicles.filter((v) => (!wanted || wanted.includes(v.id)) && v.id > after).sort((a, b) => a.id - b.id)
      return { rows: selected.slice(0, limit).map((v) => ({ ...v })) }
    },
  }
  const fields = [
    { name: 'make', type: 'text' },
    { name: 'status', type: 'select' },
    { name: 'show_on_dealer_website', type: 'checkbox' },
  ]
  const payload = {
    logger: { info() {}, warn() {}, error() {} },
    db: { pool },
    collections: { vehicles: { config: { flattenedFields: fields } } },
    async find() {
      throw new Error('no related documents to read here')
    },
    async findByID(args: { id: number | string }) {
      calls.findByID++
      return vehicles.find((v) => v.id === Number(args.id)) ?? null
    },
    jobs: {
      async run(args: unknown) {
        calls.run.push(args)
        return { jobStatus: {}, noJobsRemaining: true, remainingJobsFromQueried: 0 }
      },
    },
  }
  // The fake has only what the embedded load and the jobs use of Payload's wide interface.
  return { payload: payload as unknown as Payload, calls }
}

const fleet = (n: number): Vehicle[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, make: i % 2 ? 'Kia' : 'Toyota', status: 'in_stock', show_on_dealer_website: true }))

beforeEach(() => {
  resetEmbedded()
})

describe('embedded index', () => {
  it('loads every vehicle once, in pages of LOAD_PAGE_SIZE, shared by concurrent callers', async () => {
    const { payload, calls } = fakePayload(fleet(2 * LOAD_PAGE_SIZE + 200))
    const [a, b] = await Promise.all([ensureLoaded(payload), ensureLoaded(payload)])
    expect(a).toBe(b)
    // Two full pages, then the short last one (pages go by id, not offset).
    expect(calls.find).toBe(3)
    expect(a.size).toBe(2 * LOAD_PAGE_SIZE + 200)
    await ensureLoaded(payload)
    expect(calls.find).toBe(3)
    expect(isEmbeddedLoaded()).toBe(true)
    const res = await embeddedSearchIndex(payload).multiSearch([{ indexName: 'Car_production', query: 'kia', hitsPerPage: 0 }])
    expect((res.results[0] as { nbHits: number }).nbHits).toBe(LOAD_PAGE_SIZE + 100)
  })

  it('keeps one engine per process on globalThis (survives module reloads)', async () => {
    const engine = embeddedEngine()
    vi.resetModules()
    const again = await import('@/search/embedded')
    expect(again.embeddedEngine()).toBe(engine)
  })

  it('applies writes made during the initial load after it', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const { payload } = fakePayload(fleet(3), { gate })
    const index = embeddedSearchIndex(payload)
    const loading = ensureLoaded(payload)
    const write = index.saveObjects([{ objectID: '2', make: 'Mazda', status: 'in_stock' }])
    const remove = index.deleteObjects(['3'])
    open()
    await Promise.all([loading, write, remove])
    expect(embeddedEngine().getObject('2')?.make).toBe('Mazda')
    expect(embeddedEngine().getObject('3')).toBeUndefined()
    expect(embeddedEngine().size).toBe(2)
  })

  it('retries a failed load on the next call', async () => {
    const { payload } = fakePayload(fleet(2), { failFirst: true })
    await expect(ensureLoaded(payload)).rejects.toThrow(/database not ready/)
    expect((await ensureLoaded(payload)).size).toBe(2)
  })
})

describe('index jobs', () => {
  it('registers syncVehicle, deleteVehicle and rebuildIndex with retries', () => {
    expect(searchTasks.map((t) => t.slug)).toEqual(['syncVehicle', 'syncVehicles', 'deleteVehicle', 'rebuildIndex'])
    expect(syncVehicleTask.retries).toMatchObject({ attempts: 5 })
    expect(deleteVehicleTask.retries).toMatchObject({ attempts: 5 })
    expect(syncVehicleTask.inputSchema?.[0]).toMatchObject({ name: 'id', required: true })
  })

  it('syncVehicle saves the record, or deletes it when the vehicle is gone', async () => {
    const vehicles = fleet(2)
    const { payload } = fakePayload(vehicles)
    resetEmbedded({ records: [], loaded: true })
    const handler = syncVehicleTask.handler as (args: unknown) => Promise<{ output: { action: string } }>
    expect(await handler({ input: { id: '1' }, req: { payload } })).toEqual({ output: { action: 'saved' } })
    expect(embeddedEngine().getObject('1')).toMatchObject({ objectID: '1', make: 'Toyota', show_on_dealer_website: true })
    vehicles.shift()
    expect(await syncVehicleToIndex(payload, 1)).toBe('deleted')
    expect(embeddedEngine().getObject('1')).toBeUndefined()
    await expect(handler({ input: {}, req: { payload } })).rejects.toThrow(/vehicle id/)
  })

  it('skips syncing into an embedded index that has not started loading (its load reads the database)', async () => {
    const { payload, calls } = fakePayload(fleet(2))
    resetEmbedded()
    expect(await syncVehicleToIndex(payload, 1)).toBe('skipped')
    // No read at all: sync reads like the load (by SQL); findByID stays checked in case that changes back.
    expect(calls.find).toBe(0)
    expect(calls.findByID).toBe(0)
    expect((await ensureLoaded(payload)).getObject('1')).toMatchObject({ make: 'Toyota' })
    expect(await syncVehicleToIndex(payload, 1)).toBe('saved')
  })

  it('syncVehicles saves many records at once and deletes the ids that no longer exist', async () => {
    const vehicles = fleet(3)
    const { payload } = fakePayload(vehicles)
    resetEmbedded({ records: [{ objectID: '7' }], loaded: true })
    const handler = syncVehiclesTask.handler as (args: unknown) => Promise<{ output: { saved: number; deleted: number } }>
    expect(await handler({ input: { ids: [1, 2, 3, 7] }, req: { payload } })).toEqual({ output: { saved: 3, deleted: 1 } })
    expect(embeddedEngine().size).toBe(3)
    expect(embeddedEngine().getObject('7')).toBeUndefined()
    await expect(handler({ input: {}, req: { payload } })).rejects.toThrow(/ids/)
  })

  it('deleteVehicle removes the record; rebuildIndex reloads everything', async () => {
    const { payload } = fakePayload(fleet(4))
    resetEmbedded({ records: [{ objectID: '1' }, { objectID: '99' }], loaded: true })
    await (deleteVehicleTask.handler as (a: unknown) => Promise<unknown>)({ input: { id: 1 }, req: { payload } })
    expect(embeddedEngine().getObject('1')).toBeUndefined()
    const out = await (rebuildIndexTask.handler as (a: unknown) => Promise<{ output: { count: number } }>)({ input: {}, req: { payload } })
    expect(out.output.count).toBe(4)
    expect(embeddedEngine().getObject('99')).toBeUndefined()
    expect(embeddedEngine().size).toBe(4)
  })
})

describe('runSearchJobs', () => {
  it('runs only the search tasks, from every queue, until none are due', async () => {
    const { payload, calls } = fakePayload([])
    expect(await runSearchJobs(payload)).toBe(0)
    expect(calls.run).toHaveLength(1)
    expect(calls.run[0]).toMatchObject({ allQueues: true, where: { taskSlug: { in: ['syncVehicle', 'syncVehicles', 'deleteVehicle', 'rebuildIndex'] } } })
  })
})
