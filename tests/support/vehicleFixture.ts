/**
 * A used Toyota HiLux with everything a search record reads filled in, populated with its site,
 * dealership, location and photos: the vehicle the record and car card tests share.
 */
import type { Vehicle } from '@/payload-types'
import { dealershipDoc, locationDoc, mediaDoc, siteDoc } from './docs'

export const site = siteDoc({ id: 7, settings: { truckMapsTo: 'ute' } })
const dealership = dealershipDoc({ id: 3, name: 'Sunshine Toyota', slug: 'sunshine-toyota', site: 7 })
const location = locationDoc({
  id: 11,
  name: 'Sunshine Toyota Sales',
  slug: 'sunshine-toyota-sales',
  address: { city: 'Maroochydore', state: 'qld' },
  contact_detail: { phone: '07 5443 0100' },
})
const media = (n: number) =>
  mediaDoc({
    id: 100 + n,
    url: `/api/media/file/car-${n}.webp`,
    sizes: { thumbnail: { url: `/api/media/file/car-${n}-400x300.webp` }, card: { url: `/api/media/file/car-${n}-800x600.webp` } },
  })

export const vehicle: Vehicle = {
  id: 42,
  name: '2022 Toyota HiLux SR5',
  slug: '2022-toyota-hilux-sr5-t123',
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: 'GUN126R',
  year: 2022,
  car_type: 'used',
  item_type: 'car',
  status: 'in_stock',
  price: 54990,
  before_price: 57990,
  offer_price: null,
  subscription_price: 0,
  preorder: false,
  reserved: false,
  certified: true,
  tag: 'Runout',
  km: 23000,
  stocknum: 'T123',
  vin: 'MR0HA3CD100000001',
  colour: 'White',
  simple_body: 'Truck',
  simple_fuel: 'Diesel',
  simple_transmission: 'Automatic',
  simple_drive: '4x4',
  seats: 5,
  doors: 4,
  dealercomments: 'One owner|Full service history',
  custom_rank: 9,
  show_on_dealer_website: true,
  listed_at: '2025-01-10T00:00:00.000Z',
  sold_date_timestamp: null,
  dealership,
  location,
  site,
  images: [{ image: media(1) }, { url: 'https://cdn.example.com/ext.jpg' }, { image: 999 }, { image: null }],
  standardEquipment: [{ item: 'Reversing camera' }, { item: 'Apple CarPlay' }],
  autograb_data: { state_average_market_price: 56000, average_market_price: 55500 },
  caravan: { body_width: null },
  variant: { cylinders: 4, enginesize: '2.8L', torque: null },
  finance: [{ id: 'x', provider: 'Taurus', interestRate: 8.9, paymentWeek: 150, termYears: 5 }],
  createdAt: '2025-01-09T00:00:00.000Z',
  updatedAt: '2025-01-11T00:00:00.000Z',
}
