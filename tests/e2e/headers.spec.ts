/** Security headers: the Content Security Policy, HSTS, no internal paths, and pages that still work under them. */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './ready'

const port = Number(process.env.E2E_PORT || 3100)
// Node cannot resolve *.localhost: requests go to localhost with the site's Host header.
const site = `http://localhost:${port}`
const browserSite = `http://sunshine-toyota.localhost:${port}`
const admin = `http://localhost:${port}/admin`

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? ''

/** Collects CSP violations the page reports (console and securitypolicyviolation events). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(m.text())) violations.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load (securitypolicyviolation) ${e.violatedDirective} ${e.blockedURI}`))
  })
  return violations
}

test.describe('security headers', () => {
  test('site pages: a full policy, framing only by the admin, no internal rewrite path, HSTS only over https', async ({ request }) => {
    for (const p of ['/', '/special-offers', '/cars', '/no-such-page']) {
      const res = await request.get(`${site}${p}`, { headers: { host: `sunshine-toyota.localhost:${port}` } })
      const csp = res.headers()['content-security-policy'] ?? ''
      expect(directive(csp, 'default-src'), p).toBe("default-src 'self'")
      expect(directive(csp, 'script-src'), p).toMatch(/^script-src 'self'/)
      expect(directive(csp, 'object-src'), p).toBe("object-src 'none'")
      expect(directive(csp, 'base-uri'), p).toBe("base-uri 'self'")
      expect(directive(csp, 'frame-ancestors'), p).toBe(`frame-ancestors 'self' http://localhost:${port} http://127.0.0.1:${port}`)
      expect(csp, p).not.toContain('localhost:*')
      expect(res.headers()['x-middleware-rewrite'], p).toBeUndefined()
      expect(JSON.stringify(res.headers()), p).not.toContain('s~sunshine-toyota')
      expect(res.headers()['strict-transport-security'], p).toBeUndefined()
    }
    const https = await request.get(`${site}/`, { headers: { host: `sunshine-toyota.localhost:${port}`, 'x-forwarded-proto': 'https' } })
    expect(https.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(https.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  test('admin pages: scripts by a fresh nonce, and every script tag carries it', async ({ request }) => {
    const first = await request.get(`${admin}/login`)
    const csp = first.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src'))?.[1]
    expect(nonce).toBeTruthy()
    expect(directive(csp, 'script-src')).toContain("'strict-dynamic'")
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline')
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    const html = await first.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    const second = await request.get(`${admin}/login`)
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
  })

  test('API answers may not run scripts or be framed', async ({ request }) => {
    const res = await request.get(`http://localhost:${port}/api/offers`)
    expect(res.headers()['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/)
  })

  test('a site page and the admin work in Chromium with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await gotoReady(page, `${browserSite}/`)
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await gotoReady(page, `${browserSite}/special-offers`)
    await page.goto(`${admin}/login`)
    await page.getByLabel(/email/i).fill('admin@example.com')
    await page.getByLabel(/password/i).fill('demo-admin-2026')
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    await page.goto(`${admin}/collections/offers`)
    await expect(page.getByRole('heading', { name: /offers/i }).first()).toBeVisible()
    await page.goto(`${admin}/collections/pages/create`)
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    expect(violations).toEqual([])
  })
})

test.describe('unknown hosts', () => {
  const cacheDir = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'cache')
  const countFiles = (dir: string): number =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0) : 0

  test('cost no disk: 40 random hosts write nothing under the server cache', async ({ request }) => {
    await request.get(`${site}/`, { headers: { host: `sunshine-toyota.localhost:${port}` } })
    await request.get(`http://localhost:${port}/`, { headers: { host: `warm-up-${Date.now()}.example:${port}` } })
    const before = countFiles(cacheDir)
    for (let i = 0; i < 40; i++) {
      const res = await request.get(`http://localhost:${port}/`, { headers: { host: `random-${i}-${Date.now()}.example:${port}` } })
      expect(res.status()).toBe(404)
    }
    expect(countFiles(cacheDir)).toBe(before)
  })
})
