/**
 * `npm run bench:leads -- --burst 100`: a rush of leads against a PRODUCTION server (issue 19
 * item 1: "100 shoppers submitting at once from different addresses, as after a TV spot").
 *
 * Each shopper has its own client address (X-Forwarded-For from 198.51.100.x / 203.0.113.x, which
 * the server believes because it runs with TRUSTED_PROXIES=127.0.0.1,::1), fetches and solves its
 * own captcha from the server (GET /api/leads/captcha), and then all N submissions are sent at
 * the same moment. Afterwards the bench reads the server's database and mail directory and prints
 * stored, delivered, duplicates, 5xx and latency.
 *
 *   npx next build && npm run bench:leads -- --burst 100
 *     starts the production server itself (scripts/e2e-server.ts: `next start` on a fresh embedded
 *     PostgreSQL with the demo seed; port E2E_PORT, default 3230; EMBEDDED_PG_PORT; mail as .eml
 *     files under /tmp/dealer-e2e-<port>/mail), with TRUSTED_PROXIES and a cheap captcha cost;
 *   npm run bench:leads -- --burst 100 --url http://localhost:3231
 *     uses a server that already runs (started with TRUSTED_PROXIES=127.0.0.1,::1, file mail);
 *     BENCH_DATABASE_URL and BENCH_MAIL_DIR say where its database and .eml files are (defaults:
 *     the e2e server's embedded database and mail directory for that port).
 *
 * Options: --host <site host> (default sunshine-toyota.localhost, a seeded site with lead
 * addresses), --wait <seconds> for deliveries (default 180).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { runningEmbeddedUrl } from '../src/db/embeddedPostgres'

type Options = { burst: number; url?: string; host: string; waitSeconds: number }

export function burstOptions(argv: string[]): Options | null {
  const value = (name: string) => {
    const at = argv.indexOf(name)
    return at >= 0 ? argv[at + 1] : undefined
  }
  if (!argv.includes('--burst')) return null
  const burst = Math.floor(Number(value('--burst') ?? 100))
  if (!(burst > 0 && burst <= 2000)) throw new Error('--burst takes a number of shoppers from 1 to 2000')
  return { burst, url: value('--url'), host: value('--host') ?? 'sunshine-toyota.localhost', waitSeconds: Number(value('--wait') ?? 180) }
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders }
function request(base: URL, method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path: pathname, agent, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, timeout: 180_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

const addressOf = (n: number) => (n < 250 ? `198.51.100.${n + 1}` : `203.0.113.${(n % 250) + 1}`)
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0

async function startServer(port: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // The captcha stays on and is solved for real, at a cheap proof-of-work cost.
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const log = fs.createWriteStream(path.join(os.tmpdir(), `dealer-bench-burst-${port}.log`))
  child.stdout!.pipe(log)
  child.stderr!.pipe(log)
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve()
      }, 20_000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
  return { child, stop }
}

async function waitUntilServing(base: URL, host: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await request(base, 'GET', '/api/leads/captcha', { host, 'x-forwarded-for': '192.0.2.1' })
      if (res.status === 200) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`The server at ${base.origin} did not answer within ${timeoutMs / 1000} s`)
}

/** Message-IDs of the .eml files in the mail directory: lead id → channel → count. */
function sentMail(mailDir: string): Map<string, number> {
  const counts = new Map<string, number>()
  if (!fs.existsSync(mailDir)) return counts
  for (const file of fs.readdirSync(mailDir)) {
    if (!file.endsWith('.eml')) continue
    const head = fs.readFileSync(path.join(mailDir, file), 'utf8').split(/\r?\n\r?\n/)[0]
    const id = /^Message-ID:\s*<lead-(\d+)-(\w+)@/im.exec(head)
    if (id) counts.set(`${id[1]}:${id[2]}`, (counts.get(`${id[1]}:${id[2]}`) ?? 0) + 1)
  }
  return counts
}

