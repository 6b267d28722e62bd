/**
 * Real-user vitals (issue 25) against PostgreSQL: beacons sent to a site's host add to that site's
 * daily histograms per page kind and device (never another site's, whatever the body says); bad
 * beacons get a 4xx and change nothing; concurrent beacons lose no count; editors see only their
 * own sites' figures; the retention job is idempotent.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'

vi.mock('next/cache', () => ({
  // Outside a Next.js server there is no cache: load straight through.
  unstable_cache: (fn: (...a: unknown[]) => unknown) => fn,
  revalidateTag: () => undefined,
}))

import { testPayload } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { handleVitalsBeacon, VITALS_CLIENT_LIMIT } from '../../src/vitals/beaconEndpoint'
import { readVitals, recordBeacon } from '../../src/vitals/store'
import { pruneVitals } from '../../src/vitals/retention'
import { siteVitals } from '@/admin/dashboard/vitals'
import { Dashboard } from '@/admin/dashboard/Dashboard'
import { encodeSiteKey } from '../../src/rules/siteKey'
import { utcDay } from '@/rules/webVitals'
import type { User } from '@/payload-types'

let payload: Payload
let f: TwoSites
let sent = 0

const key = (site: { slug: string }) => encodeSiteKey({ kind: 'slug', slug: site.slug })
const beacon = (site: { slug: string }, body: unknown, headers: Record<string, string> = {}) => {
  sent++
  return handleVitalsBeacon(
    new Request(`http://${site.slug}.localhost/web-vitals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', host: `${site.slug}.localhost`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    key(site),
  )
}

type Row = { site: number | { id: number }; day: string; pageKind: string; device: string; metric: string; samples: number; buckets: number[] }
const rows = async (siteId: number): Promise<Row[]> =>
  (await payload.find({ collection: 'web-vitals', where: { site: { equals: siteId } }, pagination: false, depth: 0, overrideAccess: true })).docs as unknown as Row[]
const total = async () => (await payload.find({ collection: 'web-vitals', pagination: false, depth: 0, overrideAccess: true })).docs.reduce((n, d) => n + Number(d.samples), 0)

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
})

describe('the beacon endpoint', () => {
  it('adds each metric to the histogram of the host’s site, page kind and device', async () => {
    const car = { path: '/cars/2024-toyota-corolla-x', width: 390 }
    expect((await beacon(f.a.site, { ...car, metrics: { LCP: 1200, INP: 90, CLS: 0.01, FCP: 800, TTFB: 200 } })).status).toBe(204)
    expect((await beacon(f.a.site, { ...car, metrics: { LCP: 3100, CLS: 0 } })).status).toBe(204)
    const ok = await beacon(f.a.site, { ...car, metrics: { LCP: 1900 } })
    expect(ok.status).toBe(204)
    expect(ok.headers.get('set-cookie')).toBeNull()
    expect((await beacon(f.b.site, { path: '/', width: 1440, metrics: { LCP: 5000 } })).status).toBe(204)

    const a = await rows(f.a.site.id)
    expect(a.every((r) => r.pageKind === 'car' && r.device === 'mobile' && r.day === utcDay(new Date()))).toBe(true)
    const lcp = a.find((r) => r.metric === 'LCP')!
    expect(Number(lcp.samples)).toBe(3)
    expect(lcp.buckets.reduce((x, y) => x + y, 0)).toBe(3)
    expect(a.map((r) => r.metric).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
    expect(Number(a.find((r) => r.metric === 'CLS')!.samples)).toBe(2)

    const b = await rows(f.b.site.id)
    expect(b.map((r) => [r.pageKind, r.device, r.metric, Number(r.samples)])).toEqual([['home', 'desktop', 'LCP', 1]])
  })

  it('never counts for another site: the Host decides, and a page of another origin is refused', async () => {
    const before = (await rows(f.b.site.id)).length
    // A body naming B's path still counts for A, the host it was sent to.
    expect((await beacon(f.a.site, { path: '/', width: 1440, metrics: { TTFB: 100 } })).status).toBe(204)
    expect((await rows(f.b.site.id)).length).toBe(before)
    expect((await rows(f.a.site.id)).some((r) => r.pageKind === 'home' && r.metric === 'TTFB')).toBe(true)
    const crossOrigin = await beacon(f.a.site, { path: '/', width: 390, metrics: { LCP: 100 } }, { origin: `http://${f.b.site.slug}.localhost` })
    expect(crossOrigin.status).toBe(403)
    expect((await beacon(f.a.site, { path: '/', width: 390, metrics: { LCP: 100 } }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('answers bad beacons with a 4xx and changes nothing', async () => {
    const before = await total()
    const good = { path: '/', width: 390, metrics: { LCP: 100 } }
    expect((await beacon(f.a.site, '{not json')).status).toBe(400)
    expect((await beacon(f.a.site, { ...good, metrics: { LCP: 999_999 } })).status).toBe(400)
    expect((await beacon(f.a.site, { ...good, metrics: { LCP: 100, FID: 3 } })).status).toBe(400)
    expect((await beacon(f.a.site, { ...good, cookie: 'x' })).status).toBe(400)
    expect((await beacon(f.a.site, { ...good, path: 'x'.repeat(3000) })).status).toBe(413)
    expect((await beacon(f.a.site, good, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await beacon({ slug: 'no-such-site-here' }, good)).status).toBe(404)
    expect(await total()).toBe(before)
  })

  it('loses no count when beacons arrive together (one row, every sample)', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => beacon(f.b.site, { path: '/special-offers', width: 1024, metrics: { INP: 40 + i } })))
    expect(results.every((r) => r.status === 204)).toBe(true)
    const offers = (await rows(f.b.site.id)).filter((r) => r.pageKind === 'offers')
    expect(offers).toHaveLength(1)
    expect(Number(offers[0]!.samples)).toBe(10)
    expect(offers[0]!.buckets.reduce((x, y) => x + y, 0)).toBe(10)
  })

  it('refuses a flood from one client with 429 and stores none of it', async () => {
    let last: Response | undefined
    const before = await total()
    let accepted = 0
    for (let i = sent; i <= VITALS_CLIENT_LIMIT.points + 1; i++) {
      last = await beacon(f.a.site, { path: '/', width: 390, metrics: { FCP: 100 } })
      if (last.status === 204) accepted++
    }
    expect(last!.status).toBe(429)
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await total()).toBe(before + accepted)
  })
})

describe('who sees the figures', () => {
  it("gives an editor their own site's p75 lines and nothing of another site", async () => {
    const mine = await siteVitals(payload, f.a.site.id, f.a.editor as unknown as User)
    expect(mine.map((l) => `${l.pageKind}/${l.device}`)).toEqual(['home/mobile', 'home/desktop', 'car/mobile'])
    // LCP 1.2 s, 1.9 s and 3.1 s: the p75 (rank 3 of 3) is in the (3.0 s, 3.5 s] bucket.
    const lcp = mine.find((l) => l.pageKind === 'car')!.metrics.LCP!
    expect(lcp).toMatchObject({ samples: 3, rating: 'needs-improvement' })
    expect(lcp.p75).toBeGreaterThan(3000)
    expect(lcp.p75).toBeLessThanOrEqual(3500)
    expect(await siteVitals(payload, f.a.site.id, f.b.editor as unknown as User)).toEqual([])
    expect(await readVitals(payload, f.b.site.id, '2000-01-01', { user: f.a.editor as unknown as User, overrideAccess: false })).toEqual([])
    expect((await siteVitals(payload, f.b.site.id, f.admin as unknown as User)).length).toBeGreaterThan(0)
  })

  it('shows the panel on the dashboard against the good thresholds', async () => {
    const html = renderToStaticMarkup((await Dashboard({ payload, user: f.a.editor } as never))!)
    expect(html).toContain('Speed shoppers saw')
    expect(html).toContain('good ≤ 2.50 s')
    expect(html).toMatch(/data-page-kind="car" data-device="mobile"/)
    expect(html).not.toContain('data-page-kind="offers"')
  })
})

describe('retention', () => {
  it('deletes days older than the window, once (idempotent), and keeps the rest', async () => {
    const old = new Date(Date.now() - 120 * 86_400_000)
    await recordBeacon(payload, f.a.site.id, { pageKind: 'search', device: 'desktop', values: { LCP: 1000 } }, old)
    const keptBefore = (await rows(f.a.site.id)).filter((r) => r.day !== utcDay(old)).length
    const first = await pruneVitals(payload)
    expect(first.deleted).toBeGreaterThanOrEqual(1)
    expect((await pruneVitals(payload)).deleted).toBe(0)
    const after = await rows(f.a.site.id)
    expect(after.some((r) => r.day === utcDay(old))).toBe(false)
    expect(after.length).toBe(keptBefore)
  })
})
