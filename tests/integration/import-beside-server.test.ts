/**
 * Issue 7, defect 15: cars imported by `npm run inventory:import` (another process) become
 * searchable on a running server. This process plays the app server: its search index is
 * loaded and its job runner runs, as in `npm start`. The import CLI runs as a child process on
 * the same database, queues one batch index job, and waits until the server has run it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { resetEmbedded } from '../../src/search/embedded'
import { startJobRunner, stopJobRunner } from '../../src/jobs/runner'
import { clearSearchResultsCache, searchVehicles } from '../../src/data/search'
import { sampleFeedCsv } from '../support/sampleFeed'

let payload: Payload
let f: TwoSites

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  resetEmbedded({ records: [], loaded: true })
  startJobRunner(payload)
})

afterAll(async () => {
  await stopJobRunner()
})

function runImport(file: string, site: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/inventory-import.ts', file, '--site', site], {
      env: { ...process.env, RUN_JOBS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

const count = async (site: string, badge: string) => {
  clearSearchResultsCache() // each count reads the index now, not the short-lived results cache
  const res = await searchVehicles(site, [{ indexName: 'Car_production', filters: `badge:"${badge}"`, hitsPerPage: 0 }])
  return (res!.results[0] as unknown as { nbHits: number }).nbHits
}

describe('an import run beside a running server', { timeout: 300_000 }, () => {
  it('makes its cars searchable there, through one batch job', async () => {
    const badge = unique('Feed').replace(/[^A-Za-z0-9]/g, '')
    const dealership = f.a.dealership.slug as string
    const { csv, validRows } = sampleFeedCsv({ rows: 60, dealerships: [dealership], stockPrefix: `${badge}-`, badge, invalidEvery: 6 })
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'feed.csv')
    fs.writeFileSync(file, csv)
    expect(await count(f.a.site.slug as string, badge)).toBe(0)

    const { code, out } = await runImport(file, f.a.site.slug as string)
    expect(code, out).toBe(0)
    expect(out).toMatch(new RegExp(`${validRows} car\\(s\\) imported and searchable on the running site in [0-9.]+ s`))

    expect(await count(f.a.site.slug as string, badge)).toBe(validRows)
    expect(await count(f.b.site.slug as string, badge)).toBe(0)
    // One job for the whole import, and nothing left queued.
    expect((await payload.count({ collection: 'payload-jobs', where: { taskSlug: { in: ['syncVehicle', 'syncVehicles'] } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
