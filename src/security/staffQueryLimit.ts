/**
 * A concurrency limit for expensive staff queries (issue 31 section 3). One editor token running
 * an allowed but large GraphQL query in 10 parallel workers kept the event loop busy enough that
 * liveness answered in 3 s. The cost rule (graphqlLimits.ts) bounds one query; this bounds how many
 * run at once: per user (`STAFF_QUERY_PER_USER`) and per process (`STAFF_QUERY_PER_PROCESS`). A
 * request over the cap waits in a short queue (at most as many waiting as may run, for up to
 * `STAFF_QUERY_QUEUE_MS`), and past that is answered 429 with Retry-After before it does any work.
 *
 * "Expensive" uses the GraphQL cost measure (fields × documents, `queryCost`): a GraphQL query or a
 * REST list read costing `STAFF_QUERY_EXPENSIVE_COST` or more. A REST list read costs its documents
 * (`listSize` of its `limit`/`pagination`, as GraphQL counts them) × REST_FIELDS_PER_DOCUMENT,
 * since REST answers whole documents. Cheap requests (the admin's list pages of up to 100, single
 * documents, the shopper sites' Local API reads) are never held.
 *
 * State is one per process (src/lib/processWide.ts): the REST and GraphQL routes are separate
 * module graphs, and the cap is the process's.
 */
import { processWide } from '@/lib/processWide'
import { GRAPHQL_UNPAGINATED_DOCS, listSize } from './graphqlLimits'
import { intSetting } from '@/lib/intSetting'

export interface StaffQuerySettings {
  /** Cost (fields × documents) from which a request is expensive. */
  expensiveCost: number
  /** Expensive requests one user (or anonymous address) may run at once. */
  perUser: number
  /** Expensive requests the process runs at once, all users together. */
  perProcess: number
  /** How long a request over the cap may wait for a slot before it is answered 429. */
  queueMs: number
}

/**
 * One at a time by default: on the 2-core bench machine a single 550-car `pagination: false` query
 * holds the event loop for whole seconds, so every concurrent one adds to liveness (bench:staff,
 * docs/hardening-abuse.md). 2,000 keeps the admin's list pages (up to 100 per page) out of it.
 */
export const STAFF_QUERY_DEFAULTS: StaffQuerySettings = { expensiveCost: 2_000, perUser: 1, perProcess: 1, queueMs: 2_000 }

/** A REST document counts as this many fields (REST answers whole documents). */
const REST_FIELDS_PER_DOCUMENT = 10

const whole = (value: string | undefined, fallback: number, min: number) => intSetting(value, { fallback, min })

export function staffQuerySettingsFrom(env: Record<string, string | undefined>): StaffQuerySettings {
  return {
    expensiveCost: whole(env.STAFF_QUERY_EXPENSIVE_COST, STAFF_QUERY_DEFAULTS.expensiveCost, 1),
    perUser: whole(env.STAFF_QUERY_PER_USER, STAFF_QUERY_DEFAULTS.perUser, 1),
    perProcess: whole(env.STAFF_QUERY_PER_PROCESS, STAFF_QUERY_DEFAULTS.perProcess, 1),
    queueMs: whole(env.STAFF_QUERY_QUEUE_MS, STAFF_QUERY_DEFAULTS.queueMs, 0),
  }
}

/** The cost of a REST read from its query string: a list read's documents × fields per document; 0 for anything else. */
export function restReadCost(method: string, pathSegments: string[], search: URLSearchParams): number {
  if (method !== 'GET' && method !== 'HEAD') return 0
  // /api/{collection} and /api/{collection}/versions are lists; /api/{collection}/{id} is one document.
  const [api, collection, sub, more] = pathSegments
  const isList = api === 'api' && Boolean(collection) && collection !== 'globals' && (sub === undefined || (sub === 'versions' && more === undefined))
  if (!isList) return 0
  const limit = search.get('limit')
  const pagination = search.get('pagination')
  const docs = listSize(limit === null ? undefined : limit, pagination === 'false' ? false : undefined)
  return Math.min(docs, GRAPHQL_UNPAGINATED_DOCS) * REST_FIELDS_PER_DOCUMENT
}

