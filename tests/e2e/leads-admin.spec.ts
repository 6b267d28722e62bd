/**
 * The leads admin in the browser, as a site's staff member: Export CSV downloads only that site's
 * leads with the documented columns; Re-send on a lead makes a new delivery attempt and writes a
 * new .eml file.
 */
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { LEAD_CSV_COLUMNS } from '../../src/leads/leadsCsv'
import { api, editorOf, emlOfLead, getJson, mailForLead, MAIL_DIR, port, postEnquiry, signInToAdmin, tokenFor, uniqueEmail } from './support/leads'

const admin = (p: string) => `http://localhost:${port}/admin${p}`
const SUNSHINE = editorOf('sunshine-toyota')

test('Export CSV gives the signed-in site editor their own site\'s leads only, with the expected columns', async ({ page, request }) => {
  const own = uniqueEmail('csv-own')
  const other = uniqueEmail('csv-other')
  await postEnquiry(request, 'sunshine-toyota', own)
  await postEnquiry(request, 'harbour-auto-group', other)

  await signInToAdmin(page, SUNSHINE)
  await page.goto(admin('/collections/leads'))
  const link = page.getByRole('link', { name: 'Export CSV' })
  await expect(link).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = fs.readFileSync(await download.path(), 'utf8')

  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]
  expect(text.split(/\r?\n/)[0]).toBe(LEAD_CSV_COLUMNS.join(','))
  expect(rows.map((r) => r.email)).toContain(own)
  expect(rows.map((r) => r.email)).not.toContain(other)
  // Every row is a Sunshine Toyota lead, and the download has as many as the editor may read.
  for (const row of rows) expect(row.dealership).toMatch(/^Sunshine Toyota/)
  const readable = await getJson(request, `${api}/leads?limit=1&depth=0`, SUNSHINE)
  expect(rows).toHaveLength(Number(readable.totalDocs))
  const ownRow = rows.find((r) => r.email === own)!
  expect(ownRow).toMatchObject({ kind: 'enquiry', category: 'General Enquiry', name: 'Api Shopper', message: 'Posted by the admin spec.' })
})

test('Re-send on a lead makes a new delivery attempt and a new .eml file', async ({ page, request }) => {
  const email = uniqueEmail('resend')
  const leadId = await postEnquiry(request, 'sunshine-toyota', email)
  const first = await emlOfLead(request, leadId)
  await expect.poll(async () => (await getJson(request, `/leads/${leadId}?depth=0`)).delivery_status).toBe('delivered')
  const attemptsBefore = ((await getJson(request, `/leads/${leadId}?depth=0`)).attempts as unknown[]).length

  await signInToAdmin(page, SUNSHINE)
  await page.goto(admin(`/collections/leads/${leadId}`))
  await page.getByRole('button', { name: 'Re-send lead' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Re-send queued' })).toBeVisible()

  await expect.poll(async () => (await mailForLead(request, leadId)).length, { timeout: 30_000 }).toBe(2)
  const mails = await mailForLead(request, leadId)
  const second = String(mails[1].file)
  expect(second).not.toBe(first)
  expect(second.startsWith(MAIL_DIR)).toBe(true)
  expect(fs.existsSync(second)).toBe(true)
  expect(fs.readFileSync(second, 'utf8')).toContain(`lead-${leadId}.adf.xml`)
  await expect.poll(async () => ((await getJson(request, `/leads/${leadId}?depth=0`)).attempts as unknown[]).length).toBeGreaterThan(attemptsBefore)
  const lead = await getJson(request, `/leads/${leadId}?depth=0`)
  expect(lead.delivery_status).toBe('delivered')

  // Staff of another site cannot re-send it.
  const harbour = await request.post(`${api}/leads/${leadId}/resend`, { headers: { Authorization: `JWT ${await tokenFor(request, editorOf('harbour-auto-group'))}` } })
  expect(harbour.status()).toBe(404)
})
