/**
 * Issue 31 section 3 through the real routes on PostgreSQL: expensive staff queries (GraphQL, and
 * REST list reads with a large `limit` or `pagination=false`) run only a few at once per user and
 * per process; past the cap (and the short queue) they are answered 429 with Retry-After before
 * they do any work, while cheap queries and liveness answer as usual.
 *
 * The caps are made full deterministically: the test holds the editor's slots itself (the
 * process-wide limiter the routes use), so no assertion depends on how fast a query runs.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { GET as liveness } from '@/app/(payload)/api/health/live/route'
import { STAFF_QUERY_DEFAULTS, staffQueryLimiter } from '@/security/staffQueryLimit'

let payload: Payload
let f: TwoSites
let token: string
let editorKey: string

const base = 'http://localhost:3000'
/** The reported query: every car, cost 10,001 (allowed: under the 20,000 budget). */
const EVERY_CAR = '{ a: Vehicles(pagination: false) { docs { id } } }'
const FEW_CARS = '{ Vehicles(limit: 5) { docs { id } } }'

const gql = (query: string) =>
  graphqlRoute(new Request(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify({ query }) }))
const rest = (path: string) =>
  restGet(new Request(`${base}${path}`, { headers: { authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: new URL(path, base).pathname.split('/').slice(2) }) })

/** Takes every slot the editor may hold, as running queries of theirs would. */
async function holdEditorSlots(): Promise<() => void> {
  const releases: (() => void)[] = []
  for (let i = 0; i < STAFF_QUERY_DEFAULTS.perUser; i++) releases.push((await staffQueryLimiter().acquire(editorKey))!)
  return () => releases.forEach((release) => release())
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  for (let i = 0; i < 3; i++) {
    await payload.create({
      collection: 'vehicles',
      data: { dealership: f.a.dealership.id, stocknum: unique('SQ'), make: 'Toyota', model: 'Corolla', year: 2022, car_type: 'used', status: 'in_stock', price: 30_000 } as never,
      overrideAccess: true,
      context: { skipIndexSync: true },
    })
  }
  token = (await payload.login({ collection: 'users', data: { email: f.a.editor.email as string, password: 'test-password-1' } })).token as string
  editorKey = `user:users:${f.a.editor.id}`
})

afterEach(() => {
  delete process.env.STAFF_QUERY_QUEUE_MS
})

