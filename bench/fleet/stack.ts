/**
 * The fleet benchmark's backing services, kept between runs under one directory per scale
 * (FLEET_DIR, default .data/fleet/<vehicles>): an embedded PostgreSQL (its cluster in pg/) and an
 * s3rver object store (its files in s3/, bucket `fleet`). Generating 250,000 cars once and
 * measuring many times is the point: `npm run bench:fleet` reuses both when they are there.
 */
import fs from 'node:fs'
import path from 'node:path'
import S3rver from 's3rver'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embeddedPostgres'

const FLEET_BUCKET = 'fleet'

export type FleetStack = {
  dir: string
  databaseUrl: string
  /** The S3_* settings of the app pointing at the s3rver. */
  s3Env: Record<string, string>
  stop: () => Promise<void>
}

export function fleetDir(vehicles: number): string {
  return path.resolve(process.env.FLEET_DIR || path.join('.data', 'fleet', String(vehicles)))
}

/** Starts (or re-opens) the database and the object store of this scale. */
export async function startFleetStack(options: { vehicles: number; pgPort: number; s3Port: number; dir?: string }): Promise<FleetStack> {
  const dir = options.dir ?? fleetDir(options.vehicles)
  fs.mkdirSync(path.join(dir, 's3'), { recursive: true })
  const s3 = new S3rver({ port: options.s3Port, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true, configureBuckets: [{ name: FLEET_BUCKET }] })
  await s3.run()
  let db: EmbeddedDatabase | undefined
  try {
    db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: options.pgPort, database: 'fleet', startTimeoutMs: 120_000 })
  } catch (error) {
    s3.httpServer?.closeAllConnections()
    await s3.close().catch(() => undefined)
    throw error
  }
  const endpoint = `http://127.0.0.1:${options.s3Port}`
  let stopped: Promise<void> | undefined
  return {
    dir,
    databaseUrl: db.url,
    s3Env: { S3_BUCKET: FLEET_BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: () =>
      (stopped ??= (async () => {
        await db?.stop().catch((e) => console.error('Could not stop PostgreSQL:', e))
        s3.httpServer?.closeAllConnections()
        await s3.close().catch(() => undefined)
      })()),
  }
}
