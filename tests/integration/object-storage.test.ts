/**
 * Files in object storage (issue 34 section 1), against a real S3 protocol server started and
 * stopped here (s3rver; a MinIO container for developers with Docker, ./s3Server.ts): with S3_BUCKET set, a media upload lands in the bucket and not on local disk
 * and is served through the route the sites use; a sell-my-car photo lands in the bucket, reaches
 * staff of the lead's site only and has no public URL; the dealer's e-mail still carries it; and a
 * second instance with its own, empty media folder serves an image the first one stored.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { startTestS3, type TestS3Server } from './s3Server'
import { tsxChildArgs } from './tsxChild'
import { readVehicleRecords } from '@/search/readVehicleRecords'
import { toSearchRecord } from '@/search/record'

let s3: TestS3Server
let payload: Payload
let f: TwoSites
let restGet: typeof import('@/app/(payload)/api/[...slug]/route').GET
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-storage-test-'))
const mediaDir = path.join(dir, 'media-a')
const photosDir = path.join(dir, 'photos-a')

beforeAll(async () => {
  s3 = await startTestS3()
  process.stderr.write(`[object storage] ${s3.describe}\n`)
  Object.assign(process.env, s3.env, { MEDIA_DIR: mediaDir, LEAD_PHOTOS_DIR: photosDir, MAIL_DIR: path.join(dir, 'mail') })
  delete process.env.SMTP_URL
  payload = await testPayload()
  f = await createTwoSites(payload)
  ;({ GET: restGet } = await import('@/app/(payload)/api/[...slug]/route'))
})

afterAll(async () => {
  for (const key of Object.keys(s3?.env ?? {})) delete process.env[key]
  await s3?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const bucketClient = () => new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials })

async function bucketKeys(): Promise<string[]> {
  const client = bucketClient()
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  client.destroy()
  return (listed.Contents ?? []).map((o) => o.Key ?? '')
}

const localFiles = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : [])

async function get(url: string, token?: string): Promise<Response> {
  const request = new Request(`http://localhost:3000${url}`, { headers: token ? { authorization: `JWT ${token}` } : {} })
  return restGet(request, { params: Promise.resolve({ slug: url.split('?')[0].split('/').slice(2).map(decodeURIComponent) }) })
}

async function tokenOf(user: { email: string }): Promise<string> {
  const login = await payload.login({ collection: 'users', data: { email: user.email, password: 'test-password-1' } })
  return login.token!
}

async function createMedia(): Promise<{ filename: string; url: string; sizes: { card: { filename: string } } }> {
  const data = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Blue car', site: f.a.site.id } as never,
    file: { data, mimetype: 'image/png', name: `${unique('blue-car')}.png`, size: data.length },
    overrideAccess: true,
  })
  return doc as unknown as { filename: string; url: string; sizes: { card: { filename: string } } }
}

describe('media in object storage', () => {
  it('stores an upload and its sizes in the bucket, not on local disk, and serves it at the same URL', async () => {
    const doc = await createMedia()
    const keys = await bucketKeys()
    expect(keys).toContain(`media/${doc.filename}`)
    expect(keys).toContain(`media/${doc.sizes.card.filename}`)
    expect(localFiles(mediaDir)).toEqual([])
    // Payload's own file route, as on local disk (the adapter adds the object's folder as ?prefix=).
    expect(doc.url).toBe(`/api/media/file/${doc.filename}?prefix=media`)

    const res = await get(doc.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const served = Buffer.from(await res.arrayBuffer())
    expect((await sharp(served).metadata()).width).toBe(1200)
  })

  it('serves an image stored through one instance from another with its own empty media folder', async () => {
    const doc = await createMedia()
    const original = Buffer.from(await (await get(doc.url)).arrayBuffer())
    const otherMediaDir = path.join(dir, 'media-b')
    fs.mkdirSync(otherMediaDir)
    const child = spawn(process.execPath, tsxChildArgs(path.join(__dirname, 'objectStorageChild.ts'), doc.filename), {
      env: { ...process.env, MEDIA_DIR: otherMediaDir, LEAD_PHOTOS_DIR: path.join(dir, 'photos-b') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(code, err).toBe(0)
    const line = JSON.parse(out.trim().split('\n').pop()!) as { status: number; type: string; sha256: string; localFiles: number }
    expect(line).toEqual({ status: 200, type: 'image/webp', sha256: crypto.createHash('sha256').update(original).digest('hex'), localFiles: 0 })
  })
})

describe('search records with media in object storage', () => {
  it('give a car photo the same URLs from the start-up load as from the Payload path', async () => {
    const media = await createMedia()
    const car = (await payload.create({
      collection: 'vehicles' as never,
      data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('S3'), make: 'Mazda', model: 'CX-5', images: [{ image: (media as unknown as { id: number }).id }] } as never,
      overrideAccess: true,
    })) as unknown as { id: number }
    const { records } = await readVehicleRecords(payload, [car.id])
    const viaPayload = await payload.findByID({ collection: 'vehicles', id: car.id, depth: 1, overrideAccess: true })
    expect(records).toEqual([toSearchRecord(viaPayload)])
    expect((records[0] as { primary_image_url?: string }).primary_image_url).toBe(media.url)
  })
})

describe('lead photos in object storage', () => {
  let photo: { filename: string; url: string }

  beforeAll(async () => {
    const { createLeadPhotoUploadHandler } = await import('../../src/leads/photoUpload')
    const upload = createLeadPhotoUploadHandler({ payload: testPayload, rateLimit: { points: 1000, durationSeconds: 60 } })
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } } }).jpeg().toBuffer()
    const form = new FormData()
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'car.jpg')
    const res = await upload(new Request(`http://${f.a.site.slug}.localhost:3000/api/leads/photos`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.40' } }))
    expect(res.status).toBe(201)
    const found = await payload.find({ collection: 'lead-photos' as never, where: { site: { equals: f.a.site.id } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    photo = found.docs[0] as unknown as { filename: string; url: string }
  })

  it('lands in the bucket, not on local disk, with no public URL', async () => {
    expect(await bucketKeys()).toContain(`lead-photos/${photo.filename}`)
    expect(localFiles(photosDir)).toEqual([])
    expect(photo.url).toBe(`/api/lead-photos/file/${photo.filename}?prefix=lead-photos`)
    expect(photo.url).not.toContain(s3.endpoint)
  })

  it("is served to staff of the lead's site only", async () => {
    const own = await get(photo.url, await tokenOf(f.a.editor))
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(900)
    const other = await get(photo.url, await tokenOf(f.b.editor))
    expect([403, 404]).toContain(other.status)
    const anonymous = await get(photo.url)
    expect([403, 404]).toContain(anonymous.status)
  })

  it("goes with the lead to the dealer's e-mail, read from the bucket", async () => {
    const { photoAttachments } = await import('../../src/leads/photos/attach')
    const attachments = await photoAttachments(payload, [photo])
    expect(attachments).toHaveLength(1)
    expect((await sharp(attachments[0].content).metadata()).format).toBe('jpeg')
  })
})

describe('the seed and the new-dealer wizard with object storage', () => {
  it("seeds demo images into the bucket, from a fresh drawing and from the seed's image cache", async () => {
    process.env.SEED_CACHE_DIR = path.join(dir, 'seed-cache')
    const { seedMedia, storedFilename } = await import('../../seed/media')
    const name = `${unique('seeded')}.png`
    const spec = { name, alt: 'Seeded car', mimetype: 'image/png', render: () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 160, b: 60 } } }).png().toBuffer() }
    const ctx = () => ({ payload, log: () => {}, created: {} })
    const stored = storedFilename(name, 'webp')
    await seedMedia(ctx(), [spec])
    expect(await bucketKeys()).toContain(`media/${stored}`)
    // A reset: no row, no object; the next seed replays its cache into the bucket.
    await payload.db.pool!.query('delete from media where filename = $1', [stored])
    const client = bucketClient()
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `media/${stored}` }))
    client.destroy()
    const ids = await seedMedia(ctx(), [spec])
    expect(await bucketKeys()).toContain(`media/${stored}`)
    const doc = await payload.findByID({ collection: 'media', id: ids.get(name)!, overrideAccess: true })
    const res = await get(doc.url!)
    expect(res.status).toBe(200)
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640)
    expect(localFiles(mediaDir)).toEqual([])
  })

  it("stores a new dealer's logo in the bucket", async () => {
    const { newDealerEndpoint } = await import('@/admin/newDealerEndpoint')
    const slug = unique('coastal')
    const answers = {
      name: 'Coastal Mazda', slug, domain: `${slug}.example.com.au`, primaryColour: '#b91c1c', manufacturers: [], templateSite: f.a.site.id,
      dealership: { name: 'Coastal Mazda', licenceNumber: 'MD 12345' },
      location: { name: 'Coastal Mazda Sales', street: '1 Beach Rd', city: 'Maroochydore', state: 'qld', postcode: '4558', phone: '07 5555 0100', weekdayOpen: '08:30', weekdayClose: '17:30', saturdayOpen: '08:30', saturdayClose: '12:00' },
      editor: { email: `${slug}@example.com`, name: 'Coastal Editor', password: 'a-long-password-2026' },
    }
    const form = new FormData()
    form.append('data', JSON.stringify(answers))
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 185, g: 28, b: 28 } } }).png().toBuffer()
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png')
    const req = await createLocalReq({ user: f.admin as never }, payload)
    req.formData = async () => form
    Object.defineProperty(req, 'headers', { value: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }) })
    const res = await newDealerEndpoint.handler(req)
    expect(res.status).toBe(201)
    const siteId = ((await res.json()) as { site: { id: number } }).site.id
    const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 1, overrideAccess: true })
    const media = site.branding?.logo as { filename: string; url: string }
    expect(await bucketKeys()).toContain(`media/${media.filename}`)
    expect((await get(media.url)).status).toBe(200)
    expect(localFiles(mediaDir)).toEqual([])
  })
})
