/**
 * Issue 32, "A new dealer starts truthful", against PostgreSQL: a site made by the "Add a dealer"
 * wizard shows no platform offer (an offer for every site) until its staff opt in, while a site
 * that existed before the opt-in migration keeps showing them; its home and about pages say only
 * what the wizard was told (name, town, the year established when given: no "decades", no
 * "family-owned"); its location gets the Sunday and public-holiday hours given; its menus carry no
 * links to the template dealer's stock lists.
 */
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import type { Offer, Site } from '@/payload-types'
import { getOffers } from '@/data/content'
import { newDealerEndpoint } from '@/admin/newDealerEndpoint'
import { down, up } from '@/migrations/20261206_140000_platform_offer_opt_in'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'

let payload: Payload
let f: TwoSites
let template: Site
let platformOffer: Offer

const story = (words: string) => ({ blockType: 'richText', width: 'narrow', content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: words }] }] } } })

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  // A demo site as the template: opted into platform offers, with the demo seed's copy and menus.
  template = await payload.create({ collection: 'sites', data: { name: 'Sunshine Motors', slug: unique('sunshine'), settings: { showPlatformOffers: true, vehiclePageCopy: { whyBuyFromUs: 'Sunshine Motors, dealer since 1978' }, fixedLicenceNumbers: [{ value: 'LMCT 0001234' }], chatUrl: 'https://chat.sunshine.example/', senderEmail: 'sales@sunshine.example' } }, overrideAccess: true })
  const page = (slug: string, layout: unknown[]) => payload.create({ collection: 'pages', data: { title: slug, slug, site: template.id, _status: 'published', layout } as never, overrideAccess: true })
  await page('home', [{ blockType: 'hero', heading: 'Welcome to Sunshine Motors' }, story('Local, family-owned and here to help. Sunshine Motors has served the community for decades.')])
  await page('about-us', [story('Sunshine Motors has helped local drivers find the right car for decades.'), story('A family-owned business.')])
  await payload.create({
    collection: 'menus',
    data: {
      site: template.id,
      placement: 'header',
      items: [
        { label: 'Vehicles', href: '/cars/', children: [{ label: 'Corolla', href: '/search/toyota/corolla' }, { label: 'HiLux', href: '/search/toyota/hilux' }] },
        { label: 'Our Stock', href: '/cars/', children: [{ label: 'All stock', href: '/cars/' }, { label: 'Toyota', href: '/search/toyota' }, { label: 'New cars', href: '/search/new-cars' }] },
        { label: 'Caravans', href: '/cars/?refinementList[item_type][0]=caravan' },
        { label: 'About us', href: '/pages/about-us' },
      ],
    } as never,
    overrideAccess: true,
  })
  platformOffer = await payload.create({ collection: 'offers', data: { name: unique('Trade-In Bonus $2,000'), sites: [], _status: 'published' }, overrideAccess: true })
})

const answers = (slug: string, location: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  name: 'Test Motors Cairns',
  slug,
  primaryColour: '#0f766e',
  manufacturers: [],
  templateSite: template.id,
  dealership: { name: 'Test Motors Cairns', licenceNumber: 'MD 77001' },
  location: { name: 'Test Motors Cairns Sales', street: '12 Sheridan Street', city: 'Cairns', state: 'qld', postcode: '4870', phone: '07 4055 0100', weekdayOpen: '08:30', weekdayClose: '17:30', ...location },
  ...extra,
})

async function submit(body: unknown) {
  const req = await createLocalReq({ user: f.admin as never }, payload)
  req.json = async () => body
  Object.defineProperty(req, 'headers', { value: new Headers({ 'content-type': 'application/json' }) })
  const res = await newDealerEndpoint.handler(req)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function newSite(location: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const res = await submit(answers(unique('cairns'), location, extra))
  expect(res.status).toBe(201)
  const site = await payload.findByID({ collection: 'sites', id: (res.body.site as { id: number }).id, depth: 0, overrideAccess: true })
  return { site, location: res.body.location as number }
}

const names = (offers: Offer[]) => offers.map((o) => o.name)
const pageText = async (siteId: number, slug: string) => {
  const found = await payload.find({ collection: 'pages', where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] }, depth: 0, overrideAccess: true })
  return JSON.stringify(found.docs[0]?.layout ?? null)
}

