// @vitest-environment happy-dom
/**
 * "Find your nearest dealership" in a DOM: a postcode sorts the cards nearest first with their
 * distance and announces the result; bad postcodes show SPEC's messages; "Use my location" uses
 * the browser's point; the point is remembered for the lead forms.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { NearestDealer, type NearestDealerEntry } from '@/locations/ui/NearestDealer'
import { rememberedLocation, rememberedOrigin } from '@/components/shopper/shopperOrigin'
import { locationSelectorState } from '@/rules/locationFilters'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
  vi.unstubAllGlobals()
})

const entries: NearestDealerEntry[] = [
  { id: '1', name: 'Harbour Mazda Sydney', point: { lat: -33.8887, lng: 151.1764 }, card: <article>Harbour Mazda Sydney</article> },
  { id: '2', name: 'No map', point: null, card: <article>No map</article> },
  { id: '3', name: 'Harbour Ford Brisbane', point: { lat: -27.5101, lng: 153.0315 }, card: <article>Harbour Ford Brisbane</article> },
  { id: '4', name: 'Harbour Mitsubishi Gold Coast', point: { lat: -27.9707, lng: 153.4141 }, card: <article>Harbour Mitsubishi Gold Coast</article> },
]

// The site excludes location 4 from selectors.
const selector = locationSelectorState(entries, { excludedIds: ['4'] })

async function mount() {
  const el = document.createElement('div')
  document.body.appendChild(el)
  const root = createRoot(el)
  await act(async () => root.render(<NearestDealer siteSlug="harbour" entries={entries} gridClass="grid" selector={selector} />))
  return { el, root }
}

const order = (el: HTMLElement) => [...el.querySelectorAll('[data-location-entry]')].map((li) => li.getAttribute('data-location-entry'))

async function search(el: HTMLElement, postcode: string) {
  const input = el.querySelector('input[name="postcode"]') as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(input, postcode)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    ;(el.querySelector('form') as HTMLFormElement).requestSubmit()
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('NearestDealer', () => {
  it('has a labelled postcode box and a live region, and keeps the original order before a search', async () => {
    const { el, root } = await mount()
    const input = el.querySelector('input[name="postcode"]') as HTMLInputElement
    expect(el.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Your postcode')
    expect(el.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull()
    expect(el.textContent).toContain('Find your nearest dealership')
    expect(order(el)).toEqual(['1', '2', '3', '4'])
    expect(el.querySelector('[data-distance]')).toBeNull()
    await act(async () => root.unmount())
  })

  it('a postcode sorts the cards nearest first with "… km away", announces it and remembers the point', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ postcode: '4000', lat: -27.47, lng: 153.02, place: 'Brisbane City QLD' }))
    vi.stubGlobal('fetch', fetchMock)
    const { el, root } = await mount()
    await search(el, '4000')
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/geocode?postcode=4000')
    expect(order(el)).toEqual(['3', '4', '1', '2'])
    const first = el.querySelector('[data-location-entry="3"] [data-distance]')?.textContent
    expect(first).toMatch(/^Harbour Ford Brisbane: \d+\.\d km away$/)
    expect(el.querySelector('[data-location-entry="2"] [data-distance]')).toBeNull()
    expect(el.querySelector('[role="status"]')?.textContent).toMatch(/Nearest: Harbour Ford Brisbane, \d+\.\d km away\./)
    expect(rememberedOrigin('harbour')).toMatchObject({ postcode: '4000', lat: -27.47, lng: 153.02 })
    await act(async () => root.unmount())
  })

  it('"Your dealership" is the SPEC §5 location selector: placeholder, excluded ids, the nearest it offers preselected after a search', async () => {
    vi.stubGlobal('fetch', vi.fn(async (_url: string) => Response.json({ postcode: '4217', lat: -28.0, lng: 153.43 })))
    const { el, root } = await mount()
    const select = el.querySelector('select') as HTMLSelectElement
    expect(el.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Your dealership')
    expect([...select.options].map((o) => o.textContent)).toEqual(['Please select a dealership...', 'Harbour Mazda Sydney', 'No map', 'Harbour Ford Brisbane'])
    expect(select.value).toBe('')
    await search(el, '4217')
    // Gold Coast (4) is nearest but excluded from selectors: the nearest offered is Brisbane (3).
    expect(order(el)[0]).toBe('4')
    expect(select.value).toBe('3')
    expect(rememberedLocation('harbour')).toBe('3')
    await act(async () => {
      select.value = '1'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(rememberedLocation('harbour')).toBe('1')
    await act(async () => root.unmount())
  })

  it('shows "Invalid postcode. Please enter a 4-digit number." without asking the server, and the server\'s "Invalid postcode"', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ error: 'Invalid postcode', field: 'postcode' }, { status: 404 }))
    vi.stubGlobal('fetch', fetchMock)
    const { el, root } = await mount()
    await search(el, '40')
    expect(el.querySelector('[role="alert"]')?.textContent).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(fetchMock).not.toHaveBeenCalled()
    expect((el.querySelector('input[name="postcode"]') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true')
    await search(el, '0000')
    expect(el.querySelector('[role="alert"]')?.textContent).toBe('Invalid postcode')
    expect(order(el)).toEqual(['1', '2', '3', '4'])
    await act(async () => root.unmount())
  })

  it('"Use my location" sorts by the browser\'s point; a refusal asks for the postcode', async () => {
    let answer: 'allow' | 'deny' = 'allow'
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          answer === 'allow'
            ? ok({ coords: { latitude: -33.87, longitude: 151.21 } } as GeolocationPosition)
            : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    })
    const { el, root } = await mount()
    const button = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Use my location') as HTMLButtonElement
    await act(async () => button.click())
    expect(order(el)[0]).toBe('1')
    expect(el.querySelector('[role="status"]')?.textContent).toContain('from your location')
    answer = 'deny'
    await act(async () => button.click())
    expect(el.querySelector('[role="alert"]')?.textContent).toMatch(/not allowed.*postcode/)
    await act(async () => root.unmount())
  })
})
