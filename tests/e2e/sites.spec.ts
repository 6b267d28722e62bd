import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

const DEMO = [
  { slug: 'sunshine-toyota', name: 'Sunshine Toyota', primary: 'rgb(185, 28, 28)' },
  { slug: 'harbour-auto-group', name: 'Harbour Auto Group', primary: 'rgb(12, 74, 110)' },
  { slug: 'outback-caravans', name: 'Outback Caravans & Used Cars', primary: 'rgb(120, 53, 15)' },
]

test.describe('sites by host', () => {
  for (const site of DEMO) {
    test(`${site.slug}.localhost renders its own name and colours`, async ({ page }) => {
      const response = await page.goto(siteUrl(site.slug))
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('site-name')).toHaveText(site.name)
      await expect(page).toHaveTitle(new RegExp(site.name.replace(/[&]/g, '.')))
      const header = page.locator('header').first()
      await expect(header).toHaveCSS('background-color', site.primary)
    })
  }

  test('plain localhost serves the default site', async ({ page }) => {
    await page.goto(`http://localhost:${port}/`)
    await expect(page.getByTestId('site-name')).toHaveText('Sunshine Toyota')
  })

  test('an unknown host answers a real 404 page', async ({ page }) => {
    const response = await page.goto(siteUrl('no-such-dealer'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('an unknown path on a known site answers 404 inside the site shell', async ({ page }) => {
    const response = await page.goto(siteUrl('harbour-auto-group', '/no/such/page?x=%E0%A4%A'))
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('site-name')).toHaveText('Harbour Auto Group')
    await expect(page.getByRole('heading', { name: /can’t find that page/ })).toBeVisible()
  })

  test('the group site shows licence numbers in its footer', async ({ page }) => {
    await page.goto(siteUrl('harbour-auto-group'))
    const licences = page.getByTestId('licences')
    await expect(licences).toContainText('Harbour Mazda: DL MD 24011')
    await expect(licences).toContainText('MRB MVRL 45511')
    await expect(licences).toContainText('LMCT 0001234')
    await expect(licences).toContainText('Harbour Used Cars: CL 0099')
  })

  test('a missing image falls back to the not-found placeholder', async ({ page }) => {
    await page.goto(siteUrl('sunshine-toyota'))
    const logo = page.locator('header img').first()
    await logo.evaluate((img: HTMLImageElement) => (img.src = '/api/media/file/does-not-exist.png'))
    await expect(logo).toHaveAttribute('src', '/images/not-found.svg')
  })

  for (const width of [400, 576, 768, 992, 1200, 1400]) {
    test(`pages fit a ${width}px wide screen without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const [slug, path] of [['outback-caravans', '/'], ['harbour-auto-group', '/cars/'], ['sunshine-toyota', '/contact-us/sunshine-toyota-sales']]) {
        await page.goto(siteUrl(slug, path))
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${slug}${path}`).toBeLessThanOrEqual(0)
        await expect(page.getByTestId('site-name')).toBeVisible()
      }
    })
  }
})
