/** Live preview: the admin frames the page on its own site, and drafts show there as the editor types. */
import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
const admin = `http://localhost:${port}/admin`

test('an editor sees a draft in live preview, and shoppers still see the published page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1600, height: 1000 })
  await page.goto(`${admin}/login`)
  await page.getByLabel(/email/i).fill('editor@outback-caravans.example.com')
  await page.getByLabel(/password/i).fill('demo-editor-2026')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto(`${admin}/collections/pages?limit=100`)
  await page.getByRole('link', { name: 'Roadside assistance' }).first().click()
  await page.waitForLoadState('networkidle')
  await expect(async () => {
    const open = page.getByRole('button', { name: 'Live Preview', exact: true })
    if (await open.isVisible()) await open.click()
    await expect(page.locator('iframe').first()).toBeAttached({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

  const iframe = page.locator('iframe').first()
  await expect(iframe).toHaveAttribute('src', new RegExp(`^http://outback-caravans\\.localhost:${port}/pages/roadside-assistance\\?preview=`))
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1, name: 'Roadside assistance' })).toBeVisible({ timeout: 20_000 })

  await page.locator('#field-title').fill('Roadside assistance 24/7')
  await expect(preview.getByRole('heading', { level: 1, name: 'Roadside assistance 24/7' })).toBeVisible({ timeout: 20_000 })

  // The draft is not published: a shopper still sees the published title.
  const shopper = await browser.newPage()
  await shopper.goto(`http://outback-caravans.localhost:${port}/pages/roadside-assistance`)
  await expect(shopper.getByRole('heading', { level: 1, name: 'Roadside assistance' })).toBeVisible()
  // A forged token shows nothing more than the published page.
  await shopper.goto(`http://outback-caravans.localhost:${port}/pages/roadside-assistance?preview=pages.1.9999999999.forged`)
  await expect(shopper.getByRole('heading', { level: 1, name: 'Roadside assistance' })).toBeVisible()
  await shopper.close()
})
