import { describe, expect, it } from 'vitest'
import { checkPhotoFile, detectImageFormat, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@/rules/leadPhotoLimits'
import { sellMyCarSchema } from '@/forms/schemas'

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

describe('detectImageFormat reads the real format from the first bytes', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a')],
    ['avif', bytes([0, 0, 0, 28], 'ftypavif')],
    ['heic', bytes([0, 0, 0, 24], 'ftypheic')],
    ['heic', bytes([0, 0, 0, 24], 'ftypmif1')],
  ])('%s', (format, head) => expect(detectImageFormat(head)).toBe(format))

  it('does not trust a name or a declared type: text, PDF and HTML are not images', () => {
    expect(detectImageFormat(bytes('hello.jpg'))).toBeNull()
    expect(detectImageFormat(bytes('%PDF-1.7'))).toBeNull()
    expect(detectImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(detectImageFormat(bytes([0xff, 0xd8]))).toBeNull()
  })
})

describe('checkPhotoFile', () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0])
  it('accepts JPEG, PNG, WebP and AVIF up to the size cap', () => {
    expect(checkPhotoFile(MAX_PHOTO_BYTES, jpeg)).toEqual({ ok: true, format: 'jpeg' })
    expect(checkPhotoFile(100, bytes([0, 0, 0, 28], 'ftypavif'))).toEqual({ ok: true, format: 'avif' })
  })
  it('refuses empty, too large, not an image, HEIC and GIF with the message the shopper sees', () => {
    expect(checkPhotoFile(0, jpeg)).toEqual({ ok: false, status: 400, message: PHOTO_MESSAGES.empty })
    expect(checkPhotoFile(MAX_PHOTO_BYTES + 1, jpeg)).toEqual({ ok: false, status: 413, message: PHOTO_MESSAGES.tooLarge })
    expect(checkPhotoFile(10, bytes('just text'))).toEqual({ ok: false, status: 415, message: PHOTO_MESSAGES.notAnImage })
    expect(checkPhotoFile(10, bytes([0, 0, 0, 24], 'ftypheic'))).toEqual({ ok: false, status: 415, message: PHOTO_MESSAGES.heic })
    expect(checkPhotoFile(10, bytes('GIF89a'))).toEqual({ ok: false, status: 415, message: PHOTO_MESSAGES.unsupported })
  })
  it('says the limit in the too-large message', () => expect(PHOTO_MESSAGES.tooLarge).toContain('10 MB'))
})

describe('sell-my-car photos field', () => {
  const base = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', postcode: '4000', make: 'Mazda', model: 'CX-5', year: '2018' }
  const token = (i: number) => `${'t'.repeat(31)}${i}`
  it('takes up to 8 photo tokens, none at all, or an empty list', () => {
    expect(sellMyCarSchema().safeParse({ ...base, photos: Array.from({ length: 8 }, (_, i) => token(i)) }).success).toBe(true)
    expect(sellMyCarSchema().safeParse(base).success).toBe(true)
    expect(sellMyCarSchema().safeParse({ ...base, photos: [] }).success).toBe(true)
  })
  it('refuses a ninth photo and anything that is not a token', () => {
    const nine = sellMyCarSchema().safeParse({ ...base, photos: Array.from({ length: 9 }, (_, i) => token(i)) })
    expect(nine.success).toBe(false)
    expect(nine.error?.issues[0].message).toBe(PHOTO_MESSAGES.tooMany)
    const bad = sellMyCarSchema().safeParse({ ...base, photos: ['https://evil.example/x.jpg'] })
    expect(bad.error?.issues[0].message).toBe(PHOTO_MESSAGES.invalidToken)
  })
})