describe('platform offers need the dealer to opt in', () => {
  it('a site that existed before the migration still shows its platform offers', async () => {
    const demo = await payload.create({ collection: 'sites', data: { name: 'Harbour Demo', slug: unique('harbour') }, overrideAccess: true })
    const db = payload.db.drizzle
    // The migration as it runs on a database whose sites predate the setting.
    await down({ db, payload } as never)
    await up({ db, payload } as never)
    const migrated = await payload.findByID({ collection: 'sites', id: demo.id, depth: 0, overrideAccess: true })
    expect(migrated.settings?.showPlatformOffers).toBe(true)
    expect(names(await getOffers(migrated))).toContain(platformOffer.name)
    const column = await db.execute(sql`SELECT column_default FROM information_schema.columns WHERE table_name = 'sites' AND column_name = 'settings_show_platform_offers'`)
    expect(String(column.rows[0]?.column_default)).toBe('false')
  })

  it('a wizard-made site lists no platform offer until its staff opt in; its own offers show', async () => {
    expect(names(await getOffers(template))).toContain(platformOffer.name)
    const { site } = await newSite()
    expect(site.settings?.showPlatformOffers).toBe(false)
    expect(await getOffers(site)).toEqual([])
    const own = await payload.create({ collection: 'offers', data: { name: unique('Cairns launch deal'), sites: [site.id], _status: 'published' }, overrideAccess: true })
    expect(names(await getOffers(site))).toEqual([own.name])
    const optedIn = await payload.update({ collection: 'sites', id: site.id, data: { settings: { showPlatformOffers: true } }, depth: 0, overrideAccess: true })
    expect(names(await getOffers(optedIn))).toEqual(expect.arrayContaining([own.name, platformOffer.name]))
  })
})

describe("the new site's copy says only what the wizard was told", () => {
  it('names the dealer and its town, with no "decades" or "family-owned", and no claim about years unless given', async () => {
    const { site } = await newSite()
    for (const slug of ['home', 'about-us']) {
      const text = await pageText(site.id, slug)
      expect(text).toContain('Test Motors Cairns')
      expect(text).toContain('Cairns')
      expect(text).not.toMatch(/decades|family-owned|since|years/i)
    }
    expect(await pageText(site.id, 'home')).toContain('Welcome to Test Motors Cairns')
    // The template dealer's own claims, licence numbers, chat link and sender address stay with it.
    expect(JSON.stringify(site.settings?.vehiclePageCopy ?? {})).not.toContain('1978')
    expect(site.settings).toMatchObject({ fixedLicenceNumbers: [], chatUrl: null, senderEmail: null })
  })

  it('says since when the business runs when the year is given, and refuses a year to come', async () => {
    const { site } = await newSite({}, { established: '1998' })
    expect(await pageText(site.id, 'about-us')).toContain('In business since 1998.')
    const future = await submit(answers(unique('future'), {}, { established: String(new Date().getUTCFullYear() + 1) }))
    expect(future).toMatchObject({ status: 400, body: { fields: { established: 'Enter the year the business started, e.g. 1998, or leave it empty.' } } })
  })
})

describe('Sunday and public-holiday hours', () => {
  it('stores the Sunday hours and the public holidays of the coming year at the new location', async () => {
    const { site, location } = await newSite({ sundayOpen: '10:00', sundayClose: '15:00', holidays: 'open', holidayOpen: '09:00', holidayClose: '13:00' })
    const stored = await payload.findByID({ collection: 'locations', id: location, depth: 0, overrideAccess: true })
    const days = stored.opening_hours?.[0]?.days ?? []
    expect(days.find((d) => d.weekday === '0')).toMatchObject({ status: 'Open', open: '10:00', close: '15:00' })
    const holidays = await payload.find({ collection: 'holiday-hours', where: { site: { equals: site.id } }, depth: 0, limit: 50, overrideAccess: true })
    expect(holidays.docs.map((h) => h.name).sort()).toEqual(['Anzac Day', 'Australia Day', 'Boxing Day', 'Christmas Day', 'Easter Monday', 'Good Friday', "New Year's Day"])
    for (const h of holidays.docs) expect(h).toMatchObject({ status: 'Open', start_hour: '09:00', end_hour: '13:00', department: 'all', locations: [location] })
  })

  it('keeps Sunday closed and states no holiday hours when none are given, and asks for a missing time', async () => {
    const { site, location } = await newSite()
    const stored = await payload.findByID({ collection: 'locations', id: location, depth: 0, overrideAccess: true })
    expect(stored.opening_hours?.[0]?.days?.find((d) => d.weekday === '0')).toMatchObject({ status: 'Closed' })
    expect((await payload.count({ collection: 'holiday-hours', where: { site: { equals: site.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const half = await submit(answers(unique('half'), { sundayOpen: '10:00' }))
    expect(half).toMatchObject({ status: 400, body: { fields: { 'location.sundayClose': 'Enter the closing time too, or leave both empty.' } } })
  })
})

describe("the new site's menus", () => {
  it("carry no links to the template dealer's makes, models or filtered stock", async () => {
    const { site } = await newSite()
    const menu = (await payload.find({ collection: 'menus', where: { site: { equals: site.id } }, depth: 0, overrideAccess: true })).docs[0]
    const links = (menu?.items ?? []).map((i) => ({ label: i.label, href: i.href, children: (i.children ?? []).map((c) => c.href) }))
    expect(links).toEqual([
      { label: 'Our Stock', href: '/cars/', children: ['/cars/', '/search/new-cars'] },
      { label: 'About us', href: '/pages/about-us', children: [] },
    ])
  })
})
