/**
 * No dead link, ever (issue 18, Build item 3). For each demo site:
 * - a crawl of the server-rendered HTML from the home page (header, footer, /cars, car pages of
 *   each type through the stock pages, offers, contact, every content page the menus link to),
 *   same host only, bounded (support/crawl.ts): every internal link, form action, icon, manifest
 *   and image is requested and none may answer 404 or 5xx. The links the hydrated home page
 *   shows (client-rendered ones such as the account menu) are crawled too.
 * - a shopper's clicks from the home page to the stock and into a car, scrolled to the end of
 *   each page: the browser's network log (prefetches of the links in view included) holds no
 *   404 or 5xx from the site, and every link the hydrated car page shows answers.
 * The per-site counts are printed ("[links] …") so they can be quoted.
 */
import { expect, test, type Page, type Response } from '@playwright/test'
import { gotoReady } from './ready'
import { DEMO_SITES, port, siteUrl } from './support/leads'
import { crawlSite, describeCounts, describeFailure, type FoundLink } from './support/crawl'
import { siteRequest } from './support/accounts'

/** The links a hydrated page shows (same host, not tel:/mailto:/#), with their text. */
async function liveLinks(page: Page): Promise<FoundLink[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.protocol.startsWith('http') && a.host === location.host && !a.getAttribute('href')!.startsWith('#'))
      .map((a) => ({ url: a.href.split('#')[0]!, kind: 'link' as const, text: (a.textContent || a.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 80) })),
  )
}

/** Scrolls to the end of the page in steps, so links entering the viewport are prefetched. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8))
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(150)
    if (done) break
  }
  await page.waitForLoadState('networkidle').catch(() => {})
}

test.describe('no dead link', () => {
  test.describe.configure({ timeout: 8 * 60_000 })
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const slug of DEMO_SITES) {
    test(`${slug}: the crawl from the home page finds no internal link, form, icon or image answering 404 or 5xx`, async ({ page, request }) => {
      await gotoReady(page, siteUrl(slug, '/'))
      const result = await crawlSite(page, request, slug, await liveLinks(page))
      console.log(describeCounts(result))
      for (const failure of result.failures) console.log(`[links] ${slug}: ${describeFailure(failure)}`)
      expect(result.checked, 'the crawl reached the site beyond its home page').toBeGreaterThan(20)
      expect(result.failures.map(describeFailure)).toEqual([])
    })
  }

  for (const slug of DEMO_SITES) {
    test(`${slug}: clicking home → stock → a car shows no 404 or 5xx in the network log, and every link on the car page answers`, async ({ page }) => {
      const host = `${slug}.localhost:${port}`
      const bad: string[] = []
      const onResponse = (response: Response) => {
        const url = new URL(response.url())
        if (url.host !== host) return
        const status = response.status()
        if (status === 404 || status >= 500) bad.push(`${status} ${url.pathname}${url.search} (${response.request().resourceType()}) while on ${new URL(page.url()).pathname}`)
      }
      page.on('response', onResponse)

      await gotoReady(page, siteUrl(slug, '/'))
      await scrollThrough(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('link', { name: 'Browse our stock' }).first().click()
      await expect(page).toHaveURL(/\/cars\/?(\?.*)?$/, { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await scrollThrough(page)

      const firstCar = page.getByRole('article').getByRole('heading').getByRole('link').first()
      await firstCar.scrollIntoViewIfNeeded()
      await firstCar.click()
      await expect(page).toHaveURL(/\/cars\/[^/?]+$/, { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await scrollThrough(page)

      const carPath = new URL(page.url()).pathname
      const links = [...new Map((await liveLinks(page)).map((l) => [l.url, l])).values()]
      for (const link of links) {
        const url = new URL(link.url)
        let res = await siteRequest(page.request, slug, `${url.pathname}${url.search}`)
        for (let hop = 0; hop < 5 && res.status() >= 300 && res.status() < 400; hop++) {
          const next = new URL(res.headers()['location'] ?? '/', url)
          if (next.host !== url.host) break
          res = await siteRequest(page.request, slug, `${next.pathname}${next.search}`)
        }
        const status = res.status()
        if (status === 404 || status >= 500) bad.push(`${status} ${url.pathname}${url.search} ("${link.text}" on ${carPath})`)
      }
      page.off('response', onResponse)
      console.log(`[links] ${slug}: car page ${carPath}: ${links.length} links checked, ${bad.length} failures`)
      expect([...new Set(bad)]).toEqual([])
    })
  }
})
