/** The embedded adapter (src/search/embedded.ts) and the index jobs (src/search/jobs.ts) with a fake Payload. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { embeddedEngine, embeddedSearchIndex, ensureLoaded, isEmbeddedLoaded, LOAD_PAGE_SIZE, resetEmbedded } from '@/search/embedded'
import { deleteVehicleTask, rebuildIndexTask, runSearchJobs, searchTasks, syncVehiclesTask, syncVehicleTask, syncVehicleToIndex } from '@/search/jobs'

type Vehicle = { id: number; make: string; status: string; show_on_dealer_website: boolean }
type IdWhere = { id?: { in?: number[]; greater_than?: number } }

function fakePayload(vehicles: Vehicle[], opts: { gate?: Promise<void>; failFirst?: boolean } = {}) {
  const calls = { find: 0, findByID: 0, run: [] as unknown[] }
  let failed = false
  const payload = {
    logger: { info() {}, error() {} },
    async find(args: { page?: number; limit: number; depth: number; collection: string; where?: IdWhere & { and?: IdWhere[] } }) {
      calls.find++
      expect(args.collection).toBe('vehicles')
      // The load reads vehicles at depth 0 and fills relations in per collection (none here).
      expect(args.depth).toBe(0)
      if (opts.gate) await opts.gate
      if (opts.failFirst && !failed) {
        failed = true
        throw new Error('database not ready')
      }
      // The load pages by id (`id > the last one read`, sorted by id), alone or and-ed with the ids wanted.
      const parts = args.where?.and ?? (args.where ? [args.where] : [])
      const wanted = parts.find((w) => w.id?.in)?.id?.in
      const after = parts.find((w) => w.id?.greater_than !== undefined)?.id?.greater_than ?? 0
      const selected = vehicles.filter((v) => (!wanted || wanted.includes(v.id)) && v.id > after).sort((a, b) => a.id - b.id)
      const start = ((args.page ?? 1) - 1) * args.limit
      const docs = selected.slice(start, start + args.limit)
      return { docs, totalDocs: selected.length, hasNextPage: start + args.limit < selected.length }
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
  return { payload: payload as unknown as Payload, calls }
}

const fleet = (n: number): Vehicle[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, make: i % 2 ? 'Kia' : 'Toyota', status: 'in_stock', show_on_dealer_website: true }))

beforeEach(() => {
  resetEmbedded()
})

describe('embedded index', () => {
  it('loads every vehicle once, in pages of 100, shared by concurrent callers', async () => {
    const { payload, calls } = fakePayload(fleet(1200))
    const [a, b] = await Promise.all([ensureLoaded(payload), ensureLoaded(payload)])
    expect(a).toBe(b)
    expect(LOAD_PAGE_SIZE).toBe(100)
    // 12 full pages, then the read after the last id that finds none (pages go by id, not offset).
    expect(calls.find).toBe(13)
    expect(a.size).toBe(1200)
    await ensureLoaded(payload)
    // 12 full pages, then the read after the last id that finds none (pages go by id, not offset).
    expect(calls.find).toBe(13)
    expect(isEmbeddedLoaded()).toBe(true)
    const res = await embeddedSearchIndex(payload).multiSearch([{ indexName: 'Car_production', query: 'kia', hitsPerPage: 0 }])
    expect((res.results[0] as { nbHits: number }).nbHits).toBe(600)
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
    // No read at all: sync reads through find now; findByID stays checked in case that changes back.
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
