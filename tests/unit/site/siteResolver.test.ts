/**
 * The one resolver from site key to site (src/data/siteResolver.ts): one read per key, whichever
 * endpoint asks; an edit published on the expiry bus (here or from another instance) is seen by the
 * next request at once.
 */
import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { publishExpiry } from '@/cache/expiryBus'
import { SITES_DIRECTORY_TAG, siteTag } from '@/cache/tags'
import { resolveSite, siteForHost, siteForRequest } from '@/data/siteResolver'

type FakeSite = { id: number; slug: string; name: string }

function fakePayload(sites: FakeSite[]) {
  let reads = 0
  const payload = {
    find: async ({ where }: { where: { slug?: { equals: string } } }) => {
      reads++
      return { docs: sites.filter((s) => s.slug === where.slug?.equals).map((s) => ({ ...s })) }
    },
  } as unknown as Payload
  return { payload, reads: () => reads }
}

describe('the site resolver', () => {
  it('reads a site once for every endpoint that asks, by host or by request', async () => {
    const { payload, reads } = fakePayload([{ id: 1, slug: 'alpha', name: 'Alpha Motors' }])
    expect((await siteForHost(payload, 'alpha.localhost:3000'))?.name).toBe('Alpha Motors')
    expect((await siteForRequest(payload, new Request('http://alpha.localhost/api/leads', { method: 'POST' })))?.name).toBe('Alpha Motors')
    expect((await resolveSite(payload, { kind: 'slug', slug: 'alpha' }))?.name).toBe('Alpha Motors')
    expect(reads()).toBe(1)
  })

  it('answers null for a malformed host without reading, and remembers an unknown site', async () => {
    const { payload, reads } = fakePayload([])
    expect(await siteForHost(payload, 'bad host!')).toBeNull()
    expect(await siteForHost(payload, null)).toBeNull()
    expect(reads()).toBe(0)
    expect(await siteForHost(payload, 'nobody.localhost')).toBeNull()
    expect(await siteForHost(payload, 'nobody.localhost')).toBeNull()
    expect(reads()).toBe(1)
  })

  it("an edit of the site (its own tag) or of the host directory is seen by the next request; another site's edit keeps it", async () => {
    const sites = [{ id: 7, slug: 'bravo', name: 'Bravo Cars' }, { id: 8, slug: 'charlie', name: 'Charlie Cars' }]
    const { payload, reads } = fakePayload(sites)
    await siteForHost(payload, 'bravo.localhost')
    sites[0].name = 'Bravo Cars & Co'
    publishExpiry({ tags: [siteTag(8)], origin: 'local' })
    expect((await siteForHost(payload, 'bravo.localhost'))?.name).toBe('Bravo Cars')
    publishExpiry({ tags: [siteTag(7)], origin: 'peer' })
    expect((await siteForHost(payload, 'bravo.localhost'))?.name).toBe('Bravo Cars & Co')
    expect(reads()).toBe(2)
    sites[0].name = 'Bravo Again'
    publishExpiry({ tags: [SITES_DIRECTORY_TAG], origin: 'local' })
    expect((await siteForHost(payload, 'bravo.localhost'))?.name).toBe('Bravo Again')
  })
})