export async function runBurst(options: Options): Promise<void> {
  const port = Number(process.env.E2E_PORT || 3230)
  const base = new URL(options.url ?? `http://127.0.0.1:${port}`)
  const serverPort = Number(base.port || 80)
  const server = options.url ? null : await startServer(serverPort)
  let db: pg.Client | null = null
  try {
    const host = `${options.host}:${serverPort}`
    console.log(server ? `Starting the production server on port ${serverPort} (log: ${path.join(os.tmpdir(), `dealer-bench-burst-${serverPort}.log`)})…` : `Using the server at ${base.origin}`)
    await waitUntilServing(base, host)

    const pgPort = Number(process.env.EMBEDDED_PG_PORT || 55329)
    const databaseUrl =
      process.env.BENCH_DATABASE_URL || (await runningEmbeddedUrl(path.join(os.tmpdir(), `dealer-e2e-${serverPort}`, 'postgres'), pgPort, 'dealer_platform'))
    if (!databaseUrl) throw new Error('Set BENCH_DATABASE_URL to the server’s database (or EMBEDDED_PG_PORT to its embedded PostgreSQL port).')
    const mailDir = process.env.BENCH_MAIL_DIR || path.join(os.tmpdir(), `dealer-e2e-${serverPort}`, 'mail')
    db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()

    const run = Date.now().toString(36)
    const n = options.burst
    console.log(`Solving ${n} captchas (one per shopper, each fetched from the server by its own address)…`)
    const captchas: string[] = []
    for (let i = 0; i < n; i++) {
      const res = await request(base, 'GET', '/api/leads/captcha', { host, 'x-forwarded-for': addressOf(i) })
      if (res.status !== 200) throw new Error(`GET /api/leads/captcha answered ${res.status}`)
      const challenge = JSON.parse(res.body)
      const solution = await solveChallenge({ challenge, deriveKey })
      captchas.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))
    }

    console.log(`Burst: ${n} shoppers submit at once (X-Forwarded-For: one address each)…`)
    const started = Date.now()
    const answers = await Promise.all(
      captchas.map(async (altcha, i) => {
        const t0 = Date.now()
        const body = JSON.stringify({
          kind: 'enquiry',
          fields: { name: `Burst ${run} ${i}`, email: `burst-${run}-${i}@example.com`, phone: '0412 345 678', message: 'Is this car still available?', category: 'General Enquiry' },
          page_url: '/contact',
          altcha,
        })
        try {
          const res = await request(base, 'POST', '/api/leads', { host, 'content-type': 'application/json', 'x-forwarded-for': addressOf(i), 'user-agent': 'bench-burst' }, body)
          return { status: res.status, ms: Date.now() - t0, leadId: res.status === 201 ? Number(JSON.parse(res.body).lead_id) : null, retryAfter: res.headers['retry-after'], error: res.status >= 400 ? res.body.slice(0, 200) : undefined }
        } catch (error) {
          return { status: 0, ms: Date.now() - t0, leadId: null, retryAfter: undefined, error: (error as Error).message }
        }
      }),
    )
    const burstMs = Date.now() - started
    const ids = answers.map((a) => a.leadId).filter((id): id is number => id !== null)

    // Stored: leads of this run, by shopper (a shopper stored twice would show here).
    const stored = await db.query<{ name: string; count: string }>(`SELECT "name", count(*) FROM "leads" WHERE "name" LIKE $1 GROUP BY "name"`, [`Burst ${run} %`])
    const storedShoppers = stored.rows.length
    const storedTwice = stored.rows.filter((r) => Number(r.count) > 1).length
    const storedRows = stored.rows.reduce((sum, r) => sum + Number(r.count), 0)
    const allIds = (await db.query<{ id: number }>(`SELECT "id" FROM "leads" WHERE "name" LIKE $1`, [`Burst ${run} %`])).rows.map((r) => r.id)

    console.log(`Waiting up to ${options.waitSeconds} s for the deliveries…`)
    const deadline = Date.now() + options.waitSeconds * 1000
    let delivered = 0
    let statusCounts: Record<string, number> = {}
    for (;;) {
      const rows = (await db.query<{ delivery_status: string; count: string }>(`SELECT "delivery_status", count(*) FROM "leads" WHERE "id" = ANY($1) GROUP BY 1`, [allIds])).rows
      statusCounts = Object.fromEntries(rows.map((r) => [r.delivery_status ?? 'null', Number(r.count)]))
      delivered = statusCounts.delivered ?? 0
      if (delivered === allIds.length || Date.now() > deadline) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    const deliveredMs = Date.now() - started
    // Give a straggling duplicate (a retry) a moment to show up in the mail directory.
    await new Promise((r) => setTimeout(r, 2000))

    const mail = sentMail(mailDir)
    let dealerMails = 0
    let duplicates = 0
    let leadsWithoutMail = 0
    for (const id of allIds) {
      const count = mail.get(`${id}:email`) ?? 0
      dealerMails += count
      if (count > 1) duplicates += count - 1
      if (count === 0) leadsWithoutMail++
      const crm = mail.get(`${id}:crm`) ?? 0
      if (crm > 1) duplicates += crm - 1
      const confirmation = mail.get(`${id}:confirmation`) ?? 0
      if (confirmation > 1) duplicates += confirmation - 1
    }
    const outbox = (await db.query<{ count: string }>(`SELECT count(*) FROM "mail_outbox" WHERE "lead_id" = ANY($1) AND "channel" = 'email'`, [allIds])).rows[0]
    const jobsLeft = (await db.query<{ count: string }>(`SELECT count(*) FROM "payload_jobs" WHERE "completed_at" IS NULL AND ("input"->>'leadId')::int = ANY($1)`, [allIds])).rows[0]

    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
    const byStatus = answers.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.status || 'error']: (acc[a.status || 'error'] ?? 0) + 1 }), {})
    const fivexx = answers.filter((a) => a.status >= 500 || a.status === 0).length
    const row = (label: string, value: string | number) => console.log(`| ${label.padEnd(46)} | ${String(value).padStart(12)} |`)
    console.log(`\nMachine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}; server ${base.origin}, site ${options.host}`)
    console.log(`| ${'burst of lead submissions'.padEnd(46)} | ${'result'.padStart(12)} |`)
    console.log(`|${'-'.repeat(48)}|${'-'.repeat(14)}|`)
    row('shoppers (distinct addresses, sent at once)', n)
    row('answers by status', Object.entries(byStatus).map(([s, c]) => `${c}×${s}`).join(' '))
    row('5xx (and connection errors)', fivexx)
    row('stored (shoppers with a lead)', `${storedShoppers} / ${n}`)
    row('stored twice', storedTwice)
    row('stored but answered other than 201', storedRows - ids.length)
    row('delivered (delivery_status)', `${delivered} / ${allIds.length}`)
    row('other delivery states', JSON.stringify(Object.fromEntries(Object.entries(statusCounts).filter(([k]) => k !== 'delivered'))))
    row('dealer e-mails sent (.eml files)', dealerMails)
    row('leads without a dealer e-mail', leadsWithoutMail)
    row('duplicates (same lead and channel sent again)', duplicates)
    row('mail outbox rows (dealer e-mail)', Number(outbox?.count ?? 0))
    row('delivery jobs still open', Number(jobsLeft?.count ?? 0))
    row('latency p50 / p99 / max (ms)', `${percentile(latencies, 50)} / ${percentile(latencies, 99)} / ${latencies.at(-1)}`)
    row('all answered after (ms)', burstMs)
    row('all delivered after (ms)', delivered === allIds.length ? deliveredMs : `not within ${options.waitSeconds} s`)
    const refusals = answers.filter((a) => a.error).slice(0, 3)
    if (refusals.length) console.log('\nFirst refusals:', refusals.map((a) => `${a.status} ${a.retryAfter ? `(Retry-After ${a.retryAfter}) ` : ''}${a.error}`).join('\n  '))
  } finally {
    await db?.end().catch(() => undefined)
    await server?.stop()
  }
}
