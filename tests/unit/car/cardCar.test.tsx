/**
 * Similar cars send each card only what it shows (src/components/car/cardCar.ts): the card must
 * look exactly the same from the cut-down record as from the whole one.
 */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CarCard } from '@/components/car/CarCard'
import { toCardCar } from '@/components/car/cardCar'
import { toSiteUi } from '@/components/search/siteUi'
import { toSearchRecord } from '@/search/record'
import type { CarRecord } from '@/search/carRecord'
import { dealershipDoc, locationDoc, siteDoc, vehicleDoc } from '../../support/docs'

const NOW = Date.UTC(2026, 10, 23)
const site = siteDoc({ id: 7, slug: 'sunshine-toyota', settings: { electricHybridTag: true, subscriptionsShown: true } })
const ui = { ...toSiteUi(site), multiDealer: true }

function record(over: Partial<Parameters<typeof vehicleDoc>[0]> = {}): CarRecord {
  const vehicle = vehicleDoc({
    id: 42,
    name: '2022 Toyota HiLux SR5',
    slug: '2022-toyota-hilux-sr5-t123',
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    series: 'GUN126R',
    year: 2022,
    carType: 'used',
    status: 'in_stock',
    price: 54990,
    beforePrice: 57990,
    km: 23000,
    transmission: 'Automatic',
    fuel: 'Diesel',
    description: 'A long description. '.repeat(200),
    site: site,
    dealership: dealershipDoc({ id: 3, name: 'Sunshine Toyota', slug: 'sunshine-toyota', site: 7 }),
    location: locationDoc({ id: 11, name: 'Sunshine Toyota Sales', site: 7 }),
    ...over,
  } as Parameters<typeof vehicleDoc>[0])
  const full = toSearchRecord(vehicle)
  // Records carry more than CarRecord names (toSearchRecord adds the equipment lists).
  const extra = { standardEquipment: Array.from({ length: 60 }, (_, i) => `Feature ${i}`) }
  return {
    ...full,
    ...extra,
    images: [{ url: '/api/media/file/a.jpg' }, { url: '/api/media/file/b.jpg' }, { url: '/api/media/file/c.jpg' }],
  }
}

const card = (car: Parameters<typeof CarCard>[0]['car']) => renderToStaticMarkup(<CarCard car={car} site={ui} nowMs={NOW} />)

describe('toCardCar', () => {
  it('drops what no card shows: the description, the features, every photo but the first', () => {
    const full = record()
    const cut = toCardCar(full)
    expect(cut).not.toHaveProperty('standardEquipment')
    expect(cut).not.toHaveProperty('dealercomments')
    expect(cut.images).toEqual([{ url: '/api/media/file/a.jpg' }])
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(full).length / 3)
  })

  it.each([
    ['a used car with a was-price', {}],
    ['a sold car', { status: 'sold' }],
    ['a new car on offer', { carType: 'new', offerPrice: 49990 }],
    ['an electric car (the green tag is on for this site)', { fuel: 'Electric', simpleFuel: 'Electric' }],
    ['a car with a dealer tag', { tag: 'Runout' }],
  ])('renders the same card from the cut-down record: %s', (_label, over) => {
    const full = record(over as Partial<Parameters<typeof vehicleDoc>[0]>)
    expect(card(toCardCar(full))).toBe(card(full))
  })
})
