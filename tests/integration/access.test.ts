/**
 * Tenant isolation through the Local API with overrideAccess: false (the way the admin,
 * REST and GraphQL call it). The e2e suite repeats the key cases over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'

let payload: Payload
let f: TwoSites

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
})

const asUser = (user: unknown) => ({ user: user as never, overrideAccess: false as const })

describe('a site editor', () => {
  for (const collection of ['dealerships', 'locations'] as const) {
    it(`reads only their own site's ${collection}`, async () => {
      const res = await payload.find({ collection, ...asUser(f.a.editor), limit: 100, depth: 0 })
      const siteIds = new Set(res.docs.map((d) => d.site))
      expect(res.totalDocs).toBeGreaterThan(0)
      expect([...siteIds]).toEqual([f.a.site.id])
    })

    it(`cannot read another site's ${collection} by id`, async () => {
      const other = collection === 'dealerships' ? f.b.dealership : f.b.location
      await expect(payload.findByID({ collection, id: other.id, ...asUser(f.a.editor) })).rejects.toThrow()
    })

    it(`cannot change another site's ${collection}`, async () => {
      const other = collection === 'dealerships' ? f.b.dealership : f.b.location
      await expect(
        payload.update({ collection, id: other.id, data: { name: 'Hijacked' }, ...asUser(f.a.editor) }),
      ).rejects.toThrow()
      const fresh = await payload.findByID({ collection, id: other.id, overrideAccess: true })
      expect(fresh.name).not.toBe('Hijacked')
    })
  }

  it('can change their own location', async () => {
    const updated = await payload.update({
      collection: 'locations',
      id: f.a.location.id,
      data: { name: 'Alpha Sales Centre' },
      ...asUser(f.a.editor),
    })
    expect(updated.name).toBe('Alpha Sales Centre')
  })

  it('cannot create a location on another site', async () => {
    await expect(
      payload.create({
        collection: 'locations',
        data: { name: 'Sneaky', site: f.b.site.id, dealership: f.b.dealership.id },
        ...asUser(f.a.editor),
      }),
    ).rejects.toThrow()
  })

  it("sees only their own site and cannot read another site's settings", async () => {
    const sites = await payload.find({ collection: 'sites', ...asUser(f.a.editor), depth: 0 })
    expect(sites.docs.map((s) => s.id)).toEqual([f.a.site.id])
    await expect(payload.findByID({ collection: 'sites', id: f.b.site.id, ...asUser(f.a.editor) })).rejects.toThrow()
  })

  it("cannot change another site's settings, nor their own site's settings", async () => {
    await expect(
      payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { hitsPerPage: 99 } }, ...asUser(f.a.editor) }),
    ).rejects.toThrow()
    // Settings are behaviour switches for platform admins and group editors; the field is read-only to site editors.
    const own = await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { hitsPerPage: 99 } }, ...asUser(f.a.editor) })
    expect(own.settings?.hitsPerPage).toBe(21)
  })

  it('cannot see other staff accounts or promote themselves', async () => {
    const users = await payload.find({ collection: 'users', ...asUser(f.a.editor), depth: 0 })
    expect(users.docs.map((u) => u.id)).toEqual([f.a.editor.id])
    const self = await payload.update({ collection: 'users', id: f.a.editor.id, data: { role: 'platform-admin' }, ...asUser(f.a.editor) })
    expect(self.role).toBe('site-editor')
  })
})

describe('a platform admin', () => {
  it('reads every site', async () => {
    const sites = await payload.find({ collection: 'sites', ...asUser(f.admin), depth: 0, limit: 100 })
    const ids = sites.docs.map((s) => s.id)
    expect(ids).toEqual(expect.arrayContaining([f.a.site.id, f.b.site.id]))
  })
})

describe('an anonymous visitor', () => {
  it('cannot read staff accounts', async () => {
    await expect(payload.find({ collection: 'users', user: undefined, overrideAccess: false })).rejects.toThrow()
  })

  it('cannot read site-scoped dealer records or site settings through the API', async () => {
    for (const collection of ['dealerships', 'locations', 'holiday-hours', 'sites'] as const) {
      await expect(payload.find({ collection, user: undefined, overrideAccess: false })).rejects.toThrow()
    }
  })

  it('can read manufacturers (public make list)', async () => {
    await payload.create({ collection: 'manufacturers', data: { name: `Make ${Date.now()}` }, overrideAccess: true })
    const res = await payload.find({ collection: 'manufacturers', user: undefined, overrideAccess: false })
    expect(res.totalDocs).toBeGreaterThan(0)
  })
})
