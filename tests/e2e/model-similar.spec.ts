/**
 * Issue 32 "Menus and pages that never lead to nothing", by click from Harbour Auto Group's home:
 * - the CX-5 model page's "Price from" is the cheapest NEW or DEMO CX-5 (a cheaper used CX-5 is in
 *   stock: "$14,390" came from a used 2012 car), and its enquiry asks for the dealership once,
 *   offering and preselecting the Mazda dealership only;
 * - a car page's similar cars share its body type (a Corolla hatch showed HiLux utes);
 * - /cars and a car page reached by click preload no image they do not show (the home hero was
 *   preloaded there: Chrome's "preloaded using link preload but not used" warning).
 * The expected figures are read from the site's own search endpoint, the one its pages use.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady } from './ready'
import { siteUrl } from './support/leads'
import { DESKTOP, clickHeaderLink, openFirstCar } from './support/journeys'

const SITE = 'harbour-auto-group'
const searchUrl = () => `${new URL(siteUrl(SITE, '/')).origin.replace(`${SITE}.`, '')}/api/search/${SITE}/1/indexes/*/queries`

type Result = { nbHits: number; nbPages?: number; hits: Array<Record<string, unknown>>; facets_stats?: Record<string, { min: number }> }

async function search(request: APIRequestContext, requests: Array<Record<string, unknown>>): Promise<Result[]> {
  const res = await request.post(searchUrl(), { data: Buffer.from(JSON.stringify({ requests })), headers: { 'content-type': 'application/json' } })
  expect(res.status()).toBe(200)
  return (await res.json()).results as Result[]
}

const aud = (n: number) => `$${n.toLocaleString('en-AU', { maximumFractionDigits: 0 })}`

/** Every listed car's slug and body type (per body type, 100 a page: the endpoint's limits). */
async function bodies(request: APIRequestContext): Promise<Map<string, string>> {
  const [facets] = await search(request, [{ indexName: 'Car_production', params: { hitsPerPage: 0, facets: ['body'], maxValuesPerFacet: 100 } }])
  const out = new Map<string, string>()
  for (const body of Object.keys((facets as unknown as { facets?: Record<string, Record<string, number>> }).facets?.body ?? {})) {
    for (let page = 0; page < 10; page++) {
      const [r] = await search(request, [{ indexName: 'Car_production', params: { hitsPerPage: 100, page, filters: `body:${JSON.stringify(body)}`, attributesToRetrieve: ['slug'] } }])
      for (const hit of r!.hits) out.set(String(hit.slug), body)
      if (page + 1 >= (r!.nbPages ?? 1)) break
    }
  }
  return out
}

/** Console messages about preloads (Chrome: "… was preloaded using link preload but not used …"). */
function watchPreloads(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(`${page.url()}: ${m.text()}`)
  })
  return warnings
}

/** The image preloads in the document (href and srcset). */
const imagePreloads = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')).map((l) => `${l.getAttribute('href') ?? ''} ${l.getAttribute('imagesrcset') ?? ''}`))

/**
 * Image preloads asked for on this page that no image on it uses, once the page has settled
 * (route prefetches done). `earlier`: preloads of the first page loaded, used there.
 */
async function unusedImagePreloads(page: Page, earlier: ReadonlySet<string>): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  const used = await page.evaluate(() => {
    const out: string[] = []
    for (const img of Array.from(document.images)) {
      for (const value of [img.currentSrc, img.src, ...(img.srcset || '').split(',').map((s) => s.trim().split(/\s+/)[0] ?? '')]) {
        if (value) out.push(new URL(value, location.href).href)
      }
    }
    return out
  })
  const usedSet = new Set(used)
  return (await imagePreloads(page)).filter((preload) => {
    if (earlier.has(preload)) return false
    const urls = preload.split(/[\s,]+/).filter((part) => part.startsWith('/') || part.startsWith('http'))
    return !urls.some((u) => usedSet.has(new URL(u, page.url()).href))
  })
}

test.describe('model pages, similar cars and preloads (issue 32)', () => {
  test.describe.configure({ timeout: 120_000 })
  test.use({ viewport: DESKTOP })

  test('the CX-5 page: from-price of new and demo stock only, one dealership question preselected to Mazda', async ({ page, request }) => {
    const cx5 = 'make:"Mazda" AND model:"CX-5"'
    const [fresh, any] = await search(request, [
      { indexName: 'Car_production', params: { hitsPerPage: 0, facets: ['price'], filters: `${cx5} AND (car_type:"new" OR car_type:"demo")` } },
      { indexName: 'Car_production', params: { hitsPerPage: 0, facets: ['price'], filters: cx5 } },
    ])
    const freshMin = fresh!.facets_stats!.price!.min
    // The demo stock has a cheaper used CX-5: the page must not quote it.
    expect(any!.facets_stats!.price!.min).toBeLessThan(freshMin)

    await gotoReady(page, siteUrl(SITE, '/'))
    const card = page.locator('[data-offer-card]', { hasText: 'Summer SUV Drive-Away Deal' })
    await card.getByRole('link', { name: /^Explore model/ }).click()
    await expect(page).toHaveURL(/\/cx-5$/, { timeout: 30_000 })
    const facts = page.getByTestId('model-facts')
    await expect(facts.locator('div', { has: page.getByText('Price from', { exact: true }) }).locator('dd')).toHaveText(aud(freshMin))

    await page.getByRole('link', { name: 'Enquire about the CX-5' }).click()
    const form = page.locator('#model-enquiry')
    const place = form.getByRole('combobox', { name: /^Dealership/ })
    await expect(place).toHaveCount(1)
    await expect(form.getByRole('combobox', { name: /Preferred dealership|Dealership location/ })).toHaveCount(0)
    await expect(place.locator('option:checked')).toHaveText('Harbour Mazda Sydney')
    const choices = (await place.locator('option').allInnerTexts()).map((t) => t.trim()).filter((t) => !/^(Please )?Select/i.test(t))
    expect(choices).toEqual(['Harbour Mazda Sydney'])
  })

  test('home → All stock → a car: no unused image preload; its similar cars share its body type', async ({ page, request }) => {
    const warnings = watchPreloads(page)
    await gotoReady(page, siteUrl(SITE, '/'))
    await page.waitForLoadState('networkidle')
    // The home page's own preloads (its hero), used there: they stay in <head> after a click away.
    const home = new Set(await imagePreloads(page))
    await clickHeaderLink(page, 'All stock', /\/cars\/?$/)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await unusedImagePreloads(page, home)).toEqual([])

    await openFirstCar(page)
    expect(await unusedImagePreloads(page, home)).toEqual([])
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
    const all = await bodies(request)
    const body = all.get(slug)
    expect(body, 'the car is listed').toBeTruthy()
    const sameBody = [...all.values()].filter((b) => b === body).length - 1

    const similar = page.getByTestId('similar-cars')
    await similar.scrollIntoViewIfNeeded()
    const links = similar.locator('a[href^="/cars/"]')
    await expect(links.first()).toBeAttached({ timeout: 30_000 })
    const slugs = [...new Set((await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).map((p) => decodeURIComponent(p.split('/').pop()!)))]
    expect(slugs.length).toBeGreaterThan(0)
    // Same body type first: as many as the site has (up to the slider's eight).
    const firstOnes = slugs.slice(0, Math.min(slugs.length, sameBody))
    expect(firstOnes.map((s) => all.get(s))).toEqual(firstOnes.map(() => body))
    expect(warnings).toEqual([])
  })
})
