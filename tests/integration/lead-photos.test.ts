/**
 * Sell-my-car photos against PostgreSQL: POST /api/leads/photos re-encodes a photo (no EXIF, bounded
 * size) and stores it for the host's site only; bad files get a clear 4xx and store nothing; the
 * submit links the photos to the lead, refuses forged, reused and foreign tokens and too many
 * photos; the dealer's e-mail carries the photos; only staff of the site can read them.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload } from './payload'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-photos-test-'))
let payload: Payload
let f: TwoSites
let submit: (request: Request) => Promise<Response>
let upload: (request: Request) => Promise<Response>
let PHOTO_MESSAGES: typeof import('../../src/rules/leadPhotoLimits').PHOTO_MESSAGES

beforeAll(async () => {
  process.env.LEAD_PHOTOS_DIR = path.join(dir, 'photos')
  process.env.MAIL_DIR = path.join(dir, 'mail')
  delete process.env.SMTP_URL
  process.env.ALTCHA_COST = '1'
  process.env.ALTCHA_MAX_COUNTER = '40'
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { leadEmails: [{ email: 'sales@alpha.test' }] } as never, overrideAccess: true })
  ;({ PHOTO_MESSAGES } = await import('../../src/rules/leadPhotoLimits'))
  const { createLeadSubmitHandler } = await import('../../src/leads/submit')
  const { createLeadPhotoUploadHandler } = await import('../../src/leads/photoUpload')
  submit = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
  upload = createLeadPhotoUploadHandler({ payload: testPayload, rateLimit: { points: 1000, durationSeconds: 60 } })
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead'] } }, overrideAccess: true })
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A 3000×1500 JPEG carrying EXIF (camera owner, GPS position). */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Jane Citizen', Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '27/1 28/1 0/1' } })
    .toBuffer()

