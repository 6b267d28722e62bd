/**
 * Issue 7 defect 4: offers follow the same site scoping as every other collection, for every staff
 * role, through the Local API with overrideAccess: false (the way REST, GraphQL and the admin call it).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './payload'
import { createGroupEditor, createTwoSites, type TwoSites } from './fixtures'

let payload: Payload
let f: TwoSites
let groupEditor: Record<string, unknown> & { collection: 'users' }
let groupOffer: { id: number | string } // runs on alpha only (the group editor's site)
let otherOffer: { id: number | string } // runs on bravo only
let sharedOffer: { id: number | string } // runs on alpha and bravo
let everywhere: { id: number | string } // runs on every site

const as = (user: unknown) => ({ user: user as never, overrideAccess: false as const })
const offer = (name: string, sites: Array<number | string>) =>
  payload.create({ collection: 'offers', data: { name, sites, _status: 'published' } as never, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  groupEditor = await createGroupEditor(payload, [f.a.site.id])
  groupOffer = await offer('Alpha only', [f.a.site.id])
  otherOffer = await offer('Bravo only', [f.b.site.id])
  sharedOffer = await offer('Alpha and Bravo', [f.a.site.id, f.b.site.id])
  everywhere = await offer('Everywhere', [])
})

describe('offers: a group editor', () => {
  it("cannot change or delete an offer that runs only on another group's site", async () => {
    await expect(payload.update({ collection: 'offers', id: otherOffer.id, data: { name: 'Hijacked' }, ...as(groupEditor) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'offers', id: otherOffer.id, ...as(groupEditor) })).rejects.toThrow()
    const fresh = await payload.findByID({ collection: 'offers', id: otherOffer.id, overrideAccess: true })
    expect(fresh.name).toBe('Bravo only')
  })

  it('cannot change or delete an offer that also runs on another site, nor one that runs everywhere', async () => {
    for (const target of [sharedOffer, everywhere]) {
      await expect(payload.update({ collection: 'offers', id: target.id, data: { name: 'Hijacked' }, ...as(groupEditor) })).rejects.toThrow()
      await expect(payload.delete({ collection: 'offers', id: target.id, ...as(groupEditor) })).rejects.toThrow()
    }
    expect((await payload.findByID({ collection: 'offers', id: sharedOffer.id, overrideAccess: true })).name).toBe('Alpha and Bravo')
    expect((await payload.findByID({ collection: 'offers', id: everywhere.id, overrideAccess: true })).name).toBe('Everywhere')
  })

  it('cannot bulk-update offers beyond their sites', async () => {
    await payload.update({ collection: 'offers', where: { name: { like: 'Bravo' } }, data: { name: 'Bulk hijack' }, ...as(groupEditor) }).catch(() => null)
    expect((await payload.findByID({ collection: 'offers', id: otherOffer.id, overrideAccess: true })).name).toBe('Bravo only')
    await payload.update({ collection: 'offers', where: { name: { like: 'Alpha and' } }, data: { name: 'Bulk hijack' }, ...as(groupEditor) }).catch(() => null)
    expect((await payload.findByID({ collection: 'offers', id: sharedOffer.id, overrideAccess: true })).name).toBe('Alpha and Bravo')
  })

  it('cannot create an offer for every site (sites: []) or for another site', async () => {
    await expect(payload.create({ collection: 'offers', data: { name: 'Everywhere sneaky', sites: [] } as never, ...as(groupEditor) })).rejects.toThrow()
    await expect(payload.create({ collection: 'offers', data: { name: 'No sites sneaky' } as never, ...as(groupEditor) })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'offers', data: { name: 'Other sneaky', sites: [f.a.site.id, f.b.site.id] } as never, ...as(groupEditor) }),
    ).rejects.toThrow()
    const { totalDocs } = await payload.count({ collection: 'offers', where: { name: { like: 'sneaky' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('cannot move their own offer onto another site or to every site', async () => {
    await expect(payload.update({ collection: 'offers', id: groupOffer.id, data: { sites: [f.a.site.id, f.b.site.id] } as never, ...as(groupEditor) })).rejects.toThrow()
    await expect(payload.update({ collection: 'offers', id: groupOffer.id, data: { sites: [] } as never, ...as(groupEditor) })).rejects.toThrow()
    const fresh = await payload.findByID({ collection: 'offers', id: groupOffer.id, depth: 0, overrideAccess: true })
    expect(fresh.sites).toEqual([f.a.site.id])
  })

  it('creates, changes and deletes offers of their own sites', async () => {
    const created = await payload.create({ collection: 'offers', data: { name: 'Own offer', sites: [f.a.site.id] } as never, ...as(groupEditor) })
    const updated = await payload.update({ collection: 'offers', id: created.id, data: { name: 'Own offer (edited)' }, ...as(groupEditor) })
    expect(updated.name).toBe('Own offer (edited)')
    await payload.delete({ collection: 'offers', id: created.id, ...as(groupEditor) })
    expect(await payload.count({ collection: 'offers', where: { id: { equals: created.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it("reads their sites' offers and offers for every site, not another group's", async () => {
    const { docs } = await payload.find({ collection: 'offers', limit: 100, depth: 0, ...as(groupEditor) })
    const ids = docs.map((d) => d.id)
    expect(ids).toEqual(expect.arrayContaining([groupOffer.id, sharedOffer.id, everywhere.id]))
    expect(ids).not.toContain(otherOffer.id)
  })
})

describe('offers: a site editor (issue 22: a dealer runs its own specials)', () => {
  it('reads the offers of their site, not another dealer\'s', async () => {
    const { docs } = await payload.find({ collection: 'offers', limit: 100, depth: 0, ...as(f.a.editor) })
    expect(docs.map((d) => d.id)).not.toContain(otherOffer.id)
    expect(docs.map((d) => d.id)).toContain(groupOffer.id)
  })

  it('creates, schedules, changes and deletes offers of their own site', async () => {
    const created = await payload.create({
      collection: 'offers',
      data: { name: 'Site editor offer', sites: [f.a.site.id], validFrom: '2026-12-01T00:00:00.000Z', validUntil: '2026-12-31T00:00:00.000Z', _status: 'published' } as never,
      ...as(f.a.editor),
    })
    expect(created).toMatchObject({ name: 'Site editor offer', validFrom: '2026-12-01T00:00:00.000Z', validUntil: '2026-12-31T00:00:00.000Z' })
    const updated = await payload.update({ collection: 'offers', id: created.id, data: { name: 'Site editor offer (edited)' }, ...as(f.a.editor) })
    expect(updated.name).toBe('Site editor offer (edited)')
    await payload.delete({ collection: 'offers', id: created.id, ...as(f.a.editor) })
    expect(await payload.count({ collection: 'offers', where: { id: { equals: created.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('cannot touch offers that also run elsewhere, nor create one for every site or another dealer', async () => {
    await expect(payload.update({ collection: 'offers', id: sharedOffer.id, data: { name: 'Edited' }, ...as(f.a.editor) })).rejects.toThrow()
    await expect(payload.update({ collection: 'offers', id: otherOffer.id, data: { name: 'Edited' }, ...as(f.a.editor) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'offers', id: everywhere.id, ...as(f.a.editor) })).rejects.toThrow()
    await expect(payload.create({ collection: 'offers', data: { name: 'Editor sneaky', sites: [] } as never, ...as(f.a.editor) })).rejects.toThrow()
    await expect(payload.create({ collection: 'offers', data: { name: 'Editor sneaky', sites: [f.b.site.id] } as never, ...as(f.a.editor) })).rejects.toThrow()
    await expect(payload.update({ collection: 'offers', id: groupOffer.id, data: { sites: [f.a.site.id, f.b.site.id] } as never, ...as(f.a.editor) })).rejects.toThrow()
    expect((await payload.count({ collection: 'offers', where: { name: { equals: 'Editor sneaky' } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'offers', id: sharedOffer.id, overrideAccess: true })).name).toBe('Alpha and Bravo')
  })
})

describe('offers: a platform admin', () => {
  it('manages every offer, including offers for every site', async () => {
    const created = await payload.create({ collection: 'offers', data: { name: 'Platform-wide', sites: [] } as never, ...as(f.admin) })
    const updated = await payload.update({ collection: 'offers', id: otherOffer.id, data: { name: 'Bravo only (admin)' }, ...as(f.admin) })
    expect(updated.name).toBe('Bravo only (admin)')
    await payload.delete({ collection: 'offers', id: created.id, ...as(f.admin) })
    const { docs } = await payload.find({ collection: 'offers', limit: 100, depth: 0, ...as(f.admin) })
    expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining([groupOffer.id, otherOffer.id, sharedOffer.id, everywhere.id]))
  })
})

describe('offers: anonymous', () => {
  it('can neither read nor write through the API', async () => {
    await expect(payload.find({ collection: 'offers', ...as(null) })).rejects.toThrow()
    await expect(payload.create({ collection: 'offers', data: { name: 'Anon', sites: [] } as never, ...as(null) })).rejects.toThrow()
  })
})