describe('expensive staff queries (issue 31 section 3)', () => {
  it('one editor firing 10 at once while theirs run: the queue takes a few, the rest get 429 + Retry-After; liveness answers 200 meanwhile', async () => {
    process.env.STAFF_QUERY_QUEUE_MS = '60000' // the queued ones wait for the held slots, however slow the machine
    const release = await holdEditorSlots()
    const answered: Response[] = []
    const pending = Array.from({ length: 10 }, () => gql(EVERY_CAR).then((res) => (answered.push(res), res)))
    const queued = STAFF_QUERY_DEFAULTS.perUser
    try {
      const live = await liveness()
      expect(live.status).toBe(200)
      // The ones past the queue are answered while the editor's slots are still taken.
      while (answered.length < pending.length - queued) await new Promise((resolve) => setTimeout(resolve, 20))
      for (const res of answered) {
        expect(res.status).toBe(429)
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        expect((await res.json()).errors[0].message).toMatch(/Too many large queries at once/)
      }
      expect(staffQueryLimiter().snapshot()).toEqual({ running: STAFF_QUERY_DEFAULTS.perUser, waiting: queued })
      // A cheap query is never held.
      const cheap = await gql(FEW_CARS)
      expect(cheap.status).toBe(200)
    } finally {
      release()
    }
    // The queued ones run once the slots free, and answer the cars.
    const refused = new Set(answered)
    const ran = (await Promise.all(pending)).filter((res) => !refused.has(res))
    expect(ran).toHaveLength(queued)
    for (const res of ran) {
      expect(res.status).toBe(200)
      expect((await res.json()).data.a.docs.length).toBeGreaterThanOrEqual(3)
    }
    expect(staffQueryLimiter().snapshot()).toEqual({ running: 0, waiting: 0 })
  })

  it('REST list reads with pagination=false or a large limit are held the same way; one document and small pages are not', async () => {
    process.env.STAFF_QUERY_QUEUE_MS = '0'
    const release = await holdEditorSlots()
    try {
      for (const path of ['/api/vehicles?pagination=false', '/api/vehicles?limit=500']) {
        const res = await rest(path)
        expect(res.status).toBe(429)
        expect(res.headers.get('retry-after')).toBe('1')
      }
      expect((await rest('/api/vehicles?limit=10')).status).toBe(200)
    } finally {
      release()
    }
    const res = await rest('/api/vehicles?pagination=false&depth=0')
    expect(res.status).toBe(200)
    expect((await res.json()).docs.length).toBeGreaterThanOrEqual(3)
  })

  it('the process cap holds across users: with every slot taken by others, an editor waits, then gets 429', async () => {
    process.env.STAFF_QUERY_QUEUE_MS = '0'
    const releases: (() => void)[] = []
    for (let i = 0; i < STAFF_QUERY_DEFAULTS.perProcess; i++) releases.push((await staffQueryLimiter().acquire(`user:users:other-${i}`))!)
    try {
      const res = await gql(EVERY_CAR)
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBeTruthy()
    } finally {
      releases.forEach((release) => release())
    }
    expect((await gql(EVERY_CAR)).status).toBe(200)
  })

  it('a staff list query reads from the database only the fields it asks for, and still answers them right', async () => {
    const find = vi.spyOn(payload.db, 'find')
    try {
      const res = await gql(EVERY_CAR)
      expect(res.status).toBe(200)
      expect((await res.json()).data.a.docs.length).toBeGreaterThanOrEqual(3)
      const vehicleReads = find.mock.calls.map(([args]) => args).filter((args) => args.collection === 'vehicles')
      expect(vehicleReads.length).toBeGreaterThan(0)
      // Only the ids (never the whole car: images, features, specifications).
      for (const args of vehicleReads) expect(Object.keys(args.select ?? { everything: true })).toEqual(['id'])
    } finally {
      find.mockRestore()
    }
    const wider = await gql('{ Vehicles(limit: 3, sort: "id") { docs { id make model dealership { name } } } }')
    const docs = (await wider.json()).data.Vehicles.docs
    expect(docs.length).toBeGreaterThanOrEqual(3)
    for (const doc of docs) {
      expect(doc).toMatchObject({ make: 'Toyota', model: 'Corolla', dealership: { name: expect.any(String) } })
    }
    // A client may still ask for whole documents.
    const whole = await gql('{ Vehicles(limit: 1, select: false) { docs { id make } } }')
    expect((await whole.json()).data.Vehicles.docs[0].make).toBe('Toyota')
  })

  it('an unpaged staff list is read in pages with the event loop free between them, and answers exactly what one read would', async () => {
    process.env.GRAPHQL_LIST_CHUNK_DOCS = '2'
    const find = vi.spyOn(payload.db, 'find')
    try {
      const res = await gql('{ a: Vehicles(pagination: false) { docs { stocknum } } }')
      expect(res.status).toBe(200)
      const { a } = (await res.json()).data
      const limited = await gql('{ b: Vehicles(pagination: false, limit: 3, sort: "stocknum") { docs { id } totalDocs hasNextPage } }')
      const { b } = (await limited.json()).data
      // Every read of the cars asked for a page of two.
      const vehicleReads = find.mock.calls.map(([args]) => args).filter((args) => args.collection === 'vehicles')
      expect(vehicleReads.length).toBeGreaterThanOrEqual(3)
      for (const args of vehicleReads) expect(args.limit).toBe(2)
      const one = await payload.find({ collection: 'vehicles', pagination: false, user: f.a.editor, overrideAccess: false })
      expect(one.docs.length).toBeGreaterThanOrEqual(3)
      expect(a.docs.map((doc: { stocknum: string }) => doc.stocknum)).toEqual(one.docs.map((doc) => (doc as { stocknum: string }).stocknum))
      const byStock = await payload.find({ collection: 'vehicles', pagination: false, limit: 3, sort: 'stocknum', user: f.a.editor, overrideAccess: false })
      expect(b.docs.map((doc: { id: number }) => doc.id)).toEqual(byStock.docs.map((doc) => doc.id))
      expect(b).toMatchObject({ totalDocs: 3, hasNextPage: false })
    } finally {
      find.mockRestore()
      delete process.env.GRAPHQL_LIST_CHUNK_DOCS
    }
  })
})
