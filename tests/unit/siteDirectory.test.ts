import { describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))
vi.mock('@/data/payload', () => ({ payloadClient: async () => ({}) }))

const { isKnownKey } = await import('@/data/sites')
const { renderablePath } = await import('@/proxy')

describe('site directory', () => {
  const directory = { slugs: ['sunshine-toyota'], domains: ['www.sunshinetoyota.com.au'] }
  it('knows the sites, their domains and the default site', () => {
    expect(isKnownKey({ kind: 'slug', slug: 'sunshine-toyota' }, directory)).toBe(true)
    expect(isKnownKey({ kind: 'domain', domain: 'www.sunshinetoyota.com.au' }, directory)).toBe(true)
    expect(isKnownKey({ kind: 'default' }, directory)).toBe(true)
  })
  it('does not know random hosts or slugs, so they get no cache entry of their own', () => {
    expect(isKnownKey({ kind: 'domain', domain: 'r4nd0m.example' }, directory)).toBe(false)
    expect(isKnownKey({ kind: 'slug', slug: 'nobody' }, directory)).toBe(false)
  })
})

describe('proxy paths', () => {
  it('sends a path with a malformed % escape to a path no page has', () => {
    expect(renderablePath('/%')).toBe('/%25')
    expect(renderablePath('/cars/%zz')).toBe('/%25')
    expect(renderablePath('/cars/corolla-2024')).toBe('/cars/corolla-2024')
    expect(renderablePath('/search/toyota%20hilux')).toBe('/search/toyota%20hilux')
  })
})
