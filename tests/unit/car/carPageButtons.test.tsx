/**
 * The car page's sidebar and finance panel as rendered HTML (issue 18): no button to a feature
 * that is not built, no finance button without the finance panel, one finance estimate shared
 * by the summary and the calculator, and a phone reveal whose accessible name starts with its
 * visible text.
 */
import { describe, expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { VehicleSidebar } from '@/vehicle/ui/VehicleSidebar'
import { FinancePanel } from '@/vehicle/ui/FinancePanel'
import { PhoneReveal } from '@/vehicle/ui/PhoneReveal'
import { vehicleView } from '@/vehicle/vehicleView'
import type { Site, Vehicle } from '@/payload-types'
import { site as fixtureSite, vehicle as fixtureVehicle } from '../../support/vehicleFixture'

// The page's islands (LazyCarParts) server-render their component through React's `lazy`, which
// a synchronous renderToStaticMarkup cannot wait for: render the components themselves here (the
// HTML the islands put on the page is theirs).
vi.mock('@/vehicle/ui/LazyCarParts', async () => ({
  LazyFinanceCalculator: (await import('@/vehicle/ui/FinanceCalculator')).FinanceCalculator,
  LazyLeadFormButton: (await import('@/leads/LeadFormButton')).LeadFormButton,
}))

const NOW = Date.UTC(2026, 10, 23)
const taurus = { id: 't', provider: 'Taurus' as const, interestRate: 8.99, comparisonRate: 9.49, paymentWeek: 156, paymentMonth: 676, termMonths: 60, termYears: 5, deposit: 5499, balloon: 0 }
const everythingOn: Site = {
  ...fixtureSite,
  settings: { ...fixtureSite.settings, financeProvider: 'Taurus', financeInterestRate: 10, valuationEnabled: true, reservationsEnabled: true, reservePath: 'buy-online', onlinePurchaseUsed: true },
}
const car = (over: Partial<Vehicle> = {}): Vehicle => ({ ...fixtureVehicle, finance: [taurus], ...over })

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ')
const sidebar = (vehicle: Vehicle, site = everythingOn) =>
  renderToStaticMarkup(<VehicleSidebar car={vehicleView(vehicle, site, NOW)} siteSlug="sunshine-toyota" hideFavouritesWithoutImages={false} financeLabel="Get Finance Quote" />)

describe('car page sidebar (issue 18)', () => {
  it('shows Reserve and Buy online (issue 21) where the car and the site allow them, with every site switch on', () => {
    const html = sidebar(car())
    expect(text(html)).toContain('Get Finance Quote')
    // Reservation and buying online are built (src/rules/shopperFeatures.ts): they follow the car and the site.
    const used = sidebar(car({ status: 'in_stock', car_type: 'used', reserved: false }))
    expect(text(used)).toContain('Reserve online')
    expect(used).toContain('/buy-online')
    expect(text(used)).toContain('Buy online')
    expect(used).toContain('checkout-journey?car_id=')
    expect(text(sidebar(car({ status: 'in_stock', reserved: true })))).not.toMatch(/Reserve online|Buy online/)
  })

  it('shows "Value my trade-in" to /cars/trade-in with the car, now trade-in valuation is built (issue 20)', () => {
    const vehicle = car()
    const html = sidebar(vehicle)
    expect(text(html)).toContain('Value my trade-in')
    expect(html).toContain(`/cars/trade-in?car_id=${vehicle.slug}`)
    expect(text(sidebar(vehicle, { ...everythingOn, settings: { ...everythingOn.settings, valuationEnabled: false } }))).not.toContain('Value my trade-in')
  })

  it.each([
    ['a Taurus car 12 years old or more', { year: 2014 }],
    ['a price of 500 or less', { price: 500 }],
    ['a Suzuki', { make: 'Suzuki' }],
    ['no comparison rate for Taurus', { finance: [{ ...taurus, comparisonRate: null }] }],
  ] as Array<[string, Partial<Vehicle>]>)('no finance button when SPEC.md §5 hides the finance panel: %s', (_why, over) => {
    const view = vehicleView(car(over), everythingOn, NOW)
    expect(view.finance).toBeNull()
    const html = sidebar(car(over))
    expect(text(html)).not.toMatch(/Finance/)
    expect(html).not.toContain('/finance?')
  })
})

describe('finance link from the site settings', () => {
  it('a finance path another host could hide behind ("/\\host", read by browsers as "//host") falls back to /finance', () => {
    const site: Site = { ...everythingOn, settings: { ...everythingOn.settings, financePath: '/\\evil.example' } }
    expect(vehicleView(car(), site, NOW).financeHref).toMatch(/^\/finance\?car_id=/)
  })
})

describe('finance panel: one estimate (issue 18)', () => {
  const view = vehicleView(car({ price: 54990, offer_price: null }), everythingOn, NOW)
  const html = renderToStaticMarkup(
    <FinancePanel finance={view.finance!} href={view.financeHref} buttonLabel="Get Finance Quote" />,
  )
  const weekly = (re: RegExp) => Number((html.match(re)?.[1] ?? '').replace(/,/g, ''))

  it("the summary's weekly figure is the calculator's starting figure, at the lender's rate", () => {
    const summary = weekly(/data-testid="finance-weekly">\$([\d,]+)/)
    const calculator = weekly(/data-testid="calculator-result"><strong[^>]*>\$([\d,]+)/)
    expect(summary).toBeGreaterThan(0)
    expect(calculator).toBe(summary)
    expect(html).toMatch(/value="8.99"/)
    expect(html).not.toMatch(/value="10"/)
  })

  it('the disclaimer says which figures the estimate uses', () => {
    expect(text(html)).toContain("Estimates use Taurus's 8.99% p.a. interest rate over 5 years, with a $5,499 deposit and no balloon, on the price of $54,990")
  })
})

describe('phone reveal (issue 18: axe label-content-name-mismatch)', () => {
  it('the button has no aria-label that hides its visible text "Show number"', () => {
    const html = renderToStaticMarkup(<PhoneReveal phone="07 5443 0100" slug="a-car" />)
    const button = html.match(/<button[^>]*>[\s\S]*?<\/button>/)![0]
    const label = button.match(/aria-label="([^"]*)"/)?.[1]
    const visible = text(button).trim()
    expect(visible).toContain('Show number')
    // The accessible name is the label when there is one, else the button's text.
    expect((label ?? visible).startsWith('Show number')).toBe(true)
    expect(label ?? visible).toContain('07 54')
  })
})
