/**
 * Helpers of the shopper-account specs: the sign-in code from the e2e server's mail folder, the
 * sign-in form filled in, and the demo site with shopper accounts on.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { MAIL_DIR, port, siteUrl } from './leads'

/** The demo site with shopper accounts on (seed/demoSites.ts: finance and Spin to Win gated). */
export const ACCOUNTS_SITE = 'harbour-auto-group'
export const accountsUrl = (p = '/') => siteUrl(ACCOUNTS_SITE, p)

/**
 * Gives the browser context its own client address (the e2e server trusts X-Forwarded-For from
 * this machine): sign-in codes are rate-limited per address, and the suite signs in many times.
 */
export async function asNewClient(page: Page): Promise<string> {
  const address = `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

let counter = 0
export const newShopperEmail = () => `shopper-${Date.now().toString(36)}-${++counter}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The sign-in code from the newest e-mail to `email` (written as .eml without SMTP_URL). */
async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = await fs.readdir(MAIL_DIR).catch(() => [] as string[])
    for (const file of files.sort().reverse()) {
      if (!file.endsWith('.eml')) continue
      const raw = await fs.readFile(path.join(MAIL_DIR, file), 'utf8').catch(() => '')
      if (!raw.includes(email)) continue
      const match = /Your code to sign in to .+ is (\d{6})\./.exec(raw)
      if (match) return match[1]!
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no sign-in e-mail to ${email} in ${MAIL_DIR}`)
}

/** Fills in the sign-in form on the current /sign-in page and submits the e-mailed code. */
export async function signInOnPage(page: Page, email: string, phone?: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  if (phone) await page.getByLabel(/Mobile phone/).fill(phone)
  await page.getByRole('button', { name: 'E-mail me a code' }).click()
  await expect(page.getByTestId('code-form')).toBeVisible()
  await page.getByLabel('6-digit code').fill(await codeFor(email))
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * A request to a site from Node (which cannot resolve `*.localhost`): to this machine with the
 * site's Host header, redirects not followed. No browser cookies go with it.
 */
export function siteRequest(request: APIRequestContext, slug: string, path: string, headers: Record<string, string> = {}) {
  return request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${slug}.localhost:${port}`, ...headers }, maxRedirects: 0 })
}

/** A same-origin fetch from the page (with its cookies): status, redirect type and JSON body. */
export async function pageFetch(page: Page, path: string, body?: unknown): Promise<{ status: number; type: string; json: Record<string, unknown> | null }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'same-origin',
        redirect: 'manual',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const json = await res.json().catch(() => null)
      return { status: res.status, type: res.type, json }
    },
    { path, body },
  )
}

/**
 * Signs the browser context in on `slug` through the account endpoints (code from the mail
 * folder), for specs that only need a signed-in shopper (e.g. a gated finance form).
 */
export async function signInByApi(page: Page, slug: string, phone = '0412 345 678'): Promise<void> {
  const email = newShopperEmail()
  await asNewClient(page)
  await page.goto(siteUrl(slug, '/robots.txt'))
  const asked = await pageFetch(page, '/api/account/code', { email, phone })
  expect(asked.status, `code for ${email} on ${slug}: ${JSON.stringify(asked.json)}`).toBe(200)
  const verified = await pageFetch(page, '/api/account/verify', { email, code: await codeFor(email), phone })
  expect(verified.status, `sign-in of ${email} on ${slug}: ${JSON.stringify(verified.json)}`).toBe(200)
}

/** Signs in first when a direct visit to `path` on `slug` is sent to sign-in (a gated route on that site). */
export async function signInWhereGated(page: Page, slug: string, path: string): Promise<void> {
  const res = await siteRequest(page.request, slug, path)
  const location = res.headers()['location']
  if (res.status() === 307 && location && new URL(location, siteUrl(slug)).pathname === '/sign-in') await signInByApi(page, slug)
}
