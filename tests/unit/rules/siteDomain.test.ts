import { describe, expect, it } from 'vitest'
import { normaliseDomain } from '@/rules/siteDomain'
import { normaliseHost } from '@/rules/siteKey'

describe('site domains', () => {
  it('are stored lower case, without port, trailing dot, scheme or path', () => {
    expect(normaliseDomain('WWW.SunshineToyota.example')).toBe('www.sunshinetoyota.example')
    expect(normaliseDomain(' www.sunshinetoyota.example:8443 ')).toBe('www.sunshinetoyota.example')
    expect(normaliseDomain('www.sunshinetoyota.example.')).toBe('www.sunshinetoyota.example')
    expect(normaliseDomain('https://www.sunshinetoyota.example/cars?x=1')).toBe('www.sunshinetoyota.example')
  })

  it('match the Host a browser sends, however it is written', () => {
    for (const host of ['WWW.Harbour.example', 'www.harbour.example:3000', 'www.harbour.example.']) {
      expect(normaliseDomain(host)).toBe(normaliseHost(host))
    }
  })
})

describe('SEO texts the platform generates', () => {
  it('are shortened to their limit at a word, not refused', async () => {
    const { fittedSeo, shortenTo, SEO_TITLE_MAX_LENGTH } = await import('@/rules/seoLimits')
    expect(shortenTo('Short title', 70)).toBe('Short title')
    const long = `About ${'Sunshine Coast Family Motor Group '.repeat(4)}| New and used cars`
    const title = fittedSeo({ title: long, description: null }).title!
    expect(title.length).toBeLessThanOrEqual(SEO_TITLE_MAX_LENGTH)
    expect(title).toBe('About Sunshine Coast Family Motor Group Sunshine Coast Family Motor…')
    expect(fittedSeo({ title: 'x', image: 5 } as { title: string; image: number })).toEqual({ title: 'x', image: 5 })
  })
})
