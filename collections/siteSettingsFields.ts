/**
 * Every per-site switch of SPEC.md as data (DESIGN.md "Site settings"). Each field carries
 * SPEC.md's default and an admin description saying what it does. No code may branch on a
 * site's slug: a dealer's differences live here.
 */
import type { Field } from 'payload'
import { searchAndStock } from './siteSettings/searchAndStock'
import { vehicleDisplay } from './siteSettings/vehicleDisplay'
import { financeAndBuying } from './siteSettings/financeAndBuying'
import { vehiclePage } from './siteSettings/vehiclePage'
import { formsAndLocations } from './siteSettings/formsAndLocations'
import { offersAndNavigation } from './siteSettings/offersAndNavigation'
import { listingFeeds } from './siteSettings/listingFeeds'

export { AU_STATES, FINANCE_PROVIDERS } from './siteSettings/shared'

/** The groups in the order the admin shows them (one file per group under collections/siteSettings/). */
export const siteSettingsFields: Field[] = [searchAndStock, vehicleDisplay, financeAndBuying, vehiclePage, formsAndLocations, offersAndNavigation, listingFeeds]
