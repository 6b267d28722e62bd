import { describe, expect, it } from 'vitest'
import { bodyProblem, JSON_LIMIT_BYTES, readLimited } from '@/api/bodyGuard'

const req = (body: BodyInit | null, type?: string, method = 'POST') =>
  new Request('http://localhost/api/offers', { method, body, headers: type ? { 'content-type': type } : {} })
const create = { writesDocument: true, isUpload: false }

describe('REST body guard', () => {
  it.each([
    ['JSON null', 'null', 'application/json', 400],
    ['a JSON array', '[1]', 'application/json', 400],
    ['a JSON string', '"x"', 'application/json', 400],
    ['broken JSON', '{', 'application/json', 400],
    ['an empty JSON body on a create', '', 'application/json', 400],
    ['text/plain', '{"name":"x"}', 'text/plain', 415],
    ['a form-encoded body', 'name=x', 'application/x-www-form-urlencoded', 415],
  ])('answers %s (%j as %s) with %i', async (_label, body, type, status) => {
    const res = await bodyProblem(req(body, type), create)
    expect(res?.status).toBe(status)
    expect((await res!.json()).errors[0].message).toMatch(/JSON|Content-Type/)
  })

  it('answers a create with no body at all with 400', async () => {
    expect((await bodyProblem(req(null), create))?.status).toBe(400)
  })

  it('answers multipart without a _payload field with 400, and with a broken one too', async () => {
    const form = new FormData()
    form.set('name', 'x')
    expect((await bodyProblem(req(form), create))?.status).toBe(400)
    const broken = new FormData()
    broken.set('_payload', '{')
    expect((await bodyProblem(req(broken), create))?.status).toBe(400)
  })

  it('lets a JSON object, an admin multipart save and an upload through, and leaves the body readable', async () => {
    const json = req('{"name":"Offer"}', 'application/json; charset=utf-8')
    expect(await bodyProblem(json, create)).toBeNull()
    expect(await json.json()).toEqual({ name: 'Offer' })
    const form = new FormData()
    form.set('_payload', '{"name":"Offer"}')
    expect(await bodyProblem(req(form), create)).toBeNull()
    const upload = new FormData()
    upload.set('file', new Blob(['x'], { type: 'image/png' }), 'a.png')
    expect(await bodyProblem(req(upload), { writesDocument: true, isUpload: true })).toBeNull()
  })

  it('lets a body-less POST that writes no document through (logout, refresh)', async () => {
    expect(await bodyProblem(req(null), { writesDocument: false, isUpload: false })).toBeNull()
  })

  it('answers a body declared over the limit with 413 without reading it', async () => {
    const big = new Request('http://localhost/api/offers', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'content-length': String(JSON_LIMIT_BYTES + 1) },
    })
    expect((await bodyProblem(big, create))?.status).toBe(413)
  })

  it('stops reading a streamed body at the limit', async () => {
    expect(await readLimited(req('x'.repeat(100), 'text/plain'), 10)).toBeNull()
    expect(new TextDecoder().decode((await readLimited(req('abc', 'text/plain'), 10))!)).toBe('abc')
  })
})
