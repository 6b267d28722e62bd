import { describe, expect, it } from 'vitest'
import { vehicleDescription, vehicleMetadata, vehicleTitle } from '@/seo/vehicleMetadata'
import { siteOrigin, cleanHost, absoluteImageUrl } from '@/seo/siteOrigin'

const car = {
  slug: '2021-mazda-cx-5-maxx-h7',
  year: 2021,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx',
  city: 'Newcastle',
  status: 'in_stock',
  price: 31990,
  km: 52000,
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  dealercomments: 'Low kms.|Serviced.',
  primary_image_url: '/api/media/file/cx5.webp',
}

describe('vehicleMetadata', () => {
  it('title per car, description with price and kms, at most 160 characters', () => {
    expect(vehicleTitle(car)).toBe('2021 Mazda CX-5 Maxx for sale in Newcastle')
    expect(vehicleDescription(car, 'Harbour Auto Group')).toBe(
      '2021 Mazda CX-5 Maxx: $31,990, 52,000 km, Automatic, Petrol. At Harbour Auto Group. Low kms. Serviced.',
    )
    const long = vehicleDescription({ ...car, dealercomments: 'word '.repeat(200) }, 'X')
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('…')).toBe(true)
  })

  it('a sold car says so', () => {
    expect(vehicleTitle({ ...car, status: 'sold' })).toBe('2021 Mazda CX-5 Maxx (sold) in Newcastle')
    expect(vehicleDescription({ ...car, status: 'sold', dealercomments: '' }, 'Harbour')).toBe(
      'This 2021 Mazda CX-5 Maxx has sold. Find a similar car at Harbour.',
    )
  })

  it('no price text is left out of the description', () => {
    expect(vehicleDescription({ ...car, price: 0, dealercomments: '' }, 'H')).toBe('2021 Mazda CX-5 Maxx: 52,000 km, Automatic, Petrol. At H.')
  })

  it('canonical on the site origin, Open Graph and Twitter with the main image', () => {
    const meta = vehicleMetadata(car, { origin: 'https://www.harbourauto.com.au', siteName: 'Harbour Auto Group' })
    expect(meta.alternates?.canonical).toBe('https://www.harbourauto.com.au/cars/2021-mazda-cx-5-maxx-h7')
    expect(meta.openGraph).toMatchObject({
      url: 'https://www.harbourauto.com.au/cars/2021-mazda-cx-5-maxx-h7',
      siteName: 'Harbour Auto Group',
      images: [{ url: 'https://www.harbourauto.com.au/api/media/file/cx5.webp', alt: '2021 Mazda CX-5 Maxx' }],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
    const noImage = vehicleMetadata({ ...car, primary_image_url: null }, { origin: 'https://h.example', siteName: 'H' })
    expect(noImage.openGraph?.images).toBeUndefined()
  })
})

describe('siteOrigin: canonical host', () => {
  it('the first domain of the site, on https', () => {
    expect(siteOrigin({ slug: 's', domains: [{ domain: 'WWW.Sunshine.com.au' }, { domain: 'b.com' }] }, { host: 's.localhost:3000' })).toBe(
      'https://www.sunshine.com.au',
    )
  })
  it('else the request host, with its port and forwarded protocol', () => {
    expect(siteOrigin({ slug: 's', domains: [] }, { host: 's.localhost:3060' })).toBe('http://s.localhost:3060')
    expect(siteOrigin({ slug: 's' }, { host: 'shop.example.com', proto: 'https' })).toBe('https://shop.example.com')
  })
  it('a malformed host never reaches a URL', () => {
    expect(cleanHost('evil.com/<script>')).toBeNull()
    expect(siteOrigin({ slug: 'harbour' }, { host: 'a b' }, '3000')).toBe('http://harbour.localhost:3000')
  })
  it('image URLs: relative ones on the origin, protocol-relative refused', () => {
    expect(absoluteImageUrl('https://a.au', '/api/media/file/x.webp')).toBe('https://a.au/api/media/file/x.webp')
    expect(absoluteImageUrl('https://a.au', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg')
    expect(absoluteImageUrl('https://a.au', '//evil.example/x.jpg')).toBeNull()
  })
})
