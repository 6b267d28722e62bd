/**
 * Vehicle change notices between app instances (src/notices/*, src/search/embedded.ts
 * refreshVehicles) on real PostgreSQL: a notice from another instance re-reads exactly the named
 * cars into this process's index (saved when present, removed when gone); this instance's own
 * notices and malformed ones are ignored; a missed notice heals by the periodic check, which
 * re-reads recently changed cars and reloads everything when the number of cars differs.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { embeddedEngine, refreshVehicles, resetEmbedded } from '../../src/search/embedded'
import { followVehicleNotices, healVehicleIndex, stopFollowingVehicleNotices, type FollowedIndex } from '../../src/notices/followVehicleNotices'
import { instanceId, publishVehicleChanges, VEHICLES_CHANNEL } from '../../src/notices/vehicleNotices'
import { sendNotice } from '../../src/notices/pgListener'

let payload: Payload
let f: TwoSites
const pool = () => (payload.db as unknown as { pool: { query: (sql: string, values?: unknown[]) => Promise<{ rows: any[] }> } }).pool

async function car(): Promise<number> {
  const doc = await payload.create({
    collection: 'vehicles' as never,
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('NOTE'), make: 'Mazda', model: 'CX-5', year: 2023, car_type: 'used', status: 'in_stock', price: 31000 } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })
  return (doc as unknown as { id: number }).id
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`never happened: ${what}`)
}

/** A stand-in index that records what following asks of it. */
function recordingIndex(size = () => 0) {
  const calls = { refreshed: [] as number[][], reloads: 0 }
  const index: FollowedIndex = {
    refresh: async (ids) => void calls.refreshed.push([...ids]),
    reloadAll: async () => void calls.reloads++,
    size,
  }
  return { index, calls }
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
})
afterEach(async () => {
  await stopFollowingVehicleNotices()
})

describe('vehicle notices', () => {
  it('refreshVehicles saves the cars that exist and removes the ones that are gone', async () => {
    resetEmbedded({ records: [], loaded: true })
    const kept = await car()
    const gone = await car()
    await refreshVehicles(payload, [kept, gone])
    expect(embeddedEngine().getObject(String(kept))).toBeDefined()
    await payload.delete({ collection: 'vehicles' as never, id: gone, overrideAccess: true, context: { skipIndexSync: true } })
    await refreshVehicles(payload, [kept, gone])
    expect(embeddedEngine().getObject(String(kept))).toBeDefined()
    expect(embeddedEngine().getObject(String(gone))).toBeUndefined()
  })

  it("re-reads the cars another instance names, and ignores its own and malformed notices", async () => {
    const { index, calls } = recordingIndex()
    const s = followVehicleNotices(payload, index, { healMs: 3_600_000 })!
    await s.listener!.ready
    await sendNotice(pool(), VEHICLES_CHANNEL, JSON.stringify({ from: instanceId(), ids: [1] }))
    await sendNotice(pool(), VEHICLES_CHANNEL, 'not json')
    await sendNotice(pool(), VEHICLES_CHANNEL, JSON.stringify({ from: 'another-instance', ids: [7, 8] }))
    await eventually(() => calls.refreshed.length > 0, 'the notice is applied')
    expect(calls.refreshed).toEqual([[7, 8]])
    await sendNotice(pool(), VEHICLES_CHANNEL, JSON.stringify({ from: 'another-instance', all: true }))
    await eventually(() => calls.reloads === 1, 'a rebuild notice reloads everything')
  })

  it('publishVehicleChanges reaches a listener (what the index jobs send)', async () => {
    const { index, calls } = recordingIndex()
    const s = followVehicleNotices(payload, index, { healMs: 3_600_000 })!
    await s.listener!.ready
    // The follower ignores its own process's notices: pretend the job ran in another instance.
    expect(instanceId()).not.toBe('job-instance')
    await publishVehicleChanges(payload, [41, 42], 'job-instance')
    await eventually(() => calls.refreshed.length > 0, 'the published notice arrives')
    expect(calls.refreshed).toEqual([[41, 42]])
  })

  it('a missed notice heals: recently changed cars are re-read, a different count reloads everything', async () => {
    const { rows } = await pool().query('SELECT count(*)::int AS n FROM vehicles')
    let size = rows[0].n
    const { index, calls } = recordingIndex(() => size)
    const s = followVehicleNotices(payload, index, { healMs: 3_600_000 })!
    await healVehicleIndex(s) // catch up on the minute before following started
    calls.refreshed.length = 0
    const id = await car() // saved without any notice
    size++
    await healVehicleIndex(s)
    expect(calls.refreshed.flat()).toContain(id)
    expect(calls.reloads).toBe(0)
    size-- // the index lost a car (a delete whose notice was missed)
    await healVehicleIndex(s)
    expect(calls.reloads).toBe(1)
  })

  it('a look does not re-read cars it already read: a bulk save sharing one time is read once, and read again only when saved again', async () => {
    const { rows } = await pool().query('SELECT count(*)::int AS n FROM vehicles')
    let size = rows[0].n
    const { index, calls } = recordingIndex(() => size)
    const s = followVehicleNotices(payload, index, { healMs: 3_600_000 })!
    await healVehicleIndex(s)
    const ids = [await car(), await car(), await car()]
    size += 3
    // One transaction's time for all three, as a bulk import or the seed writes them.
    await pool().query('UPDATE vehicles SET updated_at = now() WHERE id = ANY($1::int[])', [ids])
    calls.refreshed.length = 0
    await healVehicleIndex(s)
    expect(calls.refreshed.flat().sort()).toEqual([...ids].sort())
    calls.refreshed.length = 0
    await healVehicleIndex(s)
    await healVehicleIndex(s)
    expect(calls.refreshed.flat()).toEqual([])
    await pool().query('UPDATE vehicles SET updated_at = now() WHERE id = $1', [ids[1]])
    await healVehicleIndex(s)
    expect(calls.refreshed.flat()).toEqual([ids[1]])
    expect(calls.reloads).toBe(0)
  })

  it('a look that finds nothing new does not go back to the newest car: the cars saved before following began are never re-read (a bulk import of thousands was reloaded on every look)', async () => {
    const before = await car()
    const { rows } = await pool().query('SELECT count(*)::int AS n, now()::text AS now FROM vehicles')
    const { index, calls } = recordingIndex(() => rows[0].n)
    const s = followVehicleNotices(payload, index, { healMs: 3_600_000, since: rows[0].now })!
    await healVehicleIndex(s)
    await healVehicleIndex(s)
    await healVehicleIndex(s)
    expect(calls.refreshed.flat()).not.toContain(before)
    expect(calls.refreshed).toEqual([])
    expect(calls.reloads).toBe(0)
  })

  it('following starts from when the index was read: cars saved before it (a fresh seed) are not read a second time', async () => {
    const { rows } = await pool().query('SELECT count(*)::int AS n FROM vehicles')
    let size = rows[0].n
    const before = await car()
    size++
    const { rows: clock } = await pool().query('SELECT now()::text AS now')
    const { index, calls } = recordingIndex(() => size)
    const s = followVehicleNotices(payload, index, { healMs: 3_600_000, since: clock[0].now })!
    const after = await car()
    size++
    await healVehicleIndex(s)
    expect(calls.refreshed.flat()).toEqual([after])
    expect(calls.refreshed.flat()).not.toContain(before)
    expect(calls.reloads).toBe(0)
  })
})
