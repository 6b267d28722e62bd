/**
 * Images are scoped per site for staff (issue 22, item 3): a site or group editor lists, reads,
 * picks and duplicates only their own sites' images and the shared platform ones; they cannot
 * put an image on another site or make a shared one. Shoppers still read every image.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createGroupEditor, createTwoSites, type TwoSites } from './fixtures'

let payload: Payload
let f: TwoSites
let groupEditor: Record<string, unknown> & { collection: 'users' }
const ids: Record<'a' | 'b' | 'shared', number> = { a: 0, b: 0, shared: 0 }

const as = (user: unknown) => ({ user: user as never, overrideAccess: false as const })

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } } }).png().toBuffer()
}

async function image(label: string, site: number | null, user?: unknown) {
  const data = await png()
  return payload.create({
    collection: 'media',
    data: { alt: label, ...(site === null ? {} : { site }) } as never,
    file: { data, mimetype: 'image/png', name: `${unique(label)}.png`, size: data.length },
    ...(user ? as(user) : { overrideAccess: true }),
  })
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  groupEditor = await createGroupEditor(payload, [f.a.site.id])
  ids.a = (await image('hero-alpha', f.a.site.id)).id as number
  ids.b = (await image('hero-bravo', f.b.site.id)).id as number
  ids.shared = (await image('make-logo', null)).id as number
})

describe('media for staff', () => {
  for (const who of ['site editor', 'group editor'] as const) {
    it(`a ${who} lists and picks only their site's images and the shared ones`, async () => {
      const user = who === 'site editor' ? f.a.editor : groupEditor
      const listed = await payload.find({ collection: 'media', limit: 1000, ...as(user) })
      const seen = listed.docs.map((d) => d.id)
      expect(seen).toContain(ids.a)
      expect(seen).toContain(ids.shared)
      expect(seen).not.toContain(ids.b)
      // The upload picker asks the same list with a search.
      const picked = await payload.find({ collection: 'media', where: { alt: { like: 'hero' } }, ...as(user) })
      expect(picked.docs.map((d) => d.id)).not.toContain(ids.b)
    })

    it(`a ${who} cannot read or duplicate another dealer's image`, async () => {
      const user = who === 'site editor' ? f.a.editor : groupEditor
      const read = await payload.findByID({ collection: 'media', id: ids.b, ...as(user) }).catch((e) => e)
      expect(read).toMatchObject({ status: 404 })
      const copy = await payload.duplicate({ collection: 'media', id: ids.b, ...as(user) }).catch((e) => e)
      expect(copy).toMatchObject({ status: expect.any(Number) })
      expect([403, 404]).toContain(copy.status)
      const own = await payload.duplicate({ collection: 'media', id: ids.a, ...as(user) })
      expect(own.site).toMatchObject({ id: f.a.site.id })
    })
  }

  it("a site editor cannot put an image on another site or make a shared one; an empty site becomes their own", async () => {
    const other = await image('sneaky', f.b.site.id, f.a.editor).catch((e) => e)
    expect(other).toMatchObject({ status: 403 })
    const mine = await image('mine', null, f.a.editor)
    expect(mine.site).toMatchObject({ id: f.a.site.id })
    const move = await payload.update({ collection: 'media', id: mine.id, data: { site: f.b.site.id } as never, ...as(f.a.editor) }).catch((e) => e)
    expect(move).toMatchObject({ status: 403 })
    const shared = await payload.update({ collection: 'media', id: ids.shared, data: { alt: 'changed' }, ...as(f.a.editor) }).catch((e) => e)
    expect([403, 404]).toContain(shared.status)
  })

  it('platform admins and shoppers read every image', async () => {
    const admin = await payload.find({ collection: 'media', limit: 1000, ...as(f.admin) })
    expect(admin.docs.map((d) => d.id)).toEqual(expect.arrayContaining([ids.a, ids.b, ids.shared]))
    const shopper = await payload.find({ collection: 'media', limit: 1000, overrideAccess: false })
    expect(shopper.docs.map((d) => d.id)).toEqual(expect.arrayContaining([ids.a, ids.b, ids.shared]))
  })
})
