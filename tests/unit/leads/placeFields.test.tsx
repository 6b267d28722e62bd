// @vitest-environment happy-dom
/**
 * The lead forms' dealership location select: options and single-option preselection from
 * locationSelectorState (SPEC.md §5), the placeholder of the "Website location select", and the
 * nearest location preselected once the shopper's postcode is known (issue 23).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { FormProvider, useForm } from 'react-hook-form'
import { PlaceFields } from '@/leads/ui/PlaceFields'
import { rememberLocation, rememberOrigin } from '@/components/shopper/shopperOrigin'
import type { LeadFormLocation, LeadFormSite } from '@/leads/leadFormTypes'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const loc = (id: string, name: string, dealershipId: string, point: LeadFormLocation['point']): LeadFormLocation => ({
  id,
  name,
  dealershipId,
  type: 'sales',
  timeZone: 'Australia/Brisbane',
  hours: {},
  holidays: [],
  point,
})
const locations = [
  loc('1', 'Harbour Mazda Sydney', 'd1', { lat: -33.8887, lng: 151.1764 }),
  loc('3', 'Harbour Ford Brisbane', 'd3', { lat: -27.5101, lng: 153.0315 }),
  loc('4', 'Harbour Mitsubishi Gold Coast', 'd4', { lat: -27.9707, lng: 153.4141 }),
]
const site: LeadFormSite = {
  siteSlug: 'harbour',
  siteName: 'Harbour',
  captcha: false,
  messageRequired: true,
  termsOfUseNote: false,
  dealerships: [
    { id: 'd1', slug: 'mazda', name: 'Harbour Mazda' },
    { id: 'd3', slug: 'ford', name: 'Harbour Ford' },
    { id: 'd4', slug: 'mitsubishi', name: 'Harbour Mitsubishi' },
  ],
  locations,
}

let values: () => Record<string, unknown> = () => ({})
function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { dealership: '', location: '', postcode: '' } })
  values = () => form.getValues()
  return (
    <FormProvider {...form}>
      <input {...form.register('postcode')} data-testid="postcode" />
      {children}
    </FormProvider>
  )
}

async function mount(list: readonly LeadFormLocation[], showDealership = true) {
  const el = document.createElement('div')
  document.body.appendChild(el)
  const root = createRoot(el)
  await act(async () =>
    root.render(
      <Form>
        <PlaceFields site={site} locations={list} showDealership={showDealership} showLocation />
      </Form>,
    ),
  )
  return { el, root }
}

const select = (el: HTMLElement, name: string) => el.querySelector(`select[name="${name}"]`) as HTMLSelectElement

describe('PlaceFields', () => {
  it('the Website location select: placeholder "Please Select a Dealership Location", a single option preselected', async () => {
    const { el, root } = await mount([locations[1]], false)
    const location = select(el, 'location')
    expect(location.options[0].textContent).toBe('Please Select a Dealership Location')
    expect(values().location).toBe('3')
    await act(async () => root.unmount())
  })

  it('no preselection among several locations while nothing is known of the shopper', async () => {
    const { root } = await mount(locations)
    expect(values().location).toBe('')
    await act(async () => root.unmount())
  })

  it('preselects the nearest location (and its dealership) from the point remembered by the nearest-dealer search', async () => {
    rememberOrigin('harbour', { lat: -28.0, lng: 153.43, postcode: '4217' })
    const { root } = await mount(locations)
    expect(values()).toMatchObject({ dealership: 'd4', location: '4' })
    await act(async () => root.unmount())
  })

  it('preselects the dealership chosen in "Your dealership" over the nearest one', async () => {
    rememberOrigin('harbour', { lat: -28.0, lng: 153.43, postcode: '4217' })
    rememberLocation('harbour', '1')
    const { root } = await mount(locations)
    expect(values()).toMatchObject({ dealership: 'd1', location: '1' })
    await act(async () => root.unmount())
  })

  it("preselects the nearest once the form's own postcode holds 4 digits", async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ postcode: '2050', lat: -33.89, lng: 151.18 }))
    vi.stubGlobal('fetch', fetchMock)
    const { el, root } = await mount(locations)
    const input = el.querySelector('[data-testid="postcode"]') as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '2050')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
    })
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/geocode?postcode=2050')
    expect(values()).toMatchObject({ dealership: 'd1', location: '1' })
    await act(async () => root.unmount())
  })

  it("never overrides the shopper's own choice", async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ postcode: '2050', lat: -33.89, lng: 151.18 }))
    vi.stubGlobal('fetch', fetchMock)
    const { el, root } = await mount(locations, false)
    const location = select(el, 'location')
    await act(async () => {
      location.value = '3'
      location.dispatchEvent(new Event('change', { bubbles: true }))
    })
    const input = el.querySelector('[data-testid="postcode"]') as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '2050')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
    })
    expect(values().location).toBe('3')
    await act(async () => root.unmount())
  })
})
