/**
 * `npm run bench:leads`: how many lead submissions per second one server process accepts.
 *
 * The real submit handler (src/leads/submit.ts: rate limit, JSON, site from the Host, zod
 * validation, ids checked against the site, ALTCHA verification with replay protection, the lead
 * INSERT and the delivery job INSERT) behind a node:http server in this process, on a throw-away
 * PostgreSQL, loaded by autocannon. Each request carries its own solved captcha (solved before the
 * measurement, with a cheap challenge cost: the server's verification cost does not depend on it).
 * The rate limit is raised for the run; delivery jobs are queued but not run.
 *
 *   npx tsx bench/leads.ts                       # 20 s, 20 connections
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npx tsx bench/leads.ts
 *
 *   npx next build && npm run bench:leads -- --burst 100   # 100 shoppers at once against a production
 *                                                          # server (bench/leadsBurst.ts, issue 19)
 *
 * Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (a server to create a throw-away database
 * on; unset: a throw-away embedded PostgreSQL), BENCH_SECONDS, BENCH_CONNECTIONS.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import type { Payload } from 'payload'
import { startThrowawayDatabase } from '../src/db/throwawayDatabase'
import { closePayload } from '../src/db/closePayload'
import { burstOptions, runBurst } from './leadsBurst'

const SECONDS = Number(process.env.BENCH_SECONDS || 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const SITE_SLUG = 'bench-motors'

function toRequest(req: http.IncomingMessage, body: Buffer): Request {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? new Uint8Array(body) : undefined })
}

async function main() {
  // `-- --burst N`: N shoppers at once against a production server (bench/leadsBurst.ts).
  const burst = burstOptions(process.argv.slice(2))
  if (burst) return runBurst(burst)
  const db = await startThrowawayDatabase({
    name: `dealer_bench_leads_${Date.now()}`,
    adminUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
    firstPort: Number(process.env.TEST_PG_FIRST_PORT || 56900),
  })
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-media-'))
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-mail-'))
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
    MEDIA_DIR: mediaDir,
    MAIL_DIR: mailDir,
    RUN_JOBS: 'false',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '20',
  })
  let payload: Payload | undefined
  let server: http.Server | undefined
  try {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../payload.config')
    const { migrations } = await import('../src/migrations')
    payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrations as never })
    const site = await payload.create({ collection: 'sites', data: { name: 'Bench Motors', slug: SITE_SLUG }, overrideAccess: true })
    await payload.create({ collection: 'dealerships', data: { name: 'Bench Motors', site: site.id, leadEmails: [{ email: 'leads@bench.test' }] } as never, overrideAccess: true })

    const { createLeadSubmitHandler } = await import('../src/leads/submit')
    const { createCaptchaChallenge } = await import('../src/forms/captcha')
    const { solveChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
    const p = payload
    const handler = createLeadSubmitHandler({ payload: async () => p, runDeliveryNow: false, rateLimit: { points: 10_000_000, durationSeconds: 60 } })

    const captchas = 4000
    console.log(`Solving ${captchas} captchas for the run…`)
    const solved: string[] = []
    for (let i = 0; i < captchas; i++) {
      const challenge = await createCaptchaChallenge()
      const solution = await solveChallenge({ challenge, deriveKey })
      solved.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))
    }

    let inFlight = 0
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', async () => {
        inFlight++
        try {
          const response = await handler(toRequest(req, Buffer.concat(chunks)))
          res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
          res.end(Buffer.from(await response.arrayBuffer()))
        } finally {
          inFlight--
        }
      })
    })
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()))
    const port = (server.address() as AddressInfo).port

    let next = 0
    const body = () =>
      JSON.stringify({
        kind: 'enquiry',
        fields: { name: 'Bench Shopper', email: 'shopper@example.com', phone: '0412 345 678', message: 'Is this car still available?', category: 'General Enquiry' },
        page_url: '/cars/bench',
        altcha: solved[next++ % solved.length],
      })
    console.log(`autocannon: ${CONNECTIONS} connections for ${SECONDS} s against the submit handler (captcha on, rate limit raised)`)
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/leads`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'POST', headers: { host: `${SITE_SLUG}.localhost`, 'content-type': 'application/json' }, setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }],
    })
    // Requests still in the handler when autocannon stops finish before counting and shutting down.
    server.close()
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 50))
    const stored = (await payload.count({ collection: 'leads' as never, overrideAccess: true })).totalDocs
    const ok = result['2xx'] as number
    console.log(`\nMachine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`)
    console.log(`Accepted (201): ${ok} in ${SECONDS} s = ${(ok / SECONDS).toFixed(1)} leads/s; non-2xx: ${result.non2xx}; errors: ${result.errors}; timeouts: ${result.timeouts}`)
    console.log(`Latency: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms`)
    console.log(`Leads stored: ${stored} (${ok} answered 201 within the run; the rest were accepted just after autocannon stopped)`)
    if (ok > solved.length) console.log('Note: more requests than solved captchas: the repeats were refused as replays (non-2xx).')
  } finally {
    server?.close()
    if (payload) await closePayload(payload)
    await db.cleanup().catch(() => undefined)
    fs.rmSync(mediaDir, { recursive: true, force: true })
    fs.rmSync(mailDir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
