/**
 * Issue 18: "Sunshine Toyota's home page and /special-offers show a Mazda CX-5 offer." An offer with
 * a manufacturer shows only on sites that sell that make (the site's own make, its dealerships' or
 * locations' makes) unless an editor assigns it to the site; the offers loader (src/data getOffers)
 * feeds the home block, /special-offers, an offer's own page and the sitemap, so it is tested here
 * on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Offer, Site } from '@/payload-types'
import { getOffers } from '@/data/content'
import { testPayload, unique } from './payload'

let payload: Payload
let toyotaSite: Site // single-brand: named make and a Toyota dealership
let groupSite: Site // a group with a Mazda dealership and a used-car one
let mazdaOffer: Offer
let toyotaOffer: Offer
let noMakeOffer: Offer

const names = (offers: Offer[]) => offers.map((o) => o.name)

beforeAll(async () => {
  payload = await testPayload()
  // Both sites opted into platform offers (offers for every site), as the demo sites are (issue 32).
  const make = (name: string) => payload.create({ collection: 'manufacturers', data: { name }, overrideAccess: true })
  const toyota = await make(unique('Toyota'))
  const mazda = await make(unique('Mazda'))
  toyotaSite = await payload.create({ collection: 'sites', data: { name: 'Sunshine', slug: unique('sunshine'), manufacturerName: toyota.name, settings: { showPlatformOffers: true } }, overrideAccess: true })
  const toyotaDealer = await payload.create({ collection: 'dealerships', data: { name: 'Sunshine Toyota', site: toyotaSite.id, manufacturers: [toyota.id] }, overrideAccess: true })
  await payload.create({ collection: 'locations', data: { name: 'Sunshine Sales', site: toyotaSite.id, dealership: toyotaDealer.id, location_type: 'sales', manufacturers: [toyota.id] }, overrideAccess: true })
  groupSite = await payload.create({ collection: 'sites', data: { name: 'Harbour', slug: unique('harbour'), template: 'group', settings: { showPlatformOffers: true } }, overrideAccess: true })
  await payload.create({ collection: 'dealerships', data: { name: 'Harbour Mazda', site: groupSite.id, manufacturers: [mazda.id] }, overrideAccess: true })
  await payload.create({ collection: 'dealerships', data: { name: 'Harbour Used', site: groupSite.id, manufacturers: [] }, overrideAccess: true })
  const offer = (name: string, manufacturer: number | undefined) =>
    payload.create({ collection: 'offers', data: { name: unique(name), manufacturer, sites: [], _status: 'published' }, overrideAccess: true })
  mazdaOffer = await offer('Summer SUV Drive-Away Deal', mazda.id)
  toyotaOffer = await offer('HiLux Runout Sale', toyota.id)
  noMakeOffer = await offer('Free Servicing', undefined)
})

describe('offers of a make the site does not sell', () => {
  it("are not among a single-brand site's offers; its own make's and offers without a make are", async () => {
    const shown = names(await getOffers(toyotaSite))
    expect(shown).not.toContain(mazdaOffer.name)
    expect(shown).toContain(toyotaOffer.name)
    expect(shown).toContain(noMakeOffer.name)
  })

  it("show on a group whose dealership sells the make, and another make's do not", async () => {
    const shown = names(await getOffers(groupSite))
    expect(shown).toContain(mazdaOffer.name)
    expect(shown).not.toContain(toyotaOffer.name)
    expect(shown).toContain(noMakeOffer.name)
  })

  it('show on the single-brand site once an editor assigns the offer to it', async () => {
    await payload.update({ collection: 'offers', id: mazdaOffer.id, data: { sites: [toyotaSite.id] }, overrideAccess: true })
    expect(names(await getOffers(toyotaSite))).toContain(mazdaOffer.name)
    // Assigned to Sunshine only: the group no longer runs it.
    expect(names(await getOffers(groupSite))).not.toContain(mazdaOffer.name)
  })
})
