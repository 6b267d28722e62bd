/**
 * Real-user vitals (issue 25): a page view loads web-vitals after the page and, when the page is
 * hidden, sends one beacon to its own host with the landing path, the viewport width and the
 * metrics; the endpoint takes it (204) without setting a cookie.
 */
import { expect, test } from '@playwright/test'
import { gotoReady } from './ready'

test('a page view sends one vitals beacon to its own host when the page is hidden', async ({ page }) => {
  await gotoReady(page, '/')
  await page.locator('html[data-vitals="on"]').waitFor({ state: 'attached', timeout: 30_000 })

  const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/web-vitals' && r.method() === 'POST')
  // Hiding the tab, as switching apps on a phone does (headless Chromium has no other tab to switch to).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  const request = await beacon
  expect(new URL(request.url()).host).toBe(new URL(page.url()).host)
  const body = JSON.parse(request.postData() ?? '{}') as { path: string; width: number; metrics: Record<string, number> }
  expect(Object.keys(body).sort()).toEqual(['metrics', 'path', 'width'])
  expect(body.path).toBe('/')
  expect(body.width).toBe(page.viewportSize()!.width)
  expect(body.metrics.TTFB).toBeGreaterThanOrEqual(0)
  expect(body.metrics.FCP).toBeGreaterThan(0)
  expect(Object.keys(body.metrics).every((m) => ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].includes(m))).toBe(true)
  const response = await request.response()
  expect(response?.status()).toBe(204)
  expect(await response?.headerValue('set-cookie')).toBeNull()
})
