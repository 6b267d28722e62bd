import { describe, expect, it } from 'vitest'
import { isSafeStoredUrl, URL_FIELD_MESSAGE, validateUrlField } from '@/lib/urlField'

describe('URL field validator', () => {
  it.each([
    'https://www.harbourautogroup.example',
    'http://legacy.example.com/report.pdf',
    'HTTPS://CDN.EXAMPLE.COM/a.jpg?w=800#x',
    '/special-offers',
    '/search/toyota/hilux?sort=price',
  ])('accepts %s', (value) => {
    expect(isSafeStoredUrl(value)).toBe(true)
    expect(validateUrlField(value)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example',
    'ftp://files.example.com/a',
    'https://',
    'www.example.com',
    'special-offers',
    'https://example.com/a b',
    `https://example.com/${'a'.repeat(2001)}`,
  ])('refuses %j with the field message', (value) => {
    expect(isSafeStoredUrl(value)).toBe(false)
    expect(validateUrlField(value)).toBe(URL_FIELD_MESSAGE)
  })

  it('leaves an empty optional field to the required flag', () => {
    expect(validateUrlField('')).toBe(true)
    expect(validateUrlField(null)).toBe(true)
    expect(validateUrlField(undefined)).toBe(true)
  })

  it('refuses values that are not text', () => {
    expect(validateUrlField(42)).toBe(URL_FIELD_MESSAGE)
    expect(validateUrlField({ href: '/x' })).toBe(URL_FIELD_MESSAGE)
  })
})
