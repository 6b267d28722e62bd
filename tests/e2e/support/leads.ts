/**
 * Helpers of the lead specs: staff tokens, leads and their mail through the admin REST API, the
 * e2e server's mail folder (scripts/e2e-server.ts), a solved captcha for leads posted from Node,
 * and a generic filler for any lead form.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

export const port = Number(process.env.E2E_PORT || 3100)
export const siteUrl = (slug: string, p = '/') => `http://${slug}.localhost:${port}${p}`
export const api = `http://localhost:${port}/api`
/** Where the e2e server writes lead mail (.eml files). */
export const MAIL_DIR = path.join(os.tmpdir(), `dealer-e2e-${port}`, 'mail')

export const DEMO_SITES = ['sunshine-toyota', 'harbour-auto-group', 'outback-caravans'] as const
export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' }
export const editorOf = (slug: string) => ({ email: `editor@${slug}.example.com`, password: 'demo-editor-2026' })

type Doc = Record<string, unknown>

const tokens = new Map<string, string>()
export async function tokenFor(request: APIRequestContext, user = ADMIN): Promise<string> {
  const cached = tokens.get(user.email)
  if (cached) return cached
  const res = await request.post(`${api}/users/login`, { data: user })
  expect(res.ok(), `sign in as ${user.email}`).toBe(true)
  const token = (await res.json()).token as string
  tokens.set(user.email, token)
  return token
}

/**
 * A GET sent once more when the server closed the kept-alive connection just as it was reused
 * (ECONNRESET): browsers retry an idempotent request on a reused connection the same way;
 * Playwright's request context does not.
 */
async function idempotentGet(request: APIRequestContext, url: string, headers: Record<string, string>) {
  try {
    return await request.get(url, { headers })
  } catch (e) {
    if (!/ECONNRESET|socket hang up/.test(String(e))) throw e
    return request.get(url, { headers })
  }
}

export async function getJson(request: APIRequestContext, url: string, user = ADMIN): Promise<Doc> {
  const res = await idempotentGet(request, url.startsWith('http') ? url : `${api}${url}`, { Authorization: `JWT ${await tokenFor(request, user)}` })
  expect(res.ok(), url).toBe(true)
  return (await res.json()) as Doc
}

export async function siteId(request: APIRequestContext, slug: string): Promise<number> {
  const body = await getJson(request, `/sites?where[slug][equals]=${slug}&depth=0&limit=1`)
  return ((body.docs as Doc[])[0] as { id: number }).id
}

export async function leadsByEmail(request: APIRequestContext, email: string, depth = 0): Promise<Doc[]> {
  return (await getJson(request, `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=${depth}`)).docs as Doc[]
}

/**
 * The mail written for a lead on a channel, oldest first. A dealer e-mail's outbox row is written
 * before the send (state "sending", no file yet; issue 19): only mail actually written counts.
 */
export async function mailForLead(request: APIRequestContext, leadId: unknown, channel = 'email'): Promise<Doc[]> {
  const rows = (await getJson(request, `/mail-outbox?where[lead][equals]=${leadId}&where[channel][equals]=${channel}&depth=0&sort=createdAt`)).docs as Doc[]
  return rows.filter((row) => row.state !== 'sending' && typeof row.file === 'string' && row.file !== '')
}

/** Waits for the lead's e-mail to be written and returns its .eml path (inside MAIL_DIR). */
export async function emlOfLead(request: APIRequestContext, leadId: unknown): Promise<string> {
  await expect.poll(async () => (await mailForLead(request, leadId)).length, { timeout: 30_000, message: `e-mail of lead ${leadId}` }).toBeGreaterThan(0)
  const [mail] = await mailForLead(request, leadId)
  const file = String(mail.file)
  expect(path.dirname(file)).toBe(MAIL_DIR)
  expect(fs.existsSync(file)).toBe(true)
  return file
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Node cannot resolve {slug}.localhost: API calls go to localhost with the site's Host header. */
const siteHost = (slug: string) => ({ host: `${slug}.localhost:${port}` })

/** A captcha payload solved in Node, for leads posted straight to POST /api/leads. */
export async function solvedCaptcha(request: APIRequestContext, slug: string): Promise<string> {
  const challenge = await (await request.get(`${api}/leads/captcha`, { headers: siteHost(slug) })).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** Posts an enquiry on a site as a shopper's browser would; returns the lead id. */
export async function postEnquiry(request: APIRequestContext, slug: string, email: string): Promise<number> {
  const res = await request.post(`${api}/leads`, {
    headers: siteHost(slug),
    data: { kind: 'enquiry', fields: { name: 'Api Shopper', email, phone: '0412 345 678', message: 'Posted by the admin spec.' }, altcha: await solvedCaptcha(request, slug) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return Number((await res.json()).lead_id)
}

const TEXT_VALUES: [RegExp, string][] = [
  [/^(Name|First name)\b/, 'Test Shopper'],
  [/^Last name\b/, 'Example'],
  [/^(Phone|Mobile)\b/, '0412 345 678'],
  [/^Postcode\b/, '4000'],
  [/^Message\b/, 'Sent by the every-form spec.'],
  [/^Your car\b/, '2019 Toyota Corolla'],
  [/^Make\b/, 'Mazda'],
  [/^Model\b/, 'CX-5'],
  [/^Year\b/, '2018'],
  [/^Odometer\b/, '85000'],
]

async function fillVisible(form: Locator, email: string) {
  for (const [label, value] of [...TEXT_VALUES, [/^Email\b/, email] as [RegExp, string]]) {
    const field = form.getByLabel(label)
    if ((await field.count()) === 1 && (await field.isVisible())) await field.fill(value)
  }
  for (const label of [/^Preferred dealership\b/, /^(Dealership location|Department)\b/]) {
    const select = form.getByLabel(label)
    if ((await select.count()) !== 1 || !(await select.isVisible())) continue
    if ((await select.inputValue()) === '' && (await select.locator('option').count()) > 1) await select.selectOption({ index: 1 })
  }
}

/** Fills every field a lead form shows (any kind, any step) and submits; waits for /success. */
export async function fillAndSubmit(page: Page, form: Locator, email: string): Promise<void> {
  for (let step = 0; step < 3; step++) {
    await fillVisible(form, email)
    const next = form.getByRole('button', { name: 'Next', exact: true })
    if ((await next.count()) === 0) break
    await next.click()
    await expect(next.or(form.locator('button[type="submit"]:not(:has-text("Next"))')).first()).toBeVisible()
  }
  await form.locator('button[type="submit"]').last().click()
  await expect(page).toHaveURL(/\/success$/, { timeout: 60_000 })
}

/** Signs in to the admin (on localhost) in the browser. */
export async function signInToAdmin(page: Page, user: { email: string; password: string }) {
  await page.goto(`http://localhost:${port}/admin/login`)
  await page.getByLabel(/email/i).fill(user.email)
  await page.getByLabel(/password/i).fill(user.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}
