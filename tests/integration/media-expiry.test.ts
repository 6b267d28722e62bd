/**
 * A media document's save or delete expires the tags of its files (collections/Media/hooks.ts),
 * so the edge purges /api/media/file/… and /_next/image answers for them (src/cache/mediaFileTags.ts).
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { onExpiry, type CacheExpiry } from '../../src/cache/expiryBus'
import { mediaFileTag } from '../../src/cache/tags'
import { testPayload, unique } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function expiriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: CacheExpiry[] = []
  const stop = onExpiry((e) => void seen.push(e))
  try {
    await work()
  } finally {
    stop()
  }
  return seen.flatMap((e) => e.tags)
}

describe('media expiry', () => {
  it("saving or deleting an image expires its original's and every size's file tag", async () => {
    const data = await sharp({ create: { width: 1800, height: 900, channels: 3, background: { r: 0, g: 90, b: 200 } } }).png().toBuffer()
    let doc: { id: number | string; filename?: string | null; sizes?: Record<string, { filename?: string | null }> } | undefined
    const created = await expiriesDuring(async () => {
      doc = (await payload.create({ collection: 'media', data: { alt: 'Showroom' } as never, file: { data, mimetype: 'image/png', name: `${unique('showroom')}.png`, size: data.length }, overrideAccess: true })) as never
    })
    const files = [doc!.filename, ...Object.values(doc!.sizes ?? {}).map((s) => s.filename)].filter(Boolean) as string[]
    expect(files.length).toBe(4)
    expect(created).toEqual(expect.arrayContaining(files.map(mediaFileTag)))
    const saved = await expiriesDuring(() => payload.update({ collection: 'media', id: doc!.id, data: { alt: 'Showroom at night' } as never, overrideAccess: true }))
    expect(saved).toEqual(expect.arrayContaining(files.map(mediaFileTag)))
    const deleted = await expiriesDuring(() => payload.delete({ collection: 'media', id: doc!.id, overrideAccess: true }))
    expect(deleted).toEqual(expect.arrayContaining(files.map(mediaFileTag)))
  })
})
