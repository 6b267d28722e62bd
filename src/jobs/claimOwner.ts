/**
 * Who holds a claim, and whether it is still alive (issue 31, §4).
 *
 * Each process that claims jobs or lead sends gets an owner id: a random number it holds a
 * session-level advisory lock on (`pg_advisory_lock(OWNER_LOCK_SPACE, id)`) on a connection of
 * its own, for its whole life. Its claims record the id (`payload_jobs.claim_owner`, the leads'
 * `*_claim_owner`). PostgreSQL drops the lock the moment that connection ends, whether the process
 * exited, was killed or lost its host, so "the owner's lock is free" is exact: the claim was left by
 * a dead process and is taken again at once (the job runner's dead-claim sweep, the lead sends'
 * re-claim) instead of after a timeout.
 *
 * When the lock connection itself fails (a database restart), the process takes a new id for its
 * next claims; claims of the old id may then be run a second time, which every job tolerates (they
 * are idempotent: compare-and-set writes, per-channel claims, stable Message-IDs).
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>
import { processWide } from '@/lib/processWide'

/** The first key of every owner's advisory lock (the second is the owner id). */
const OWNER_LOCK_SPACE = 19_002

type OwnerState = { id: number | null; client: pg.Client | null; starting: Promise<number | null> | null }

declare module '@/lib/processWide' {
  interface ProcessWide {
    'jobs.claimOwner': OwnerState
  }
}

const state = () => processWide('jobs.claimOwner', () => ({ id: null, client: null, starting: null }))

const randomId = () => 1 + Math.floor(Math.random() * 2_147_483_000)

/** SQL: whether the owner in `owner` (an integer expression) still holds its lock. */
export function ownerAlive(owner: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM pg_locks ol WHERE ol."locktype" = 'advisory' AND ol."granted"
    AND ol."database" = (SELECT "oid" FROM pg_database WHERE "datname" = current_database())
    AND ol."classid" = ${OWNER_LOCK_SPACE}::int::oid AND ol."objid" = (${owner})::int::oid AND ol."objsubid" = 2)`
}

function connectionOptions(payload: Payload): pg.ClientConfig {
  // Payload's BaseDatabaseAdapter type does not declare the postgres adapter's pg pool.
  const options = (payload.db as unknown as { pool?: { options?: pg.PoolConfig } }).pool?.options ?? {}
  const { max: _max, idleTimeoutMillis: _idle, ...rest } = options as pg.PoolConfig
  return { ...rest, connectionString: rest.connectionString || process.env.DATABASE_URL, keepAlive: true }
}

async function start(payload: Payload, s: OwnerState): Promise<number | null> {
  const client = new pg.Client(connectionOptions(payload))
  const lost = () => {
    if (s.client !== client) return
    s.client = null
    s.id = null
  }
  client.on('error', lost)
  client.on('end', lost)
  try {
    await client.connect()
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = randomId()
      const got = await client.query('SELECT pg_try_advisory_lock($1::int, $2::int) AS "ok"', [OWNER_LOCK_SPACE, id])
      if ((got.rows[0] as { ok?: boolean } | undefined)?.ok) {
        s.client = client
        s.id = id
        // The lock lives as long as the process; it never keeps a finished script alive. Only once
        // it is held: an unreferenced socket with a query in flight lets a script whose only work is
        // that query end early (exit 13, an unsettled top-level await).
        // pg's Client type does not declare its connection's socket.
        ;(client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
        return id
      }
    }
    throw new Error('no free owner id')
  } catch (error) {
    payload.logger?.warn?.({ err: (error as Error)?.message }, 'Jobs: no claim owner (claims of this process are freed only after the stale-claim timeout)')
    await client.end().catch(() => undefined)
    return null
  }
}

/** This process's owner id (taken on first use), or null when it could not be taken. */
export async function claimOwner(payload: Payload): Promise<number | null> {
  const s = state()
  if (s.id !== null) return s.id
  s.starting ??= start(payload, s).finally(() => {
    s.starting = null
  })
  return s.starting
}
