import type { Page } from '@playwright/test'

/** Navigates and waits until React has hydrated the site (see HydrationMarker). */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 }).catch(() => {})
  return response
}
