/**
 * One production app instance of the fleet: `npm start`'s code path (scripts/start.ts) on the
 * fleet's PostgreSQL with CACHE_SHARED=postgres, the fleet's s3rver and the Varnish purge, in its
 * own process group. `startInstance` resolves once /api/health/ready answers and a search has
 * been answered (the embedded index, loaded on first use, holds every car), with both times.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stopProcessGroup } from '../../scripts/lib/stopProcessGroup'
import { request, sleep } from './http'
import { FLEET_SECRET } from './generate'

export type Instance = { port: number; origin: string; child: ChildProcess; log: string; readySeconds: number; indexSeconds: number; stop: () => Promise<void> }

const START_LIMIT_MS = Number(process.env.FLEET_START_LIMIT_SECONDS || 900) * 1000

/** The multi-query /cars sends, reduced to the results query (the wire format of src/search/algoliaProtocolHandler.ts). */
/** The results query's parameters besides the shopper's (a page of 24, the facets /cars shows). */
export const SEARCH_PAGE_PARAMS = { hitsPerPage: 24, page: 0, facets: ['make', 'model', 'body', 'price'], maxValuesPerFacet: 50 }

export function searchBody(params: Record<string, unknown>): string {
  return JSON.stringify({ requests: [{ indexName: 'Car_production', params: { ...SEARCH_PAGE_PARAMS, ...params } }] })
}

/** Resident memory of the instance: the start script and the server it runs (kB summed from /proc). */
export function residentMb(child: ChildProcess): number {
  let kb = 0
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (pgid !== child.pid) continue
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (match) kb += Number(match[1])
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024
}

async function until(what: string, child: ChildProcess, deadline: number, check: () => Promise<boolean>): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance exited while waiting for ${what}`)
    if (await check().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`No ${what} within ${START_LIMIT_MS / 1000} s`)
}

/** `onSpawned` gets the stop function at once, so an interrupted start is stopped too. */
export async function startInstance(options: { port: number; env: Record<string, string>; site: string; onSpawned: (stop: () => Promise<void>) => void }): Promise<Instance> {
  const origin = `http://127.0.0.1:${options.port}`
  const log = path.join(os.tmpdir(), `dealer-bench-fleet-${options.port}.log`)
  const out = fs.createWriteStream(log)
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      NODE_ENV: 'production',
      SEED: 'false',
      CACHE_SHARED: 'postgres',
      PAYLOAD_SECRET: FLEET_SECRET,
      SEARCH_RATE_LIMIT: '100000000', // the benchmark is one client
      // The first page waits for the embedded index at fleet scale: bounded by the bench's own limit.
      STARTUP_FIRST_PAGE_TIMEOUT_SECONDS: process.env.STARTUP_FIRST_PAGE_TIMEOUT_SECONDS || String(START_LIMIT_MS / 1000),
    },
  })
  child.stdout!.pipe(out)
  child.stderr!.pipe(out)
  const stop = () => stopProcessGroup(child, 40_000)
  options.onSpawned(stop)
  try {
    const deadline = started + START_LIMIT_MS
    await until('/api/health/ready', child, deadline, async () => (await request(origin, '/api/health/ready', { timeoutMs: 5000 })).status === 200)
    const readySeconds = (Date.now() - started) / 1000
    await until('a search answer', child, deadline, async () => {
      const res = await request(origin, `/api/search/${options.site}/1/indexes/*/queries`, { host: `${options.site}.localhost`, method: 'POST', body: searchBody({ query: '' }), timeoutMs: START_LIMIT_MS })
      return res.status === 200 && /"nbHits":[1-9]/.test(res.body)
    })
    return { port: options.port, origin, child, log, readySeconds, indexSeconds: (Date.now() - started) / 1000, stop }
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message} (log: ${log})`)
  }
}
