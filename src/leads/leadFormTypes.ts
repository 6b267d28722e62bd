/**
 * What a lead form needs to know about its site, as plain data (passed from server pages to the
 * client form, or fetched by the car-page modals from /lead-form/context).
 */
import type { OpeningHourEntry } from '@/rules/openingHours'
import type { SpecialHoursEntry } from '@/rules/specialHours'

interface LeadFormDealership {
  id: string
  slug: string
  name: string
}

export interface LeadFormLocation {
  id: string
  name: string
  dealershipId: string
  /** sales, service or parts (SPEC.md §3: empty means sales). */
  type: 'sales' | 'service' | 'parts'
  /** IANA zone of the location (its timeZone, else its state's; src/rules/timeZone.ts). */
  timeZone: string
  /** Weekly hours per department (SPEC.md §3 Opening hour entry). */
  hours: Partial<Record<'sales' | 'service' | 'parts', OpeningHourEntry[]>>
  /** Holiday hours that apply to this location. */
  holidays: SpecialHoursEntry[]
  /** The location's coordinates (address lat, long), for preselecting the shopper's nearest; null when unknown. */
  point?: { lat: number; lng: number } | null
}

export interface LeadFormSite {
  siteSlug: string
  siteName: string
  /** sites.settings.captchaEnabled (default on). */
  captcha: boolean
  /** sites.settings.enquiryMessageRequired (default required). */
  messageRequired: boolean
  /** sites.settings.termsOfUseNote (default off). */
  termsOfUseNote: boolean
  /** sites.settings.usedTestDriveFlagged: used-car test drives are event 48, not 15 (SPEC.md §9). */
  usedTestDriveFlagged?: boolean
  dealerships: LeadFormDealership[]
  /** Visible locations minus the site's excluded location ids. */
  locations: LeadFormLocation[]
  /**
   * Ask for the place once, as the location (which names its dealership): no separate dealership
   * question. A model page's enquiry (issue 32; src/rules/makeEnquiryPlaces.ts).
   */
  placeByLocation?: boolean
}

/** Where the shopper goes back to from /success. */
export interface LeadSuccessRecord {
  category: string
  carName?: string
  carSlug?: string
  /** The number the car's page showed: /success gives the same one (else the site's). */
  carPhone?: string
}
