/**
 * Issue 32 ("Mail a shopper can keep, and times that read right"), by click on the production
 * build from each site's home page:
 * - a shopper signed in from the header who then saves a car is never told "Sign in to save
 *   cars": only the missing mobile is asked for, and the car is saved;
 * - a trade-in with illegal modifications gets no price: the page says a person will call, and the
 *   lead is stored (no figure, the reason kept) and sent to the dealer.
 */
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { gotoReady } from './ready'
import { emlOfLead, leadsByEmail, siteUrl, uniqueEmail } from './support/leads'
import { ACCOUNTS_SITE, asNewClient, newShopperEmail, signInOnPage } from './support/accounts'

test.describe.configure({ timeout: 180_000 })

test('signed in from the header, saving a car never shows "Sign in to save cars": only the mobile is asked for, then the car is saved', async ({ page }) => {
  await asNewClient(page)
  await gotoReady(page, siteUrl(ACCOUNTS_SITE, '/'))
  await page.getByTestId('sign-in-link').click()
  await expect(page).toHaveURL(/\/sign-in\?/)
  // Signed in without a mobile number (it is optional for an account).
  await signInOnPage(page, newShopperEmail())
  await expect(page.getByTestId('watchlist-link')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('sign-in-link')).toHaveCount(0)

  await page.getByRole('link', { name: 'Browse our stock' }).first().click()
  await expect(page).toHaveURL(/\/cars\/?$/, { timeout: 30_000 })
  await page.getByTestId('car-card').first().getByRole('heading').getByRole('link').click()
  await page.waitForURL(/\/cars\/[^/?]+$/)
  const carPath = new URL(page.url()).pathname
  const save = page.getByTestId('vehicle-sidebar').getByTestId('watchlist-save')
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()

  await expect(page).toHaveURL(/\/sign-in\?/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your mobile to save cars')
  await expect(page.getByText('Sign in to save cars')).toHaveCount(0)
  await expect(page.getByTestId('email-form')).toHaveCount(0)
  await page.getByTestId('phone-form').getByLabel('Mobile phone').fill('0412 345 678')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page).toHaveURL((u) => u.pathname === carPath, { timeout: 30_000 })
  await expect(page.getByTestId('toast')).toContainText('Car Saved In Watchlist')
  await expect(page.getByTestId('vehicle-sidebar').getByTestId('watchlist-save')).toHaveAttribute('aria-pressed', 'true')
})

test('a trade-in with illegal modifications shows no price but that a person will call; the lead is kept and sent to the dealer', async ({ page, request }) => {
  const slug = 'sunshine-toyota'
  await gotoReady(page, siteUrl(slug, '/'))
  await page.getByRole('link', { name: 'Value your trade-in' }).first().click()
  await expect(page).toHaveURL(/\/trade-in\/?$/, { timeout: 30_000 })
  const f = page.getByTestId('valuation-flow').first()
  await f.getByLabel('Rego plate').fill('TRADE1')
  await f.getByLabel('State').selectOption({ label: 'QLD' })
  await f.getByRole('button', { name: 'Look up my car' }).click()
  await expect(f.getByTestId('valuation-found-car')).toBeVisible()
  await f.getByRole('button', { name: 'Next' }).click()

  await expect(f.getByRole('heading', { name: 'Its condition' })).toBeVisible()
  await f.getByLabel('Odometer (km)').fill('42000')
  await f.getByRole('radiogroup', { name: 'Service history' }).getByLabel('Full').check()
  await f.getByRole('radiogroup', { name: 'Does it come with 2 sets of keys?' }).getByLabel('Yes').check()
  await f.getByRole('radiogroup', { name: 'Does it have any illegal modifications?' }).getByLabel('Yes').check()
  await f.getByLabel('Overall condition').selectOption('good')
  await f.getByRole('radiogroup', { name: 'Are all of its components present?' }).getByLabel('Yes').check()
  await f.getByRole('radiogroup', { name: 'Is it still under finance?' }).getByLabel('No').check()
  await f.getByRole('button', { name: 'Next' }).click()

  const email = uniqueEmail('trade-illegal')
  await expect(f.getByRole('heading', { name: 'Your details' })).toBeVisible()
  await f.getByLabel('Name').fill('Mod Tester')
  await f.getByLabel('Email').fill(email)
  await f.getByLabel('Mobile').fill('0412 345 678')
  await f.getByLabel('Postcode').fill('4000')
  await f.getByRole('button', { name: 'Get my offer' }).click()

  await expect(f.getByTestId('valuation-no-figure')).toBeVisible({ timeout: 60_000 })
  await expect(f.getByTestId('valuation-no-figure')).toContainText('illegal modifications')
  await expect(f.getByTestId('valuation-no-figure')).toContainText('Our team will call you')
  await expect(f.getByTestId('valuation-offer-price')).toHaveCount(0)
  await expect(f.getByTestId('valuation-range')).toHaveCount(0)
  await expect(f).not.toContainText(/\$\d/)

  // Nothing lost: the lead is stored with its answers and goes to the dealer.
  const [lead] = await leadsByEmail(request, email)
  expect(lead).toBeTruthy()
  expect(lead!.fields).toMatchObject({ illegal_modifications: true })
  expect(lead!.valuation).toMatchObject({ state: 'no-figure', offer_price: null, reason: 'illegal-modifications' })
  expect(fs.readFileSync(await emlOfLead(request, lead!.id), 'utf8')).toContain('Mod Tester')
})
