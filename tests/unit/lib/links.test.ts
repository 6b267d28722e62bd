import { describe, expect, it } from 'vitest'
import { ctaHref, isCtaHref, richTextHref, validateCtaHref } from '@/lib/links'

describe('CTA hrefs: a same-site path or an https URL', () => {
  it('accepts paths and https URLs', () => {
    expect(isCtaHref('/special-offers')).toBe(true)
    expect(isCtaHref('/cars/?query=ranger')).toBe(true)
    expect(isCtaHref('https://www.example.com.au/x')).toBe(true)
    expect(ctaHref('  /service ')).toBe('/service')
  })

  it('refuses everything else', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.com', '/\\evil.com', 'http://x.com', 'special-offers', 'https://', '/a b', 'tel:123', 42, null]) {
      expect(isCtaHref(bad)).toBe(false)
    }
    expect(ctaHref('javascript:alert(1)')).toBeNull()
  })

  it('validates in the admin: empty passes, bad input gets a message', () => {
    expect(validateCtaHref('')).toBe(true)
    expect(validateCtaHref(undefined)).toBe(true)
    expect(validateCtaHref('/trade-in')).toBe(true)
    expect(validateCtaHref('javascript:alert(1)')).toMatch(/starting with \//)
  })
})

describe('rich text hrefs', () => {
  it('keeps safe links', () => {
    expect(richTextHref('/warranty')).toBe('/warranty')
    expect(richTextHref('#finance-form')).toBe('#finance-form')
    expect(richTextHref('https://example.com')).toBe('https://example.com')
    expect(richTextHref('http://example.com')).toBe('http://example.com')
    expect(richTextHref('mailto:sales@example.com')).toBe('mailto:sales@example.com')
    expect(richTextHref('tel:+61 7 3000 1234')).toBe('tel:+61 7 3000 1234')
  })

  it('drops script and other schemes', () => {
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'vbscript:x', 'data:text/html;base64,xx', '//evil.com', '', null]) {
      expect(richTextHref(bad)).toBeNull()
    }
  })
})
