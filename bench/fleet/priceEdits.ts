/**
 * Price edits while the load runs: a platform admin signs in once (JWT), then workers PATCH
 * `/api/vehicles/<id>` through an instance, as the admin's save does, and poll the car page at the
 * edge (Varnish) until the new price shows. Save-to-edge is from sending the save to the first
 * edge answer with the new price; after that the page is asked FLEET_STALE_CHECKS (5) more times,
 * and any answer without the new price counts as stale (served after the purge).
 */
import { withThousandsCommas } from '../../src/rules/thousands'
import { request, sleep } from './http'

export type EditTarget = { id: number; host: string; path: string; price: number }
export type EditResults = { times: number[]; stale: number; timedOut: number; failed: string[] }

const POLL_MS = Number(process.env.FLEET_POLL_MS || 50)
const EDGE_LIMIT_MS = Number(process.env.FLEET_EDGE_LIMIT_SECONDS || 30) * 1000
const STALE_CHECKS = Number(process.env.FLEET_STALE_CHECKS || 5)

export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await request(origin, '/api/users/login', { method: 'POST', body: JSON.stringify({ email, password }) })
  const token = res.status === 200 ? (JSON.parse(res.body) as { token?: string }).token : undefined
  if (!token) throw new Error(`Sign-in as ${email} answered ${res.status}: ${res.body.slice(0, 200)}`)
  return token
}

const shows = (body: string, price: number) => body.includes(withThousandsCommas(price))

async function editOne(target: EditTarget, newPrice: number, ctx: { api: string; edge: string; token: string }, results: EditResults): Promise<void> {
  const started = performance.now()
  const save = await request(ctx.api, `/api/vehicles/${target.id}`, { method: 'PATCH', body: JSON.stringify({ price: newPrice }), headers: { authorization: `JWT ${ctx.token}` } })
  if (save.status !== 200) return void results.failed.push(`PATCH ${target.id}: ${save.status} ${save.body.slice(0, 120)}`)
  let seenAt: number | undefined
  while (performance.now() - started < EDGE_LIMIT_MS) {
    const page = await request(ctx.edge, target.path, { host: target.host })
    if (page.status === 200 && shows(page.body, newPrice)) {
      seenAt = performance.now()
      break
    }
    await sleep(POLL_MS)
  }
  if (seenAt === undefined) return void results.timedOut++
  results.times.push(seenAt - started)
  for (let i = 0; i < STALE_CHECKS; i++) {
    await sleep(POLL_MS)
    const page = await request(ctx.edge, target.path, { host: target.host })
    if (!(page.status === 200 && shows(page.body, newPrice))) results.stale++
  }
}

/**
 * `edits` saves spread over the targets by `workers` workers (each its own cars), each worker
 * pausing `gapMs` between its saves; a car is edited again only after its last edit showed.
 */
export async function runPriceEdits(targets: EditTarget[], options: { edits: number; workers: number; gapMs: number; api: string; edge: string; token: string }): Promise<EditResults> {
  const results: EditResults = { times: [], stale: 0, timedOut: 0, failed: [] }
  let next = 0
  const worker = async () => {
    for (;;) {
      const n = next++
      if (n >= options.edits) return
      const target = targets[n % targets.length]
      target.price += 10 + (n % 7)
      await editOne(target, target.price, options, results).catch((error: Error) => void results.failed.push(`car ${target.id}: ${error.message}`))
      await sleep(options.gapMs)
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker))
  return results
}
