// @vitest-environment happy-dom
/**
 * Client components in a DOM (happy-dom, which the Lexical editor already depends on):
 * the department selector; View more / View less; the
 * holiday hours dialog; the lazy map and its offline fallback.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { OpeningHours } from '@/locations/ui/OpeningHours'
import { ExpandableText } from '@/components/ui/ExpandableText'
import { HolidayHoursDialog } from '@/locations/ui/HolidayHoursDialog'
import { LocationMap } from '@/locations/ui/LocationMap'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('client components', () => {
  it('opening hours selector and expandable text', async () => {
    const el = document.createElement('div'); document.body.appendChild(el)
    const root = createRoot(el)
    await act(async () => root.render(<>
      <OpeningHours departments={[
        { department: 'sales', label: 'Sales', locationId: '1', rows: [{ label: 'Mon-Fri', hours: '8:30am - 5:30pm' }] },
        { department: 'service', label: 'Service', locationId: '2', rows: [{ label: 'Mon-Fri', hours: '7:00am - 4:00pm' }] },
      ]} />
      <ExpandableText fullText="long long long" collapsedText="long…" collapsible />
    </>))
    expect(el.textContent).toContain('8:30am')
    const select = el.querySelector('select') as HTMLSelectElement
    expect(el.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Department')
    await act(async () => { select.value = 'service'; select.dispatchEvent(new Event('change', { bubbles: true })) })
    expect(el.textContent).toContain('7:00am')
    const btn = [...el.querySelectorAll('button')].find(b => b.textContent === 'View more') as HTMLButtonElement
    expect(el.textContent).toContain('long…')
    await act(async () => btn.click())
    expect(btn.getAttribute('aria-expanded')).toBe('true')
    expect(btn.textContent).toBe('View less')
    await act(async () => root.unmount())
  })

  it('holiday hours dialog opens, closes and returns focus', async () => {
    const el = document.createElement('div'); document.body.appendChild(el)
    const root = createRoot(el)
    await act(async () => root.render(
      <HolidayHoursDialog sections={[{ department: 'sales', label: 'Sales', rows: [
        { name: 'Christmas Day', dateLabel: 'Fri 25 Dec 2026', isoDate: '2026-12-25', hours: 'Closed', closed: true, department: 'all' },
      ] }]} />))
    const open = [...el.querySelectorAll('button')].find(b => b.textContent?.includes('Holiday Opening Hours')) as HTMLButtonElement
    const dialog = el.querySelector('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(false)
    await act(async () => open.click())
    expect(dialog.open).toBe(true)
    expect(dialog.textContent).toContain('Christmas Day')
    const close = [...dialog.querySelectorAll('button')].find(b => b.textContent === 'Close') as HTMLButtonElement
    await act(async () => close.click())
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(open)
    await act(async () => root.unmount())
  })

  /** The map's IntersectionObserver, and GET /api/map-tiles answering `available`; returns the observer's trigger and the fetched URLs. */
  function stubMapEnvironment(available: boolean) {
    const state: { trigger: ((entries: { isIntersecting: boolean }[]) => void) | null; fetched: string[] } = { trigger: null, fetched: [] }
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) { state.trigger = callback }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('fetch', async (url: string) => {
      state.fetched.push(String(url))
      return new Response(JSON.stringify({ available }), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    return state
  }

  it('map: when the tile server cannot be reached, the address fallback shows and no tile is requested', async () => {
    const state = stubMapEnvironment(false)
    const el = document.createElement('div'); document.body.appendChild(el)
    const root = createRoot(el)
    await act(async () => root.render(
      <LocationMap lat={-27.47} lng={153.02} zoom={15} name="Harbour Ford" addressLines={['1 Harbour Rd']} directionsHref="https://maps.example/x" />))
    expect(state.fetched).toEqual([])
    await act(async () => state.trigger!([{ isIntersecting: true }]))
    await vi.waitFor(() => expect(el.querySelector('[data-map-status]')?.getAttribute('data-map-status')).toBe('failed'))
    expect(state.fetched).toEqual(['/api/map-tiles'])
    expect(el.querySelectorAll('img')).toHaveLength(0)
    expect(el.textContent).toContain('1 Harbour Rd')
    expect(el.querySelector('a[href="https://maps.example/x"]')).not.toBeNull()
    await act(async () => root.unmount())
  })

  it('map requests nothing until near the viewport, and falls back when tiles fail', async () => {
    const state = stubMapEnvironment(true)
    const trigger = (entries: { isIntersecting: boolean }[]) => state.trigger!(entries)
    const el = document.createElement('div'); document.body.appendChild(el)
    const root = createRoot(el)
    await act(async () => root.render(
      <LocationMap lat={-27.47} lng={153.02} zoom={15} name="Harbour Ford" addressLines={['1 Harbour Rd']} directionsHref="https://maps.example/x" />))
    expect(el.querySelectorAll('img')).toHaveLength(0)
    expect(el.textContent).toContain('Get Directions')
    await act(async () => trigger([{ isIntersecting: true }]))
    // The drawing code arrives as its own chunk once the map is near (next/dynamic).
    await vi.waitFor(() => expect(el.querySelectorAll('img')).toHaveLength(9))
    const tiles = el.querySelectorAll('img')
    expect(tiles[4]!.getAttribute('src')).toBe('https://tile.openstreetmap.org/15/30312/18986.png')
    expect(el.textContent).toContain('© OpenStreetMap contributors')
    await act(async () => tiles[0]!.dispatchEvent(new Event('error')))
    expect(el.querySelectorAll('img')).toHaveLength(0)
    expect(el.querySelector('[data-map-status]')?.getAttribute('data-map-status')).toBe('failed')
    expect(el.textContent).toContain('1 Harbour Rd')
    expect(el.querySelector('a[href="https://maps.example/x"]')).not.toBeNull()
    await act(async () => root.unmount())
  })
})
