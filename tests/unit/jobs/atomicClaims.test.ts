/** The jobs-queue adapter wrapper (src/jobs/atomicClaims.ts) with a fake adapter. */
import { describe, expect, it } from 'vitest'
import type { BaseDatabaseAdapter } from 'payload'
import { isClaim, makeJobQueueSafe } from '@/jobs/atomicClaims'

function fakeAdapter(opts: { fail?: boolean; free?: number[] } = {}) {
  const calls = { rolledBack: [] as unknown[], updates: [] as unknown[], sql: [] as unknown[][] }
  const free = new Set(opts.free ?? [1, 2, 3])
  const db = {
    async updateJobs(args: unknown) {
      calls.updates.push(args)
      if (opts.fail) throw new Error('insert into "payload_jobs_log" failed')
      const ids = ((args as { where?: { id?: { in?: number[] } } }).where?.id?.in ?? []) as number[]
      return ids.map((id) => ({ id, processing: true }))
    },
    async rollbackTransaction(id: unknown) {
      calls.rolledBack.push(id)
    },
    async find() {
      return { docs: [1, 2, 3].map((id) => ({ id })) }
    },
    pool: {
      async query(text: string, values: unknown[]) {
        calls.sql.push([text, values])
        // another runner already holds the jobs that are not free
        const won = (values[0] as number[]).filter((id) => free.has(id))
        won.forEach((id) => free.delete(id))
        return { rows: won.map((id) => ({ id })) }
      },
    },
  }
  return { db: makeJobQueueSafe(db as unknown as BaseDatabaseAdapter) as unknown as typeof db, calls }
}

describe('safe job queue', () => {
  it('recognises the runner claims and nothing else', () => {
    expect(isClaim({ data: { processing: true, updatedAt: 'x' }, where: {} })).toBe(true)
    expect(isClaim({ id: 4, data: { processing: true } })).toBe(true)
    expect(isClaim({ id: 4, data: { processing: false } })).toBe(false)
    expect(isClaim({ id: 4, data: { processing: true, log: [] } })).toBe(false)
  })

  it('claims with one conditional UPDATE and returns only the jobs this runner won', async () => {
    const { db, calls } = fakeAdapter({ free: [1, 3] })
    const claimed = (await db.updateJobs({ data: { processing: true }, where: { processing: { equals: false } }, limit: 3, req: { transactionID: 't1' } })) as Array<{ id: number }>
    expect(claimed.map((j) => j.id)).toEqual([1, 3])
    expect(String(calls.sql[0]?.[0])).toMatch(/UPDATE "payload_jobs" SET "processing" = true.* AND "processing" = false/)
    // a second runner finds nothing left to claim
    const again = (await db.updateJobs({ data: { processing: true }, where: {}, limit: 3, req: { transactionID: 't2' } })) as unknown[]
    expect(again).toEqual([])
  })

  it('rolls back the transaction it was given when an update fails', async () => {
    const { db, calls } = fakeAdapter({ fail: true })
    await expect(db.updateJobs({ id: 5, data: { log: { $push: {} } }, req: { transactionID: 'tx-9' } })).rejects.toThrow(/payload_jobs_log/)
    expect(calls.rolledBack).toEqual(['tx-9'])
  })
})
