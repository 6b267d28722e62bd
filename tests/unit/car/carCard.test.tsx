/**
 * The car card as rendered HTML (SPEC.md §2 Car card): image (the not-found fallback when there is
 * none), location overlay, tag banner, price, favourite and compare buttons; and issue 23's
 * special-feature badge on eligible cars only (SPEC.md §4).
 */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CarCard } from '@/components/cards/CarCard'
import { toSiteUi } from '@/search/siteUi'
import { toSearchRecord } from '@/search/record'
import type { Vehicle } from '@/payload-types'
import { site, vehicle } from '../../support/vehicleFixture'

const NOW = Date.UTC(2026, 10, 23)
const record = (over: Partial<Vehicle> = {}) => toSearchRecord({ ...vehicle, images: [{ url: 'https://cdn.example.com/a.jpg' }], ...over })
const render = (over: Partial<Vehicle> = {}, settings: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<CarCard car={record(over)} site={toSiteUi({ ...site, manufacturerName: 'Toyota', settings: { ...site.settings, ...settings } })} nowMs={NOW} />)

describe('car card', () => {
  it('shows the photo, the location overlay, the tag banner, the price and the favourite and compare buttons', () => {
    const html = render({ tag: 'Runout', price: 54990, certified: false })
    expect(html).toContain('https://cdn.example.com/a.jpg')
    expect(html).toMatch(/<span class="sr-only">Location: <\/span><span class="truncate">Sunshine Toyota Sales<\/span>/)
    expect(html).toMatch(/data-testid="car-tag"[^>]*>Runout</)
    expect(html).toContain('$54,990')
    expect(html).toMatch(/aria-label="Favourite [^"]+"/)
    expect(html).toMatch(/aria-label="Compare [^"]+"/)
  })

  it('falls back to the not-found image when the car has no photo', () => {
    const html = render({ images: [] })
    expect(html).toContain('/images/not-found.svg')
  })

  it('carries the special-feature badge named by the site on eligible cars only (SPEC.md §4)', () => {
    const used = { specialFeature: 'used', specialFeatureLabel: 'Harbour Assured' }
    expect(render({ car_type: 'used' }, used)).toMatch(/data-testid="special-feature-badge"[^>]*>.*Harbour Assured<\/span>/)
    expect(render({ car_type: 'new' }, used)).not.toContain('special-feature-badge')
    const make = { specialFeature: 'new-demo-of-make', specialFeatureLabel: 'Factory Bonus' }
    expect(render({ car_type: 'demo', make: 'Toyota' }, make)).toContain('Factory Bonus')
    expect(render({ car_type: 'demo', make: 'Mazda' }, make)).not.toContain('special-feature-badge')
    expect(render({ car_type: 'used' })).not.toContain('special-feature-badge')
  })
})
