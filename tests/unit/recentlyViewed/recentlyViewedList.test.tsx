// @vitest-environment happy-dom
/**
 * "Recently viewed" in the browser (issue 35 §2): the car page records the car, lists the others,
 * and the cars the server says sold or left the listing are dropped from the shopper's list and
 * not shown. Nothing renders for a shopper who has opened no other car.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { RecentlyViewed } from '@/vehicle/RecentlyViewed'
import { recentlyViewedKey } from '@/rules/recentlyViewed'
import { toSiteUi } from '@/search/siteUi'
import { site as fixtureSite } from '../../support/vehicleFixture'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
  vi.unstubAllGlobals()
})

const KEY = recentlyViewedKey('acme')
const card = (id: string, name: string) => ({ objectID: id, slug: `car-${id}`, name, year: 2024, make: 'Toyota', model: name, price: 30_000, status: 'in_stock' })

async function mount(current?: { id: string; gone: boolean }) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<RecentlyViewed siteSlug="acme" site={toSiteUi(fixtureSite)} current={current} />))
  // The list's code and the server's answer.
  for (let i = 0; i < 300 && !container.querySelector('[data-testid="recently-viewed"]'); i++) await act(() => new Promise((r) => setTimeout(r, 10)))
  return container
}

describe('recently viewed in the browser', () => {
  it('records the car being viewed, and shows only the other cars still for sale, dropping the sold and removed ones', async () => {
    window.localStorage.setItem(KEY, JSON.stringify(['2', '3', '4']))
    const fetch = vi.fn(async (_url: string) =>
      Response.json({
        success: true,
        cars: [
          { id: '2', state: 'available', priceText: '$30,000', car: card('2', 'Corolla') },
          { id: '3', state: 'sold', priceText: '', car: card('3', 'Camry') },
          { id: '4', state: 'removed', priceText: '', car: null },
        ],
      }),
    )
    vi.stubGlobal('fetch', fetch)
    const page = await mount({ id: '1', gone: false })
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/account/cars?ids=2%2C3%2C4')
    const cards = page.querySelectorAll('[data-testid="recently-viewed-car"]')
    expect([...cards].map((c) => c.textContent)).toEqual([expect.stringContaining('Corolla')])
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['1', '2'])
  })

  it('a sold car page drops its car from the list and shows nothing when no other car is left', async () => {
    window.localStorage.setItem(KEY, JSON.stringify(['1']))
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const page = await mount({ id: '1', gone: true })
    expect(page.querySelector('[data-testid="recently-viewed"]')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([])
  })
})
