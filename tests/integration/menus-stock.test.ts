/**
 * Issue 32 "Menus and pages that never lead to nothing", against PostgreSQL and the site's search:
 * a menu's stock-type links to an empty list are hidden and come back as soon as stock of that type
 * is listed (the counts are read through the search pages' results cache, which a new index
 * generation misses, and are cached under the site's vehicles tag, which the vehicle hooks expire);
 * links an editor typed to an empty list stay, and the admin dashboard names them with where they are.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { resetEmbedded } from '../../src/search/embedded'
import { runSearchJobs } from '../../src/search/jobs'
import { clearSearchResultsCache } from '../../src/data/search'
import { getStockCounts } from '../../src/data/stockCounts'
import { siteCollectionTag } from '../../src/cache/tags'
import { vehicleListTags } from '../../collections/Vehicles/hooks/revalidate'
import { withoutEmptyStockLinks } from '../../src/rules/stockLinks'
import { emptyListLinks } from '../../src/admin/dashboard/emptyListLinks'
import { Dashboard } from '../../src/admin/dashboard/Dashboard'
import type { Site } from '@/payload-types'

let payload: Payload
let f: TwoSites

const OUR_STOCK = [
  {
    label: 'Our Stock',
    href: '/cars/',
    children: [
      { label: 'All stock', href: '/cars/' },
      { label: 'New cars', href: '/search/new-cars' },
      { label: 'Demo cars', href: '/search/demo-cars' },
      { label: 'Used cars', href: '/search/used-cars' },
    ],
  },
]

const car = (site: TwoSites['a'], data: Record<string, unknown>) =>
  payload.create({
    collection: 'vehicles' as never,
    data: { dealership: site.dealership.id, location: site.location.id, stocknum: unique('MS'), model: 'Model', year: 2024, status: 'in_stock', price: 30_000, show_on_dealer_website: true, ...data } as never,
    overrideAccess: true,
  })

const shownLinks = async (site: Site) => (withoutEmptyStockLinks(OUR_STOCK, await getStockCounts(site))[0]?.children ?? []).map((c) => c.label)

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  resetEmbedded({ records: [], loaded: true })
  clearSearchResultsCache()
  await car(f.a, { make: 'Toyota', car_type: 'used' })
  // Another site's new car never counts for this one.
  await car(f.b, { make: 'Kia', car_type: 'new' })
  await runSearchJobs(payload)
})

describe('generated stock links follow the site stock', () => {
  it('hides New and Demo while the site lists only used cars, and brings New back when a new car is published', async () => {
    expect(await shownLinks(f.a.site as Site)).toEqual(['All stock', 'Used cars'])
    const arrived = await car(f.a, { make: 'Toyota', car_type: 'new' })
    await runSearchJobs(payload)
    expect(await shownLinks(f.a.site as Site)).toEqual(['All stock', 'New cars', 'Used cars'])
    // In the app the counts are cached under the tag that this car's save expires once the index has it.
    expect(vehicleListTags(arrived as never)).toContain(siteCollectionTag(f.a.site.id, 'vehicles'))
  })
})

describe('typed links to empty lists are flagged to staff', () => {
  beforeAll(async () => {
    await payload.create({
      collection: 'menus',
      data: {
        site: f.a.site.id,
        placement: 'header',
        items: [
          ...OUR_STOCK,
          { label: 'Brands', href: '/cars/', children: [{ label: 'Kia', href: '/search/kia' }, { label: 'Toyota', href: '/search/toyota' }] },
          { label: 'Red cars', href: '/cars/?refinementList[colour][0]=Red' },
        ],
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'posts',
      data: {
        site: f.a.site.id,
        title: 'Demo days',
        slug: unique('demo-days'),
        category: 'news',
        _status: 'published',
        content: {
          root: {
            type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
            children: [
              {
                type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0,
                children: [
                  { type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, fields: { linkType: 'custom', url: '/search/demo-cars', newTab: false }, children: [{ type: 'text', text: 'our demo cars', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] },
                ],
              },
            ],
          },
        },
      } as never,
      overrideAccess: true,
    })
  })

  it('names the typed links whose list is empty, and not the stock-type links menus hide or lists with stock', async () => {
    const found = await emptyListLinks(payload, f.a.site as Site)
    expect(found.links.map((l) => [l.where, l.href]).sort()).toEqual([
      ['header menu "Brands → Kia"', '/search/kia'],
      ['header menu "Red cars"', '/cars/?refinementList[colour][0]=Red'],
      ['post "Demo days"', '/search/demo-cars'],
    ])
    expect(found.count).toBe(3)
  })

  it('shows them on the site editor\'s dashboard with a link to where each is', async () => {
    const html = renderToStaticMarkup((await Dashboard({ payload, user: f.a.editor } as never))!)
    expect(html).toContain('3 links lead to empty lists')
    expect(html).toContain('header menu &quot;Brands → Kia&quot;')
    expect(html).toMatch(/href="\/admin\/collections\/posts\/\d+">post &quot;Demo days&quot;/)
  })

  it('stops naming a link once its list has stock', async () => {
    await car(f.a, { make: 'Kia', car_type: 'used' })
    await runSearchJobs(payload)
    expect((await emptyListLinks(payload, f.a.site as Site)).links.map((l) => l.href)).not.toContain('/search/kia')
  })
})
