/**
 * Similar cars send each card only what it shows (src/components/cards/cardCar.ts): the card must
 * look exactly the same from the cut-down record as from the whole one.
 */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CarCard } from '@/components/cards/CarCard'
import { toCardCar } from '@/components/cards/cardCar'
import { toSiteUi } from '@/search/siteUi'
import { toSearchRecord } from '@/search/record'
import type { CarRecord } from '@/search/carRecord'
import type { Vehicle } from '@/payload-types'
import { site, vehicle } from '../../support/vehicleFixture'

const NOW = Date.UTC(2026, 10, 23)
const ui = { ...toSiteUi({ ...site, settings: { ...site.settings, electricHybridTag: true, subscriptionsShown: true } }), multiDealer: true }

function record(over: Partial<Vehicle> = {}): CarRecord {
  // Three photos and a long equipment list: what a card does not need.
  return toSearchRecord({
    ...vehicle,
    images: [{ url: 'https://cdn.example.com/a.jpg' }, { url: 'https://cdn.example.com/b.jpg' }, { url: 'https://cdn.example.com/c.jpg' }],
    standardEquipment: Array.from({ length: 60 }, (_, i) => ({ item: `Feature ${i}` })),
    ...over,
  })
}

const card = (car: Parameters<typeof CarCard>[0]['car']) => renderToStaticMarkup(<CarCard car={car} site={ui} nowMs={NOW} />)

describe('toSiteUi', () => {
  it('uses only same-site paths from the settings: "//host" and "/\\host" (another host to browsers) fall back', () => {
    expect(toSiteUi({ ...site, settings: { ...site.settings, financePath: '/\\evil.example' } }).financePath).toBe('/finance')
    expect(toSiteUi({ ...site, settings: { ...site.settings, financePath: '//evil.example' } }).financePath).toBe('/finance')
    expect(toSiteUi({ ...site, settings: { ...site.settings, financePath: '/apply-for-finance' } }).financePath).toBe('/apply-for-finance')
  })
})

describe('toCardCar', () => {
  it('drops what no card shows: the description, the features, every photo but the first', () => {
    const full = record()
    const cut = toCardCar(full)
    expect(full).toHaveProperty('standardEquipment')
    expect(full).toHaveProperty('dealercomments')
    expect(cut).not.toHaveProperty('standardEquipment')
    expect(cut).not.toHaveProperty('dealercomments')
    expect(full.images).toHaveLength(3)
    expect(cut.images).toEqual([full.images?.[0]])
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(full).length / 3)
  })

  it.each<[string, Partial<Vehicle>]>([
    ['a used car with a was-price and a dealer tag', {}],
    ['a sold car', { status: 'sold' }],
    ['a new car on offer', { car_type: 'new', offer_price: 49990, tag: null }],
    ['an electric car (the green tag is on for this site)', { fuel: 'Electric', simple_fuel: 'Electric', tag: null, certified: false }],
    ['a car on subscription', { subscription_price: 199, tag: null }],
  ])('renders the same card from the cut-down record: %s', (_label, over) => {
    const full = record(over)
    expect(card(toCardCar(full))).toBe(card(full))
  })
})
