import { describe, expect, it } from 'vitest'
import { isSafeRedirect, safeRedirectPath } from '@/rules/safeRedirect'

/** Open-redirect probes: every one must end on the home page. */
const HOSTILE: unknown[] = [
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://evil.example/path',
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '%2F%5Cevil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0aSet-Cookie:x=1',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  'evil.example',
  'evil.example/cars',
  '@evil.example',
  'https:evil.example',
  'https:/evil.example',
  '/%',
  '/%E0%A4%A',
  '/\u3000/evil.example',
  '/\u2028/evil.example',
  `/${'a'.repeat(1200)}`,
  '',
  null,
  undefined,
  42,
  ['/cars'],
  { toString: () => '/cars' },
]

describe('safeRedirectPath (SPEC.md §2 /sign-in redirect and back)', () => {
  it(`sends all ${HOSTILE.length} hostile values to the home page`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30)
    for (const value of HOSTILE) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/')
      expect(isSafeRedirect(value)).toBe(false)
    }
  })

  it('follows same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/cars/2022-toyota-corolla-1')).toBe('/cars/2022-toyota-corolla-1')
    expect(safeRedirectPath('/cars/?query=ute&page=2')).toBe('/cars/?query=ute&page=2')
    expect(safeRedirectPath('/finance#finance-form')).toBe('/finance#finance-form')
    expect(safeRedirectPath('/')).toBe('/')
    expect(safeRedirectPath('/search/new-cars?refinementList%5Bmake%5D%5B0%5D=Toyota')).toBe(
      '/search/new-cars?refinementList%5Bmake%5D%5B0%5D=Toyota',
    )
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/cars/../watchlist')).toBe('/watchlist')
    expect(safeRedirectPath('/../../etc')).toBe('/etc')
  })

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/cars')).toBe('/cars')
  })
})
