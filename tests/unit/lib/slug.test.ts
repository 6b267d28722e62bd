import { describe, expect, it } from 'vitest'
import { isSlug, safeDecode, slugify, SLUG_PATTERN } from '@/lib/slug'

describe('slugify (SPEC.md §5: make names with spaces replaced by hyphens)', () => {
  it('turns make names into slugs', () => {
    expect(slugify('Land Rover')).toBe('land-rover')
    expect(slugify(' Mercedes  Benz ')).toBe('mercedes-benz')
    expect(slugify('Toyota')).toBe('toyota')
  })

  it('drops accents and punctuation so a name and its stored slug agree', () => {
    expect(slugify('Citroën')).toBe('citroen')
    expect(slugify('Sales & Service, North!')).toBe('sales-and-service-north')
    expect(slugify('2024 Toyota HiLux SR5 #A123')).toBe('2024-toyota-hilux-sr5-a123')
  })

  it('always makes something the slug pattern accepts (or nothing)', () => {
    for (const name of ['Land Rover', '--a--b--', 'Ünïcödé Motors', '!!!', 'x']) {
      const slug = slugify(name)
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
    }
    expect(slugify('!!!')).toBe('')
  })
})

describe('isSlug', () => {
  it('accepts hyphen-separated lower-case runs only', () => {
    expect(isSlug('sunshine-toyota')).toBe(true)
    for (const bad of ['', 'Sunshine', 'a--b', '-a', 'a-', 'a b', 'a/b', 7, null]) expect(isSlug(bad)).toBe(false)
  })

  it('rejects slugs longer than the limit', () => {
    expect(isSlug('a'.repeat(200))).toBe(true)
    expect(isSlug('a'.repeat(201))).toBe(false)
    expect(isSlug('abcd', 3)).toBe(false)
  })
})

describe('safeDecode', () => {
  it('decodes escapes and answers null for a malformed one', () => {
    expect(safeDecode('land%20rover')).toBe('land rover')
    expect(safeDecode('%E0%A4%A')).toBeNull()
  })
})
