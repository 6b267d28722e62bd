import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SanitizedConfig } from 'payload'
import { guarded, malformedIdResponse, malformedPathResponse, missingFileResponse, whereResponse } from '../../src/api/restGuard'

describe('REST id guard', () => {
  it('answers 404 for a non-numeric document id', async () => {
    const res = malformedIdResponse('/api/locations/not-a-number')
    expect(res?.status).toBe(404)
    expect((await res!.json()).errors[0].message).toMatch(/No locations document/)
  })
  it.each(['/api/locations/12', '/api/users/login', '/api/users/me', '/api/media/file/logo.png', '/api/globals/platform-settings', '/api/locations', '/api/sites/versions/3'])(
    'leaves %s to Payload',
    (p) => expect(malformedIdResponse(p)).toBeNull(),
  )
})

describe('malformed % escapes', () => {
  it.each(['/api/menus/%zz', '/api/%', '/api/search/%zz/1/indexes/*/queries', '/api/locations/%E0%A4%A'])('answers %s with 400', async (p) => {
    const res = malformedPathResponse(p)
    expect(res?.status).toBe(400)
    expect((await res!.json()).errors[0].message).toMatch(/malformed % escape/)
    expect(malformedIdResponse(p)).toBeNull() // no URIError thrown on the way
  })
})

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-media-'))
fs.writeFileSync(path.join(tmp, 'logo.png'), 'x')
const config = {
  collections: [
    { slug: 'media', upload: { staticDir: tmp }, flattenedFields: [{ name: 'alt', type: 'text' }] },
    {
      slug: 'locations',
      flattenedFields: [
        { name: 'name', type: 'text' },
        { name: 'site', type: 'relationship', relationTo: 'sites' },
        { name: 'address', type: 'group', flattenedFields: [{ name: 'postcode', type: 'text' }] },
      ],
    },
    { slug: 'sites', flattenedFields: [{ name: 'slug', type: 'text' }], endpoints: [{ path: '/new-dealer', method: 'post' }, { path: '/:id/extra', method: 'post' }] },
  ],
} as unknown as SanitizedConfig

describe('missing upload files', () => {
  it('answers a file that is not on disk with 404', async () => {
    const res = await missingFileResponse(config, ['api', 'media', 'file', 'nonexistent.png'])
    expect(res?.status).toBe(404)
  })
  it('refuses a path outside the upload directory', async () => {
    expect((await missingFileResponse(config, ['api', 'media', 'file', '../etc/passwd']))?.status).toBe(400)
  })
  it('leaves a file that exists to Payload', async () => {
    expect(await missingFileResponse(config, ['api', 'media', 'file', 'logo.png'])).toBeNull()
  })
})

describe('where guard with the collection fields', () => {
  it('answers like on a relationship and non-numeric ids with 400, through nested fields and relations', async () => {
    expect(whereResponse(config, ['api', 'locations'], '?where[site][like]=x')?.status).toBe(400)
    expect(whereResponse(config, ['api', 'locations'], '?where[id][in]=a,b')?.status).toBe(400)
    expect(whereResponse(config, ['api', 'locations'], '?where[site.id][equals]=x')?.status).toBe(400)
    expect(whereResponse(config, ['api', 'locations'], '?where[address.postcode][like]=40')).toBeNull()
    expect(whereResponse(config, ['api', 'locations'], '?where[site.slug][like]=sun')).toBeNull()
  })
})

describe('paging, sort and sub-routes', () => {
  it.each(['limit=-1', 'limit=abc', 'limit=1e9', 'page=0', 'page=NaN', 'page=99999999999999999999', 'depth=100', 'sort=%zz', 'sort=a;drop', 'sort=site.slug'])(
    'answers ?%s with 400',
    (q) => expect(whereResponse(config, ['api', 'locations'], `?${q}`)?.status).toBe(400),
  )
  it.each(['limit=10&page=2&depth=1', 'sort=-createdAt', 'sort=address.postcode', 'sort=name,-id'])('leaves ?%s to Payload', (q) =>
    expect(whereResponse(config, ['api', 'locations'], `?${q}`)).toBeNull(),
  )
  it('answers ids out of PostgreSQL range and sub-routes a collection does not have with 404', () => {
    expect(malformedIdResponse('/api/locations/99999999999999999999', config)?.status).toBe(404)
    expect(malformedIdResponse('/api/locations/me', config)?.status).toBe(404)
    expect(malformedIdResponse('/api/locations/file', config)?.status).toBe(404)
    expect(malformedIdResponse('/api/media/file', config)).toBeNull()
  })
  it("leaves a collection's own fixed-path endpoints to Payload (POST /api/sites/new-dealer), and only those", () => {
    expect(malformedIdResponse('/api/sites/new-dealer', config)).toBeNull()
    expect(malformedIdResponse('/api/sites/extra', config)?.status).toBe(404)
    expect(malformedIdResponse('/api/locations/new-dealer', config)?.status).toBe(404)
  })
})

describe('guarded handler', () => {
  const handler = guarded(async () => new Response('payload'), config)
  const ctx = { params: Promise.resolve({ slug: [] }) }
  it('answers bad input itself and passes good requests to Payload', async () => {
    expect((await handler(new Request('http://x/api/menus/%zz'), ctx)).status).toBe(400)
    expect((await handler(new Request('http://x/api/locations?where[site][equals][$ne]=1'), ctx)).status).toBe(400)
    expect((await handler(new Request('http://x/api/locations', { method: 'POST', body: 'null', headers: { 'content-type': 'application/json' } }), ctx)).status).toBe(400)
    expect((await handler(new Request('http://x/api/locations/5', { method: 'PATCH', body: 'a=b', headers: { 'content-type': 'text/plain' } }), ctx)).status).toBe(415)
    expect((await handler(new Request('http://x/api/media/file/nope.png'), ctx)).status).toBe(404)
    expect(await (await handler(new Request('http://x/api/locations?where[site][equals]=1'), ctx)).text()).toBe('payload')
    expect(await (await handler(new Request('http://x/api/users/logout', { method: 'POST' }), ctx)).text()).toBe('payload')
    expect((await handler(new Request('http://x/api/users/access', { method: 'DELETE' }), ctx)).status).toBe(404)
  })
  it('checks the query of a GET sent as a POST (method override)', async () => {
    const res = await handler(
      new Request('http://x/api/locations', {
        method: 'POST',
        body: 'where[id][in]=a,b',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
      }),
      ctx,
    )
    expect(res.status).toBe(400)
  })
})
