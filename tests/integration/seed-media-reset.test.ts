/**
 * A reset (`rm -rf .data` with the media folder kept, or any fresh database beside an old media
 * folder) must seed again: the demo images of the previous seed are still on disk, the new
 * database has no rows for them, and the seed's image cache is gone. The seed's uploads then
 * overwrite their own files instead of failing on the name ("The following field is invalid:
 * filename") or leaving `-1`, `-2` copies.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload, unique } from './payload'
import { mediaCacheDir, seedMedia, storedFilename, type MediaSpec } from '../../seed/media'
import type { SeedContext } from '../../seed/context'

let payload: Payload
let staticDir: string
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seed-cache-'))

const png = (r: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 140 } } }).png().toBuffer()

function specs(prefix: string, count: number): MediaSpec[] {
  return Array.from({ length: count }, (_, i) => ({ name: `${prefix}-${i}.png`, alt: `Reset test ${i}`, mimetype: 'image/png', render: () => png(20 * i) }))
}

const context = (): SeedContext => ({ payload, log: () => {}, created: {} })
const filesStartingWith = (prefix: string) => fs.readdirSync(staticDir).filter((f) => f.startsWith(prefix)).sort()

/** What a reset leaves: no media rows (a fresh database) and no image cache, the files on disk. */
async function wipeDatabaseRowsAndCache(prefix: string): Promise<void> {
  await payload.db.pool!.query('delete from media where filename like $1', [`${prefix}%`])
  fs.rmSync(mediaCacheDir(payload), { recursive: true, force: true })
}

beforeAll(async () => {
  process.env.SEED_CACHE_DIR = cacheRoot
  payload = await testPayload()
  staticDir = path.resolve((payload.collections.media.config.upload as { staticDir: string }).staticDir)
})

afterAll(() => {
  fs.rmSync(cacheRoot, { recursive: true, force: true })
})

describe('seeding a fresh database beside the previous seed’s media files', () => {
  it('reuses the file names: the seed succeeds and leaves no -1 copies on disk', async () => {
    const prefix = unique('reset')
    const images = specs(prefix, 6)
    const first = await seedMedia(context(), images)
    expect(first.size).toBe(images.length)
    const filesAfterFirst = filesStartingWith(prefix)
    expect(filesAfterFirst.length).toBeGreaterThanOrEqual(images.length)

    await wipeDatabaseRowsAndCache(prefix)
    const second = await seedMedia(context(), images)

    expect(second.size).toBe(images.length)
    const { docs } = await payload.find({ collection: 'media', where: { id: { in: [...second.values()] } }, pagination: false, depth: 0, overrideAccess: true })
    expect(docs.map((d) => d.filename).sort()).toEqual(images.map((s) => storedFilename(s.name, 'webp')).sort())
    expect(filesStartingWith(prefix)).toEqual(filesAfterFirst)
  })
})
