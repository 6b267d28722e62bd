/**
 * "Add a dealer" (issue 22, item 6) against PostgreSQL: a platform admin's answers make a complete,
 * isolated site in one step (site, dealership with licence, first location with hours, the
 * template's pages and menus under the new name, an editor); bad answers get a message per field;
 * anyone else is refused; a failure leaves nothing behind.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { newDealerEndpoint } from '@/admin/newDealerEndpoint'
import { importDealerFeed } from '@/admin/newDealer/importFeed'

let payload: Payload
let f: TwoSites

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { captchaEnabled: false, soldDays: 5 } } as never, overrideAccess: true })
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 200 } } }).png().toBuffer()
  const image = await payload.create({ collection: 'media', data: { alt: 'Template hero', site: f.a.site.id } as never, file: { data: png, mimetype: 'image/png', name: `${unique('hero')}.png`, size: png.length }, overrideAccess: true })
  await payload.create({
    collection: 'pages',
    data: { title: 'Home', slug: 'home', site: f.a.site.id, _status: 'published', layout: [{ blockType: 'hero', heading: `Welcome to ${f.a.site.name}`, backgroundImage: image.id }] } as never,
    overrideAccess: true,
  })
  await payload.create({ collection: 'menus', data: { site: f.a.site.id, placement: 'header', items: [{ label: 'Our Stock', href: '/cars' }] } as never, overrideAccess: true })
})

const answers = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Coastal Mazda',
  slug,
  domain: `${slug}.example.com.au`,
  primaryColour: '#b91c1c',
  manufacturers: [],
  templateSite: f.a.site.id,
  dealership: { name: 'Coastal Mazda', licenceNumber: 'MD 12345' },
  location: { name: 'Coastal Mazda Sales', street: '1 Beach Rd', city: 'Maroochydore', state: 'qld', postcode: '4558', phone: '07 5555 0100', weekdayOpen: '08:30', weekdayClose: '17:30', saturdayOpen: '08:30', saturdayClose: '12:00' },
  editor: { email: `${slug}@example.com`, name: 'Coastal Editor', password: 'a-long-password-2026' },
  ...extra,
})

async function submit(user: unknown, body: unknown) {
  const req = await createLocalReq({ user: user as never }, payload)
  req.json = async () => body
  Object.defineProperty(req, 'headers', { value: new Headers({ 'content-type': 'application/json' }) })
  const res = await newDealerEndpoint.handler(req)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('add a dealer', () => {
  it('makes a complete site from the template, with its own editor', async () => {
    const slug = unique('coastal')
    const { status, body } = await submit(f.admin, answers(slug))
    expect(status).toBe(201)
    const siteId = (body.site as { id: number }).id
    const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
    expect(site).toMatchObject({ name: 'Coastal Mazda', slug, domains: [{ domain: `${slug}.example.com.au` }], branding: { primaryColour: '#b91c1c' }, settings: { captchaEnabled: false, soldDays: 5 } })
    const pages = await payload.find({ collection: 'pages', where: { site: { equals: siteId } }, depth: 0, overrideAccess: true })
    expect(pages.docs).toHaveLength(1)
    expect(pages.docs[0]).toMatchObject({ slug: 'home', _status: 'published', layout: [{ blockType: 'hero', heading: 'Welcome to Coastal Mazda', backgroundImage: null }] })
    const menus = await payload.find({ collection: 'menus', where: { site: { equals: siteId } }, depth: 0, overrideAccess: true })
    expect(menus.docs[0]).toMatchObject({ placement: 'header', items: [{ label: 'Our Stock', href: '/cars' }] })
    const location = await payload.findByID({ collection: 'locations', id: body.location as number, depth: 0, overrideAccess: true })
    expect(location).toMatchObject({ site: siteId, timeZone: 'Australia/Brisbane', address: { postcode: '4558' } })
    expect(location.opening_hours?.[0]?.days).toHaveLength(7)
    const dealership = await payload.findByID({ collection: 'dealerships', id: body.dealership as number, depth: 0, overrideAccess: true })
    expect(dealership).toMatchObject({ dealerLicenceNumber: 'MD 12345', site: siteId })
    // The template's own page is untouched.
    const template = await payload.find({ collection: 'pages', where: { site: { equals: f.a.site.id } }, depth: 0, overrideAccess: true })
    expect(template.docs[0]).toMatchObject({ layout: [{ heading: `Welcome to ${f.a.site.name}` }] })

    // The editor works on the new site only.
    const editor = await payload.findByID({ collection: 'users', id: body.editor as number, depth: 0, overrideAccess: true })
    const asEditor = { user: { ...editor, collection: 'users' } as never, overrideAccess: false as const }
    expect((await payload.find({ collection: 'pages', depth: 0, ...asEditor })).docs.map((p) => p.site)).toEqual([siteId])
    expect((await payload.find({ collection: 'leads', ...asEditor })).totalDocs).toBe(0)
    const login = await payload.login({ collection: 'users', data: { email: editor.email, password: 'a-long-password-2026' } })
    expect(login.token).toBeTruthy()
  })

  it('refuses a slug in use, and bad answers, with a message at each field', async () => {
    const taken = await submit(f.admin, answers(f.b.site.slug as string, { editor: undefined }))
    expect(taken).toMatchObject({ status: 400, body: { fields: { slug: `Another site already uses the slug "${f.b.site.slug}".` } } })
    const bad = await submit(f.admin, answers('Bad Slug!', { primaryColour: 'red', location: { ...answers('x').location, postcode: '45', weekdayOpen: '8am' } }))
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toMatchObject({
      slug: 'Use lower-case letters, digits and hyphens, e.g. coastal-mazda.',
      primaryColour: 'Enter a colour as #rrggbb, e.g. #b91c1c.',
      'location.postcode': 'Enter a 4-digit postcode.',
      'location.weekdayOpen': 'Use HH:MM, e.g. 08:30.',
    })
  })

  it('leaves nothing behind when a step fails (the editor e-mail is taken)', async () => {
    const slug = unique('halfway')
    const existing = await payload.findByID({ collection: 'users', id: f.a.editor.id, depth: 0, overrideAccess: true })
    const res = await submit(f.admin, answers(slug, { editor: { email: existing.email, password: 'a-long-password-2026' } }))
    expect(res.status).toBe(400)
    expect((await payload.count({ collection: 'sites', where: { slug: { equals: slug } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it("imports the feed given with it into the new dealership, reporting rows it refuses", async () => {
    const slug = unique('feed')
    const { status, body } = await submit(f.admin, answers(slug, { editor: undefined }))
    expect(status).toBe(201)
    const csv = [
      'stocknum,make,model,year,car_type,status,price',
      'CM1001,Mazda,CX-5,2024,new,in_stock,42990',
      'CM1002,Mazda,BT-50,2023,used,in_stock,51990',
      'CM1003,Mazda,,2023,used,in_stock,1',
    ].join('\n')
    const result = await importDealerFeed(payload, { name: 'coastal.csv', bytes: new TextEncoder().encode(csv) }, slug, body.dealershipSlug as string)
    expect(result).toMatchObject({ created: 2, rejected: 1 })
    expect(result.problems.join(' ')).toMatch(/Row \d+ \(CM1003\): model/)
    const cars = await payload.find({ collection: 'vehicles', where: { site: { equals: (body.site as { id: number }).id } }, depth: 0, overrideAccess: true })
    expect(cars.docs.map((c) => c.stocknum).sort()).toEqual(['CM1001', 'CM1002'])
  })

  it('is for platform admins only', async () => {
    const res = await submit(f.a.editor, answers(unique('sneaky')))
    expect(res).toMatchObject({ status: 403, body: { error: 'Only platform admins can add a dealer.' } })
  })
})
