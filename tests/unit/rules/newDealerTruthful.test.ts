/** Issue 32, "A new dealer starts truthful": the pure rules behind the wizard's copy, hours and menus and the platform-offer opt-in. */
import { describe, expect, it } from 'vitest'
import { aboutStory, homeStory } from '@/rules/dealerStory'
import { menuItemsForNewDealer, isTemplateStockLink } from '@/rules/newDealerMenus'
import { isOfferOptedIn, optedInOffers } from '@/rules/platformOffers'
import { easterSundayDate, nationalPublicHolidays, publicHolidaysInYearFrom } from '@/rules/publicHolidays'
import { firstLocationHolidays, firstLocationHours, newDealerSchema } from '@/admin/newDealer/input'
import { DEMO_SITES } from '../../../seed/demoSites'

describe('platform offers', () => {
  const platform = { id: 1, sites: [] }
  const own = { id: 2, sites: [7] }
  it('show only on sites that opted in; offers made for the site always show', () => {
    expect(optedInOffers([platform, own], 7, false)).toEqual([own])
    expect(optedInOffers([platform, own], 7, undefined)).toEqual([own])
    expect(optedInOffers([platform, own], 7, true)).toEqual([platform, own])
    expect(isOfferOptedIn({ sites: [{ id: 8 }] }, 7, true)).toBe(false)
  })
  it('the demo sites are seeded as opted in', () => {
    expect(DEMO_SITES.map((site) => site.settings.showPlatformOffers)).toEqual(DEMO_SITES.map(() => true))
  })
})

describe('dealer story', () => {
  const facts = { name: 'Test Motors Cairns', street: '12 Sheridan Street', town: 'Cairns' }
  it('names the dealer and town and claims no years unless given', () => {
    const text = JSON.stringify([homeStory(facts), aboutStory(facts)])
    expect(text).toContain('Test Motors Cairns')
    expect(text).toContain('12 Sheridan Street, Cairns')
    expect(text).not.toMatch(/decades|family|since|years/i)
    expect(aboutStory({ ...facts, established: 1998 }).paragraphs).toContain('In business since 1998.')
  })
})

describe('public holidays', () => {
  it('finds Easter and the seven national holidays of a year', () => {
    expect(easterSundayDate(2027)).toBe('2027-03-28')
    expect(nationalPublicHolidays(2027).map((h) => h.date)).toEqual(['2027-01-01', '2027-01-26', '2027-03-26', '2027-03-29', '2027-04-25', '2027-12-25', '2027-12-26'])
  })
  it('lists the coming year from a day, that day included', () => {
    const coming = publicHolidaysInYearFrom('2026-12-25')
    expect(coming[0]).toEqual({ name: 'Christmas Day', date: '2026-12-25' })
    expect(coming.map((h) => h.name)).toEqual(['Christmas Day', 'Boxing Day', "New Year's Day", 'Australia Day', 'Good Friday', 'Easter Monday', 'Anzac Day'])
    expect(coming.at(-1)).toEqual({ name: 'Anzac Day', date: '2027-04-25' })
  })
})

describe('wizard hours', () => {
  const location = (extra: Record<string, unknown>) =>
    newDealerSchema.shape.location.parse({ name: 'Sales', street: '1 St', city: 'Cairns', state: 'qld', postcode: '4870', phone: '07 4055 0100', weekdayOpen: '08:30', weekdayClose: '17:30', ...extra })
  it('opens on Sunday when given, and is closed otherwise', () => {
    expect(firstLocationHours(location({ sundayOpen: '10:00', sundayClose: '15:00' }))[0]!.days.find((d) => d.weekday === '0')).toMatchObject({ status: 'Open', open: '10:00', close: '15:00' })
    expect(firstLocationHours(location({}))[0]!.days.find((d) => d.weekday === '0')).toMatchObject({ status: 'Closed' })
  })
  it('makes holiday entries only when public-holiday hours are stated', () => {
    expect(firstLocationHolidays(location({}), '2026-12-06')).toEqual([])
    expect(firstLocationHolidays(location({ holidays: 'closed' }), '2026-12-06').every((h) => h.status === 'Closed')).toBe(true)
    expect(firstLocationHolidays(location({ holidays: 'open', holidayOpen: '09:00', holidayClose: '13:00' }), '2026-12-06')[0]).toMatchObject({ name: 'Christmas Day', date: '2026-12-25T00:00:00.000Z', status: 'Open', start_hour: '09:00', end_hour: '13:00' })
  })
  it('asks for the closing time after the opening time', () => {
    const result = newDealerSchema.shape.location.safeParse({ name: 'Sales', street: '1 St', city: 'Cairns', state: 'qld', postcode: '4870', phone: '07 4055 0100', weekdayOpen: '08:30', weekdayClose: '17:30', sundayOpen: '15:00', sundayClose: '10:00' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['sundayClose'], message: 'The closing time must be after the opening time.' })
  })
})

describe('menus from a template', () => {
  it("drop links to the template dealer's makes, models and filtered lists; keep all stock and the car-type lists", () => {
    expect(['/search/toyota', '/search/toyota/corolla', '/cars/?refinementList[item_type][0]=caravan', '/brands/mazda'].every(isTemplateStockLink)).toBe(true)
    expect(['/cars/', '/search/new-cars', '/search/new-and-demo-cars', '/pages/about-us', 'https://example.com/search/x'].some(isTemplateStockLink)).toBe(false)
    const items = [
      { label: 'Vehicles', href: '/cars/', children: [{ label: 'Corolla', href: '/search/toyota/corolla' }] },
      { label: 'Company', href: '/pages/about-us', children: [{ label: 'About', href: '/pages/about-us' }] },
    ]
    expect(menuItemsForNewDealer(items)).toEqual([items[1]])
  })
})
