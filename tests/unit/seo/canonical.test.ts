import { describe, expect, it } from 'vitest'
import { asQueryLanding, canonicalFor, canonicalPath, metadataBaseFor } from '@/seo/canonical'

describe('canonical links', () => {
  it('names the served path: no trailing slash, no query, root stays "/"', () => {
    expect(canonicalPath('/cars/')).toBe('/cars')
    expect(canonicalPath('/cars')).toBe('/cars')
    expect(canonicalPath('/search/toyota/hilux?page=2#results')).toBe('/search/toyota/hilux')
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalFor('/warranty/')).toEqual({ canonical: '/warranty' })
  })

  it('never names another host', () => {
    expect(canonicalPath('//evil.example/cars')).toBe('/')
    expect(canonicalPath('https://evil.example/cars')).toBe('/')
    expect(canonicalPath('/\\evil.example')).toBe('/')
  })

  it('turns a query landing into noindex, follow with its unfiltered page as canonical', () => {
    const metadata = asQueryLanding({ title: 'All cars', alternates: { canonical: '/cars?make=Kia' } }, '/cars')
    expect(metadata).toEqual({ title: 'All cars', alternates: { canonical: '/cars' }, robots: { index: false, follow: true } })
  })

  it('resolves against the site origin, and ignores an origin that is not a URL', () => {
    expect(new URL('/cars', metadataBaseFor('https://www.example.com.au')).href).toBe('https://www.example.com.au/cars')
    expect(metadataBaseFor('not a url')).toBeUndefined()
  })
})
