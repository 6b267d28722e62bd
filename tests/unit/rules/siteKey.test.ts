import { describe, expect, it } from 'vitest'
import { decodeSiteKey, encodeSiteKey, isPlatformPath, normaliseHost, siteKeyForHost } from '../../../src/rules/siteKey'

describe('host to site', () => {
  it('picks a site by slug on {slug}.localhost, on any port', () => {
    expect(siteKeyForHost('sunshine-toyota.localhost:3000')).toEqual({ kind: 'slug', slug: 'sunshine-toyota' })
    expect(siteKeyForHost('Outback-Caravans.LOCALHOST:61234')).toEqual({ kind: 'slug', slug: 'outback-caravans' })
  })
  it('serves the default site on plain localhost and loopback addresses', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3100', '[::1]:3000']) expect(siteKeyForHost(host)).toEqual({ kind: 'default' })
  })
  it('looks any other host up by domain, without port or trailing dot', () => {
    expect(siteKeyForHost('www.harbourautogroup.example:443')).toEqual({ kind: 'domain', domain: 'www.harbourautogroup.example' })
    expect(normaliseHost('WWW.Example.com.')).toBe('www.example.com')
  })
  it('rejects malformed hosts', () => {
    for (const host of ['', null, 'bad host', 'a_b.localhost', '-x.localhost', 'x'.repeat(300)]) expect(siteKeyForHost(host)).toBeNull()
  })
  it('round-trips keys through one path segment', () => {
    for (const key of [{ kind: 'slug', slug: 'a-b' }, { kind: 'default' }, { kind: 'domain', domain: 'www.x.com.au' }] as const) {
      expect(decodeSiteKey(encodeSiteKey(key))).toEqual(key)
    }
    expect(decodeSiteKey('cars')).toBeNull()
    expect(decodeSiteKey('s~Bad Slug')).toBeNull()
  })
  it('never rewrites the admin, the API or assets', () => {
    for (const p of ['/admin', '/admin/collections/sites', '/api/users', '/_next/static/x.js', '/images/not-found.svg']) expect(isPlatformPath(p)).toBe(true)
    for (const p of ['/', '/cars/', '/administrator', '/apis']) expect(isPlatformPath(p)).toBe(false)
  })
  it('rewrites the per-site files: robots, sitemap, icons and manifest', () => {
    for (const p of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon-192.png', '/apple-touch-icon.png', '/manifest.webmanifest']) expect(isPlatformPath(p)).toBe(false)
  })
})