type Part = { name?: string; data: Buffer | string; type?: string; filename?: string }
function photoRequest(siteSlug: string, parts: Part[]) {
  const form = new FormData()
  for (const p of parts) form.append(p.name ?? 'photo', new Blob([typeof p.data === 'string' ? p.data : new Uint8Array(p.data)], { type: p.type ?? 'image/jpeg' }), p.filename ?? 'car.jpg')
  return new Request(`http://${siteSlug}.localhost:3000/api/leads/photos`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.9' } })
}

async function uploadOk(siteSlug: string, data?: Buffer): Promise<string> {
  const res = await upload(photoRequest(siteSlug, [{ data: data ?? (await cameraPhoto()) }]))
  expect(res.status).toBe(201)
  return ((await res.json()) as { token: string }).token
}

async function solvedCaptcha(): Promise<string> {
  const { createCaptchaChallenge } = await import('../../src/forms/captcha')
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const sellFields = { name: 'Sam Seller', email: 'sam@example.com', phone: '0412 345 678', postcode: '4000', make: 'Mazda', model: 'CX-5', year: 2018, odometer: 85000 }
async function sell(siteSlug: string, photos: unknown) {
  return submit(
    new Request(`http://${siteSlug}.localhost:3000/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ kind: 'sell-my-car', fields: { ...sellFields, photos }, altcha: await solvedCaptcha() }),
    }),
  )
}

const photoCount = async () => (await payload.count({ collection: 'lead-photos' as never, overrideAccess: true })).totalDocs
const leadCount = async () => (await payload.count({ collection: 'leads' as never, overrideAccess: true })).totalDocs

describe('POST /api/leads/photos', () => {
  it('stores a re-encoded copy for the host site: upright JPEG inside 2000 px, no EXIF or GPS, no lead yet', async () => {
    const token = await uploadOk(f.a.site.slug as string)
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const { hashPhotoToken } = await import('../../src/leads/photos/tokens')
    const found = await payload.find({ collection: 'lead-photos' as never, where: { upload_token_hash: { equals: hashPhotoToken(token) } }, overrideAccess: true, showHiddenFields: true })
    expect(found.docs).toHaveLength(1)
    const doc = found.docs[0] as unknown as { site: number | { id: number }; lead?: unknown; filename: string; width: number; height: number; mimeType: string }
    expect(typeof doc.site === 'object' ? doc.site.id : doc.site).toBe(f.a.site.id)
    expect(doc.lead ?? null).toBeNull()
    expect(doc).toMatchObject({ width: 2000, height: 1000, mimeType: 'image/jpeg' })
    const stored = fs.readFileSync(path.join(dir, 'photos', doc.filename))
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false)
    expect(stored.includes(Buffer.from('Jane Citizen'))).toBe(false)
  })

  it('refuses what is not one readable photo with a clear 4xx and stores nothing', async () => {
    const slug = f.a.site.slug as string
    const before = await photoCount()
    const cases: [Part[], number, string][] = [
      [[{ data: 'hello, not a photo', type: 'image/jpeg' }], 415, PHOTO_MESSAGES.notAnImage],
      [[{ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]) }], 415, PHOTO_MESSAGES.unreadable],
      [[{ data: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(100)]), type: 'image/heic' }], 415, PHOTO_MESSAGES.heic],
      [[{ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]) }], 413, PHOTO_MESSAGES.tooLarge],
      [[{ data: Buffer.alloc(0) }], 400, PHOTO_MESSAGES.empty],
      [[{ data: await cameraPhoto() }, { data: await cameraPhoto() }], 400, PHOTO_MESSAGES.oneAtATime],
      [[{ name: 'file', data: await cameraPhoto() }], 400, 'Please choose a photo.'],
    ]
    for (const [parts, status, message] of cases) {
      const res = await upload(photoRequest(slug, parts))
      expect(res.status, message).toBe(status)
      expect(((await res.json()) as { error: string }).error).toBe(message)
    }
    const json = await upload(new Request(`http://${slug}.localhost:3000/api/leads/photos`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }))
    expect(json.status).toBe(415)
    const unknownHost = await upload(photoRequest('no-such-site-here', [{ data: await cameraPhoto() }]))
    expect(unknownHost.status).toBe(404)
    expect(await photoCount()).toBe(before)
  })

  it('answers 429 once an address has sent too many photos', async () => {
    const { createLeadPhotoUploadHandler } = await import('../../src/leads/photoUpload')
    const limited = createLeadPhotoUploadHandler({ payload: testPayload, rateLimit: { points: 1, durationSeconds: 60 } })
    const request = () => {
      const r = photoRequest(f.a.site.slug as string, [{ data: 'x' }])
      r.headers.set('x-forwarded-for', '198.51.100.77')
      return r
    }
    await limited(request())
    const res = await limited(request())
    // Without a known peer address every in-process request shares one key: the second is refused either way.
    expect(res.status).toBe(429)
  })
})

describe('photos on a sell-my-car lead', () => {
  it('links the photos to the lead, retires their tokens and attaches them to the dealer e-mail', async () => {
    const slug = f.a.site.slug as string
    const tokens = [await uploadOk(slug), await uploadOk(slug)]
    const res = await sell(slug, tokens)
    expect(res.status).toBe(201)
    const leadId = Number(((await res.json()) as { lead_id: string }).lead_id)
    const lead = (await payload.findByID({ collection: 'leads' as never, id: leadId, depth: 1, overrideAccess: true })) as unknown as {
      photos: { id: number; lead: number | { id: number }; filename: string; thumbnailURL?: string }[]
      fields: Record<string, unknown>
    }
    expect(lead.photos).toHaveLength(2)
    expect(lead.fields.photos).toBeUndefined()
    for (const photo of lead.photos) expect(typeof photo.lead === 'object' ? photo.lead.id : photo.lead).toBe(leadId)
    expect(lead.photos[0].thumbnailURL).toMatch(/lead-photos\/file\/.+-\d+x\d+\.jpg$/)

    // A token works once.
    const again = await sell(slug, [tokens[0]])
    expect(again.status).toBe(400)
    expect(((await again.json()) as { errors: Record<string, string> }).errors.photos).toBe(PHOTO_MESSAGES.unknownToken)

    const { deliverLead } = await import('../../src/leads/deliver')
    const result = await deliverLead(payload, leadId)
    expect(result.channels.email).toBe('delivered')
    const outbox = await payload.find({ collection: 'mail-outbox' as never, where: { lead: { equals: leadId } }, overrideAccess: true })
    const file = (outbox.docs[0] as unknown as { file: string }).file
    const raw = fs.readFileSync(file, 'utf8')
    expect(raw).toMatch(/Content-Type: image\/jpeg; name=photo-1\.jpg/)
    expect(raw).toMatch(/filename=photo-2\.jpg/)
    expect(raw).toContain('2 attached')
  })

  it('refuses a token of another site, a made-up one and more than 8 photos, and stores no lead', async () => {
    const before = await leadCount()
    const foreign = await uploadOk(f.b.site.slug as string)
    const cases: [unknown, string][] = [
      [[foreign], PHOTO_MESSAGES.unknownToken],
      [['A'.repeat(32)], PHOTO_MESSAGES.unknownToken],
      [['../../etc/passwd'], PHOTO_MESSAGES.invalidToken],
      [Array.from({ length: 9 }, (_, i) => `${'B'.repeat(31)}${i}`), PHOTO_MESSAGES.tooMany],
    ]
    for (const [photos, message] of cases) {
      const res = await sell(f.a.site.slug as string, photos)
      expect(res.status).toBe(400)
      const errors = ((await res.json()) as { errors: Record<string, string> }).errors
      expect(Object.values(errors)).toContain(message)
    }
    expect(await leadCount()).toBe(before)
    // The foreign photo is still unclaimed on its own site.
    const { hashPhotoToken } = await import('../../src/leads/photos/tokens')
    const doc = (await payload.find({ collection: 'lead-photos' as never, where: { upload_token_hash: { equals: hashPhotoToken(foreign) } }, overrideAccess: true })).docs[0] as unknown as { lead?: unknown }
    expect(doc.lead ?? null).toBeNull()
  })

  it('lets only staff of the site read the photos', async () => {
    const as = (user: unknown) => ({ user: user as never, overrideAccess: false as const })
    const own = await payload.find({ collection: 'lead-photos' as never, ...as(f.a.editor), limit: 100, depth: 0 })
    expect(own.docs.length).toBeGreaterThan(0)
    for (const doc of own.docs as unknown as { site: number | { id: number } }[]) expect(typeof doc.site === 'object' ? doc.site.id : doc.site).toBe(f.a.site.id)
    const other = await payload.find({ collection: 'lead-photos' as never, ...as(f.b.editor), limit: 100, depth: 0 })
    for (const doc of other.docs as unknown as { site: number | { id: number } }[]) expect(typeof doc.site === 'object' ? doc.site.id : doc.site).toBe(f.b.site.id)
    const id = (own.docs[0] as unknown as { id: number }).id
    await expect(payload.findByID({ collection: 'lead-photos' as never, id, ...as(f.b.editor) })).rejects.toThrow()
    await expect(payload.find({ collection: 'lead-photos' as never, overrideAccess: false })).rejects.toThrow()
  })

  it('deletes photos no lead claimed within a day, a few per upload', async () => {
    const { deleteOrphanPhotos } = await import('../../src/leads/photoUpload')
    const token = await uploadOk(f.a.site.slug as string)
    const { hashPhotoToken } = await import('../../src/leads/photos/tokens')
    const find = () => payload.find({ collection: 'lead-photos' as never, where: { upload_token_hash: { equals: hashPhotoToken(token) } }, overrideAccess: true })
    expect((await find()).docs).toHaveLength(1)
    await deleteOrphanPhotos(payload, Date.now() + 25 * 3600_000, 100)
    expect((await find()).docs).toHaveLength(0)
    // Claimed photos stay.
    const claimed = await payload.find({ collection: 'lead-photos' as never, where: { lead: { exists: true } }, overrideAccess: true })
    expect(claimed.docs.length).toBeGreaterThan(0)
  })
})
