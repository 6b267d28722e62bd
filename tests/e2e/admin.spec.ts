import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
const admin = `http://localhost:${port}/admin`

async function login(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto(`${admin}/login`)
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

test.describe('admin', () => {
  test('the seeded platform admin signs in and sees every site', async ({ page }) => {
    await login(page, 'admin@example.com', 'demo-admin-2026')
    await page.goto(`${admin}/collections/sites`)
    for (const name of ['Sunshine Toyota', 'Harbour Auto Group', 'Outback Caravans & Used Cars']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
    }
  })

  test('a site editor signs in and sees only their own site', async ({ page }) => {
    await login(page, 'editor@harbour-auto-group.example.com', 'demo-editor-2026')
    await page.goto(`${admin}/collections/locations`)
    await expect(page.getByRole('link', { name: 'Harbour Mazda Sydney' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Sunshine Toyota/ })).toHaveCount(0)
    await page.goto(`${admin}/collections/sites`)
    await expect(page.getByRole('link', { name: 'Harbour Auto Group', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sunshine Toyota', exact: true })).toHaveCount(0)
  })
})
