/**
 * The `model-pages` collection (issue 23: editor blocks on a model page) is site-scoped like
 * pages: an editor reads and writes only their own site's model pages, anonymous visitors read
 * none through the API (shoppers see them rendered on the model page).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'

let payload: Payload
let f: TwoSites
let makeId: number
let bravoPageId: number

const asUser = (user: unknown) => ({ user: user as never, overrideAccess: false as const })

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  const name = `Modelmake ${Date.now()}`
  makeId = (await payload.create({ collection: 'manufacturers', data: { name }, overrideAccess: true })).id
  await payload.create({ collection: 'model-pages', data: { site: f.a.site.id, manufacturer: makeId, model: 'CX-5', intro: 'Alpha CX-5' }, overrideAccess: true })
  bravoPageId = (await payload.create({ collection: 'model-pages', data: { site: f.b.site.id, manufacturer: makeId, model: 'CX-5', intro: 'Bravo CX-5' }, overrideAccess: true })).id
})

describe('model pages (site-scoped editor content)', () => {
  it("an editor reads only their own site's model pages", async () => {
    const res = await payload.find({ collection: 'model-pages', ...asUser(f.a.editor), limit: 100, depth: 0 })
    expect(res.totalDocs).toBeGreaterThan(0)
    expect(new Set(res.docs.map((d) => d.site))).toEqual(new Set([f.a.site.id]))
  })

  it("an editor cannot read or change another site's model page", async () => {
    await expect(payload.findByID({ collection: 'model-pages', id: bravoPageId, ...asUser(f.a.editor) })).rejects.toThrow()
    await expect(payload.update({ collection: 'model-pages', id: bravoPageId, data: { intro: 'Hijacked' }, ...asUser(f.a.editor) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'model-pages', id: bravoPageId, overrideAccess: true })).intro).toBe('Bravo CX-5')
  })

  it('an editor creates a model page on their own site; anonymous visitors read none through the API', async () => {
    const created = await payload.create({ collection: 'model-pages', data: { site: f.a.site.id, manufacturer: makeId, model: 'BT-50' }, depth: 0, ...asUser(f.a.editor) })
    expect(created.site).toBe(f.a.site.id)
    await expect(payload.find({ collection: 'model-pages', overrideAccess: false, limit: 10 })).rejects.toThrow()
  })

  it('needs a make and a model', async () => {
    // `as never`: the generated create type requires the make and model this case leaves out on purpose.
    await expect(payload.create({ collection: 'model-pages', data: { site: f.a.site.id } as never, overrideAccess: true })).rejects.toThrow()
  })
})