const tooManyQueriesMessage = (retryAfterSeconds: number) =>
  `Too many large queries at once: at most a few run together so the sites stay fast. Try again in ${retryAfterSeconds} s, or ask for fewer documents (a smaller \`limit\`, not \`pagination: false\`).`

type Waiter = { key: string; grant: () => void }

/** Counts running expensive requests per key and in all; queues a few; refuses the rest. */
export class ConcurrencyLimiter {
  private running = new Map<string, number>()
  private total = 0
  private queue: Waiter[] = []

  constructor(private readonly settings: () => StaffQuerySettings) {}

  /** A release function once a slot is held, or null when refused (the queue is full or the wait ran out). */
  async acquire(key: string): Promise<(() => void) | null> {
    const { perUser, perProcess, queueMs } = this.settings()
    if (this.fits(key, perUser, perProcess) && !this.queue.some((w) => w.key === key)) return this.take(key)
    const waitingForKey = this.queue.filter((w) => w.key === key).length
    if (queueMs <= 0 || waitingForKey >= perUser || this.queue.length >= perProcess) return null
    return new Promise((resolve) => {
      const waiter: Waiter = {
        key,
        grant: () => {
          clearTimeout(timer)
          resolve(this.take(key))
        },
      }
      const timer = setTimeout(() => {
        this.queue = this.queue.filter((w) => w !== waiter)
        resolve(null)
      }, queueMs)
      timer.unref?.()
      this.queue.push(waiter)
    })
  }

  /** Running and waiting requests (tests, the dashboard). */
  snapshot(): { running: number; waiting: number } {
    return { running: this.total, waiting: this.queue.length }
  }

  private fits(key: string, perUser: number, perProcess: number): boolean {
    return this.total < perProcess && (this.running.get(key) ?? 0) < perUser
  }

  private take(key: string): () => void {
    this.total++
    this.running.set(key, (this.running.get(key) ?? 0) + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      this.total--
      const left = (this.running.get(key) ?? 1) - 1
      if (left > 0) this.running.set(key, left)
      else this.running.delete(key)
      this.grantNext()
    }
  }

  private grantNext(): void {
    const { perUser, perProcess } = this.settings()
    const next = this.queue.find((w) => this.fits(w.key, perUser, perProcess))
    if (!next) return
    this.queue = this.queue.filter((w) => w !== next)
    next.grant()
  }
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'security.staffQueries': ConcurrencyLimiter
  }
}

/** The process's one limiter, with its settings read from the environment at each request. */
export function staffQueryLimiter(): ConcurrencyLimiter {
  return processWide('security.staffQueries', () => new ConcurrencyLimiter(() => staffQuerySettingsFrom(process.env)))
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/**
 * Runs `handler` within the limiter when `costOf(request)` makes it expensive; answers 429 with
 * Retry-After when no slot frees in time. `keyOf` names whose request it is (the user, or the
 * client address when anonymous); it is asked only for expensive requests.
 */
export function limitExpensive<A extends unknown[]>(
  handler: Handler<A>,
  costOf: (request: Request) => Promise<number> | number,
  keyOf: (request: Request, ...rest: A) => Promise<string> | string,
  limiter: () => ConcurrencyLimiter = staffQueryLimiter,
): Handler<A> {
  return async (request, ...rest) => {
    const settings = staffQuerySettingsFrom(process.env)
    const cost = await costOf(request)
    if (cost < settings.expensiveCost) return handler(request, ...rest)
    const release = await limiter().acquire(await keyOf(request, ...rest))
    if (!release) {
      const retryAfter = Math.max(1, Math.ceil(settings.queueMs / 1000))
      return Response.json(
        { errors: [{ message: tooManyQueriesMessage(retryAfter), extensions: { code: 'TOO_MANY_REQUESTS' } }] },
        { status: 429, headers: { 'retry-after': String(retryAfter), 'cache-control': 'no-store' } },
      )
    }
    try {
      const response = await handler(request, ...rest)
      // The slot is held until the answer is read out (serialising a large answer is work too).
      if (!response.body) return response
      const body = await response.arrayBuffer()
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } finally {
      release()
    }
  }
}
