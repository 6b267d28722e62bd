/**
 * Sell-my-car photos in the browser: the shopper attaches a photo (and a file that is not one, which
 * is refused with a message), submits, and the photo is on the lead: readable by the site's staff
 * (shown as a thumbnail on the lead in the admin), not by anonymous visitors, attached to the
 * dealer's e-mail.
 */
import fs from 'node:fs'
import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import { gotoReady } from './ready'
import { editorOf, emlOfLead, fillAndSubmit, leadsByEmail, port, signInToAdmin, siteUrl, tokenFor, uniqueEmail } from './support/leads'

test('a photo attached on /sell-my-car is stored on the lead, shown in the admin and attached to the e-mail', async ({ page, request }) => {
  const email = uniqueEmail('sell-photo')
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().withExif({ IFD0: { Artist: 'Shopper Name' } }).toBuffer()

  await gotoReady(page, siteUrl('sunshine-toyota', '/sell-my-car'))
  const form = page.locator('form[data-lead-form="sell-my-car"]')
  const picker = form.getByLabel(/^Photos/)
  await picker.setInputFiles([
    { name: 'my-car.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are not pixels') },
  ])
  const list = form.getByTestId('photo-list')
  await expect(list.locator('li', { hasText: 'my-car.jpg' })).toContainText('Added', { timeout: 30_000 })
  await expect(list.locator('li', { hasText: 'notes.jpg' }).getByRole('alert')).toHaveText('This file is not a photo. Please choose a JPEG, PNG or WebP image.')

  await fillAndSubmit(page, form, email)

  const [lead] = await leadsByEmail(request, email, 1)
  const photos = lead.photos as { url: string; thumbnailURL: string; width: number; height: number; filename: string }[]
  expect(photos).toHaveLength(1)
  expect(photos[0]).toMatchObject({ width: 2000, height: 1333 })

  const fileUrl = `http://localhost:${port}${photos[0].url}`
  const asStaff = await request.get(fileUrl, { headers: { Authorization: `JWT ${await tokenFor(request, editorOf('sunshine-toyota'))}` } })
  expect(asStaff.status()).toBe(200)
  expect(asStaff.headers()['content-type']).toContain('image/jpeg')
  expect((await asStaff.body()).includes(Buffer.from('Shopper Name'))).toBe(false)
  const anonymous = await request.get(fileUrl)
  expect([401, 403, 404]).toContain(anonymous.status())
  const otherSite = await request.get(fileUrl, { headers: { Authorization: `JWT ${await tokenFor(request, editorOf('harbour-auto-group'))}` } })
  expect([401, 403, 404]).toContain(otherSite.status())

  const eml = fs.readFileSync(await emlOfLead(request, lead.id), 'utf8')
  expect(eml).toMatch(/filename=photo-1\.jpg/)

  // The site's editor sees it as a thumbnail on the lead.
  await signInToAdmin(page, editorOf('sunshine-toyota'))
  await page.goto(`http://localhost:${port}/admin/collections/leads/${lead.id}`)
  const thumb = page.locator(`img[src*="/api/lead-photos/file/"]`).first()
  await expect(thumb).toBeVisible()
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})
