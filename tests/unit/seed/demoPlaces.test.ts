/**
 * Issue 32: every demo car resolves to a place a shopper can visit, and a multi-dealership
 * group shows the number of the location that holds a car (a setting, not a slug check).
 */
import { describe, expect, it } from 'vitest'
import { DEMO_SITES } from '../../../seed/demoSites'

describe('the demo seed', () => {
  it('gives every dealership a sales location with an address, hours, a phone and a geo point', () => {
    for (const site of DEMO_SITES) {
      for (const dealership of site.dealerships) {
        const sales = site.locations.find((l) => l.dealership === dealership.slug && l.location_type === 'sales')
        expect(sales, `${site.slug}: ${dealership.name}`).toBeDefined()
        expect(sales!.address).toMatchObject({ street: expect.any(String), city: expect.any(String), postcode: expect.stringMatching(/^\d{4}$/), lat: expect.any(Number), long: expect.any(Number) })
        expect(sales!.phone).toMatch(/\d/)
        expect(sales!.hours).toBeTruthy()
      }
    }
  })

  it('has the sites with several dealerships show location numbers', () => {
    for (const site of DEMO_SITES.filter((s) => s.dealerships.length > 1)) {
      expect(site.settings.phoneNumbersShown, site.slug).toEqual(['location'])
    }
  })
})
