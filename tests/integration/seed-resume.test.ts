/**
 * The demo seed survives an interruption: a seed killed halfway (after the sites, before the
 * cars) leaves its "running" marker, the start scripts' check (needsSeed) then asks for a seed
 * again, and the second run completes the data without duplicating anything: every site has
 * its planned cars, pages and menus, every demo image exists once, and the marker says done.
 * Runs the real `npm run seed` (scripts/seed.ts) in a child process on a database of its own.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabaseOn } from '../../src/db/throwawayDatabase'
import { readDatabaseState } from '../../scripts/lib/databaseState'
import { needsSeed } from '../../seed/state'
import { plannedVehicleCountBySite } from '../../seed/vehicles'
import { DEMO_SITES } from '../../seed/demoSites'
import { tsxChildArgs } from './tsxChild'

const name = `dealer_seed_${Date.now()}`
let url = ''
let adminUrl = ''
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seed-media-'))

/** Runs scripts/seed.ts; with `stopAt`, kills it (SIGKILL, as a crash would) once a line matches. */
function runSeed(stopAt?: RegExp): Promise<{ code: number | null; killed: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, tsxChildArgs('scripts/seed.ts'), {
      env: { ...process.env, DATABASE_URL: url, MEDIA_DIR: mediaDir, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let killed = false
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
      if (stopAt && !killed && stopAt.test(output)) {
        killed = true
        child.kill('SIGKILL')
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('close', (code) => resolve({ code, killed, output }))
  })
}

async function query<T = Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  const admin = new URL(process.env.DATABASE_URL!)
  admin.pathname = '/postgres'
  adminUrl = admin.toString()
  url = await createDatabaseOn(adminUrl, name)
})

afterAll(async () => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
  await client.end()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('demo seed interrupted and restarted', () => {
  it('is completed by the next run, with every site complete and nothing twice', { timeout: 1_200_000 }, async () => {
    const first = await runSeed(/Content for/)
    expect(first.killed, first.output).toBe(true)

    const halfway = await readDatabaseState(url)
    expect(halfway.pendingMigrations).toEqual([])
    expect(halfway.siteCount).toBe(DEMO_SITES.length)
    expect(halfway.seedState?.status).toBe('running')
    expect(needsSeed({ seedEnabled: true, siteCount: halfway.siteCount, seedState: halfway.seedState })).toBe(true)

    const second = await runSeed()
    expect(second.code, second.output).toBe(0)

    const after = await readDatabaseState(url)
    expect(after.seedState?.status).toBe('done')
    expect(needsSeed({ seedEnabled: true, siteCount: after.siteCount, seedState: after.seedState })).toBe(false)

    const perSite = await query<{ slug: string; vehicles: number; pages: number; menus: number; locations: number }>(`
      select s.slug,
        (select count(*)::int from vehicles v where v.site_id = s.id) as vehicles,
        (select count(*)::int from pages p where p.site_id = s.id) as pages,
        (select count(*)::int from menus m where m.site_id = s.id) as menus,
        (select count(*)::int from locations l where l.site_id = s.id) as locations
      from sites s order by s.slug`)
    const planned = plannedVehicleCountBySite()
    expect(perSite.map((s) => s.slug).sort()).toEqual(DEMO_SITES.map((s) => s.slug).sort())
    for (const site of perSite) {
      expect(site.vehicles, site.slug).toBe(planned[site.slug])
      expect(site.pages, site.slug).toBeGreaterThanOrEqual(17)
      expect(site.menus, site.slug).toBe(2)
      expect(site.locations, site.slug).toBe(DEMO_SITES.find((s) => s.slug === site.slug)!.locations.length)
    }

    // Every demo image once, with its file and its sizes on disk.
    const duplicates = await query('select filename from media group by filename having count(*) > 1')
    expect(duplicates).toEqual([])
    const media = await query<{ filename: string; sizes_thumbnail_filename: string | null }>('select filename, sizes_thumbnail_filename from media')
    expect(media.length).toBeGreaterThanOrEqual(280)
    for (const m of media) {
      expect(fs.existsSync(path.join(mediaDir, m.filename)), m.filename).toBe(true)
      if (m.sizes_thumbnail_filename) expect(fs.existsSync(path.join(mediaDir, m.sizes_thumbnail_filename)), m.sizes_thumbnail_filename).toBe(true)
    }
    const [{ makes }] = await query<{ makes: number }>('select count(*)::int as makes from manufacturers')
    expect(makes).toBe(150)

  })
})
