/**
 * Issue 31 section 4 against PostgreSQL: a domain (lower case, no port, no trailing dot) belongs
 * to one site, enforced by the database, with a clear 400 in the new-dealer wizard and in the
 * Sites form (REST, as the admin saves it); the wizard refuses slugs that collide with a route,
 * bounds its body (413), and takes a 120-character dealer name (the copied pages' SEO titles are
 * shortened to their limit instead of refusing the name).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, handleEndpoints, type Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import config from '@payload-config'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { newDealerEndpoint } from '@/admin/newDealerEndpoint'

let payload: Payload
let f: TwoSites
let adminToken: string
let harbour: string

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  harbour = `www.${unique('harbour')}.example`
  await payload.update({ collection: 'sites', id: f.b.site.id, data: { domains: [{ domain: harbour }] }, overrideAccess: true })
  adminToken = (await payload.login({ collection: 'users', data: { email: f.admin.email as string, password: 'test-password-1' } })).token as string
})

const answers = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Coastal Mazda',
  slug,
  domain: `${slug}.example.com.au`,
  primaryColour: '#b91c1c',
  manufacturers: [],
  templateSite: f.a.site.id,
  dealership: { name: 'Coastal Mazda', licenceNumber: 'MD 12345' },
  location: { name: 'Coastal Mazda Sales', street: '1 Beach Rd', city: 'Maroochydore', state: 'qld', postcode: '4558', phone: '07 5555 0100', weekdayOpen: '08:30', weekdayClose: '17:30' },
  ...extra,
})

/** The wizard's endpoint with a real request body, as the route hands it over. */
async function wizard(body: string, contentType = 'application/json') {
  const local = await createLocalReq({ user: f.admin as never }, payload)
  const request = new Request('http://localhost/api/sites/new-dealer', { method: 'POST', headers: { 'content-type': contentType }, body })
  const req = Object.assign(request, { user: local.user, payload, context: local.context, i18n: local.i18n, t: local.t, locale: local.locale, fallbackLocale: local.fallbackLocale, query: {}, routeParams: {}, payloadAPI: 'REST' as const })
  const res = await newDealerEndpoint.handler(req as never)
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

/** The Sites form's save: PATCH /api/sites/:id through Payload's REST handler as the platform admin. */
async function saveSite(id: number, data: Record<string, unknown>) {
  const path = `/api/sites/${id}`
  const request = new Request(`http://localhost${path}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` }, body: JSON.stringify(data) })
  const res = await handleEndpoints({ config, path, request })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const siteOwning = async (domain: string) =>
  (await payload.find({ collection: 'sites', where: { 'domains.domain': { equals: domain } }, depth: 0, overrideAccess: true })).docs.map((s) => s.id)

describe('a domain belongs to one site', () => {
  it("the wizard refuses another site's domain, in any case or with a trailing dot, with a message at the field", async () => {
    for (const variant of [harbour.toUpperCase(), `${harbour}.`]) {
      const slug = unique('copycat')
      const res = await wizard(JSON.stringify(answers(slug, { domain: variant })))
      expect(res.status).toBe(400)
      expect(res.body.fields.domain).toMatch(/already serves the site "Site bravo"/)
      expect((await payload.count({ collection: 'sites', where: { slug: { equals: slug } }, overrideAccess: true })).totalDocs).toBe(0)
    }
    expect(await siteOwning(harbour)).toEqual([f.b.site.id])
  })

  it("the Sites form refuses another site's domain (mixed case, port, trailing dot) with a 400 and a message, never a 500", async () => {
    for (const variant of [harbour.toUpperCase(), `${harbour}:8080`, `${harbour}.`]) {
      const res = await saveSite(f.a.site.id, { domains: [{ domain: variant }] })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toMatch(/already serves the site \\"Site bravo\\"/)
    }
    expect(await siteOwning(harbour)).toEqual([f.b.site.id])
    // Its own domain, written another way, is kept in the normalised form.
    const own = await saveSite(f.b.site.id, { domains: [{ domain: `${harbour.toUpperCase()}:443` }] })
    expect(own.status).toBe(200)
    expect(own.body.doc.domains.map((d: { domain: string }) => d.domain)).toEqual([harbour])
  })

  it('the database itself refuses a second row with the same domain', async () => {
    const drizzle = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
    await expect(
      drizzle.execute(sql`INSERT INTO "sites_domains" ("_order", "_parent_id", "id", "domain") VALUES (9, ${f.a.site.id}, ${unique('row')}, ${harbour})`),
    ).rejects.toThrow()
    expect(await siteOwning(harbour)).toEqual([f.b.site.id])
  })
})

describe('the new-dealer wizard', () => {
  it('refuses slugs that collide with a route', async () => {
    for (const slug of ['api', 'admin', 'images']) {
      const res = await wizard(JSON.stringify(answers(slug, { domain: undefined })))
      expect(res.status).toBe(400)
      expect(res.body.fields.slug).toMatch(/address the platform uses itself/)
    }
    expect((await payload.count({ collection: 'sites', where: { slug: { in: ['api', 'admin', 'images'] } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('answers an oversized body with 413 and a message', async () => {
    const res = await wizard(JSON.stringify(answers(unique('big'), { notes: 'x'.repeat(2 * 1024 * 1024) })))
    expect(res.status).toBe(413)
    expect(res.body.error).toMatch(/larger than/)
  })

  it("takes a 120-character dealer name, shortening the copied pages' SEO titles to their limit", async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'About', slug: unique('about'), site: f.b.site.id, _status: 'published', seo: { title: `About ${f.b.site.name} | New and used cars`, description: `${f.b.site.name} sells cars.` } } as never,
      overrideAccess: true,
    })
    const name = `${'Sunshine Coast Family Motor Group '.repeat(4)}`.slice(0, 120).trim().padEnd(120, 'x')
    expect(name).toHaveLength(120)
    const slug = unique('long-name')
    const res = await wizard(JSON.stringify(answers(slug, { name, domain: undefined, templateSite: f.b.site.id })))
    expect(res.status).toBe(201)
    expect(res.body.site.name).toBe(name)
    const pages = await payload.find({ collection: 'pages', where: { site: { equals: res.body.site.id } }, depth: 0, overrideAccess: true })
    const about = pages.docs.find((p) => p.title === 'About')!
    expect(about.seo?.title?.length).toBeLessThanOrEqual(70)
    expect(about.seo?.title).toMatch(/^About Sunshine Coast Family Motor Group/)
  })
})
