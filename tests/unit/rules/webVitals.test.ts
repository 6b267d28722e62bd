import { describe, expect, it } from 'vitest'
import {
  BUCKETS, bucketOf, checkBeacon, deviceOf, emptyHistogram, formatMetric, MAX_VALUE, mergeHistograms, METRICS, p75, pageKindOf, rating, retentionCutoff, sampleRate, summariseVitals, THRESHOLDS, type Metric,
} from '@/rules/webVitals'

const beacon = (o: Record<string, unknown> = {}) => ({ path: '/cars/2021-toyota-corolla-abc', width: 390, metrics: { LCP: 2100, INP: 120, CLS: 0.02, FCP: 900, TTFB: 300 }, ...o })

describe('checkBeacon (what a real-user vitals beacon may say)', () => {
  it('accepts a full beacon and keeps only page kind, device class and values', () => {
    expect(checkBeacon(beacon())).toEqual({ ok: true, beacon: { pageKind: 'car', device: 'mobile', values: { LCP: 2100, INP: 120, CLS: 0.02, FCP: 900, TTFB: 300 } } })
    expect(checkBeacon(beacon({ width: 1280, path: '/', metrics: { TTFB: 0 } }))).toEqual({ ok: true, beacon: { pageKind: 'home', device: 'desktop', values: { TTFB: 0 } } })
  })

  it("takes the page's declared kind when it is a known one (a model page at /{model-slug})", () => {
    expect(checkBeacon(beacon({ path: '/cx-5', kind: 'model' }))).toMatchObject({ ok: true, beacon: { pageKind: 'model' } })
    expect(checkBeacon(beacon({ kind: 'admin' })).ok).toBe(false)
  })

  it.each([
    ['not an object', []],
    ['null', null],
    ['a string', 'LCP=1'],
    ['an unknown field', beacon({ userAgent: 'x' })],
    ['no path', beacon({ path: undefined })],
    ['a full URL as path', beacon({ path: 'https://evil.example/' })],
    ['a protocol-relative path', beacon({ path: '//evil.example/' })],
    ['a too long path', beacon({ path: `/${'a'.repeat(600)}` })],
    ['a width that is no screen', beacon({ width: 0 })],
    ['a fractional width', beacon({ width: 390.5 })],
    ['a huge width', beacon({ width: 100_000 })],
    ['metrics not an object', beacon({ metrics: [1, 2] })],
    ['no metric', beacon({ metrics: {} })],
    ['an unknown metric', beacon({ metrics: { FID: 10 } })],
    ['a negative value', beacon({ metrics: { LCP: -1 } })],
    ['a string value', beacon({ metrics: { LCP: '100' } })],
    ['an absurd LCP', beacon({ metrics: { LCP: MAX_VALUE.LCP + 1 } })],
    ['an absurd CLS', beacon({ metrics: { CLS: 11 } })],
    ['NaN', beacon({ metrics: { INP: Number.NaN } })],
  ])('refuses %s', (_label, body) => {
    const result = checkBeacon(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(/\w/)
  })
})

describe('pageKindOf (page kind from the route, SPEC.md §2)', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/cars', 'search'],
    ['/cars/', 'search'],
    ['/search/new-cars', 'search'],
    ['/search/toyota/corolla', 'search'],
    ['/cars/2021-toyota-corolla-abc', 'car'],
    ['/cars/2021-toyota-corolla-abc/checkout', 'form'],
    ['/cars/trade-in', 'form'],
    ['/contact-us/sunshine-toyota-sales', 'location'],
    ['/teams/sunshine-toyota-sales', 'location'],
    ['/contact', 'location'],
    ['/special-offers', 'offers'],
    ['/offers/12', 'offers'],
    ['/offers/mazda/12', 'offers'],
    ['/brands/jeep', 'brand'],
    ['/pages/about-us', 'content'],
    ['/blog/vehicle-reviews', 'content'],
    ['/warranty', 'content'],
    ['/finance', 'form'],
    ['/book-test-drive', 'form'],
    ['/sign-in', 'account'],
    ['/account/details', 'account'],
    ['/some/deep/unknown', 'other'],
    ['/cars?query=corolla', 'search'],
  ])('%s is %s', (path, kind) => expect(pageKindOf(path)).toBe(kind))
})

describe('deviceOf', () => {
  it('is mobile up to 767 CSS px and desktop from 768', () => {
    expect(deviceOf(360)).toBe('mobile')
    expect(deviceOf(767)).toBe('mobile')
    expect(deviceOf(768)).toBe('desktop')
  })
})

describe('histograms and p75', () => {
  it("puts Google's thresholds on bucket edges, so a p75 is rated exactly", () => {
    for (const m of METRICS) {
      expect(BUCKETS[m]).toContain(THRESHOLDS[m].good)
      expect(BUCKETS[m]).toContain(THRESHOLDS[m].poor)
      expect(BUCKETS[m].at(-1)).toBeGreaterThanOrEqual(MAX_VALUE[m])
    }
  })

  it('puts a value in the bucket whose upper edge it does not exceed', () => {
    expect(bucketOf('LCP', 0)).toBe(0)
    expect(bucketOf('LCP', 50)).toBe(0)
    expect(bucketOf('LCP', 51)).toBe(1)
    expect(BUCKETS.LCP[bucketOf('LCP', 2500)]).toBe(2500)
    expect(BUCKETS.LCP[bucketOf('LCP', 2501)]).toBe(3000)
    expect(BUCKETS.CLS[bucketOf('CLS', 0.1)]).toBe(0.1)
  })

  const histogramOf = (metric: Metric, values: number[]) => {
    const h = emptyHistogram(metric)
    for (const v of values) h[bucketOf(metric, v)]! += 1
    return h
  }

  it('is null without data, and inside the right bucket with data', () => {
    expect(p75('LCP', emptyHistogram('LCP'))).toBeNull()
    // 100 values 1..100 ms × 40: the true p75 is 3,000 ms; the bucket (2500, 3000] holds it.
    const values = Array.from({ length: 100 }, (_, i) => (i + 1) * 40)
    const value = p75('LCP', histogramOf('LCP', values))!
    expect(value).toBeGreaterThan(2500)
    expect(value).toBeLessThanOrEqual(3000)
    expect(rating('LCP', value)).toBe('needs-improvement')
  })

  it('rates a site whose 75 % of views are good as good', () => {
    const h = histogramOf('INP', [...Array(75).fill(150), ...Array(25).fill(900)])
    expect(p75('INP', h)).toBeLessThanOrEqual(200)
    expect(rating('INP', p75('INP', h)!)).toBe('good')
    const worse = histogramOf('INP', [...Array(74).fill(150), ...Array(26).fill(900)])
    expect(rating('INP', p75('INP', worse)!)).toBe('poor')
  })

  it('merges histograms bucket by bucket, ignoring malformed ones', () => {
    const a = histogramOf('CLS', [0, 0.05])
    const b = histogramOf('CLS', [0.3])
    const merged = mergeHistograms('CLS', [a, b, null, 'x', [-5, Number.NaN]])
    expect(merged.reduce((x, y) => x + y, 0)).toBe(3)
    expect(merged[bucketOf('CLS', 0.3)]).toBe(1)
  })

  it('summarises rows of several days per page kind and device, never mixing them', () => {
    const row = (pageKind: string, device: string, metric: Metric, values: number[]) => ({ pageKind, device, metric, buckets: histogramOf(metric, values) })
    const lines = summariseVitals([
      row('car', 'mobile', 'LCP', [1000, 1000, 1000]),
      row('car', 'mobile', 'LCP', [5000]),
      row('home', 'mobile', 'LCP', [9000, 9000]),
      row('home', 'desktop', 'CLS', [0]),
      row('nope', 'mobile', 'LCP', [1]),
      { pageKind: 'car', device: 'mobile', metric: 'FID', buckets: [1] },
    ])
    expect(lines.map((l) => `${l.pageKind}/${l.device}`)).toEqual(['home/mobile', 'home/desktop', 'car/mobile'])
    const car = lines.find((l) => l.pageKind === 'car')!
    expect(car.metrics.LCP).toMatchObject({ samples: 4, rating: 'good' })
    expect(lines[0]!.metrics.LCP).toMatchObject({ samples: 2, rating: 'poor' })
  })
})

describe('formatting, retention and sampling', () => {
  it('writes ms, seconds and CLS as the dashboard shows them', () => {
    expect(formatMetric('INP', 180.4)).toBe('180 ms')
    expect(formatMetric('LCP', 2500)).toBe('2.50 s')
    expect(formatMetric('CLS', 0.1)).toBe('0.100')
  })

  it('keeps the last 90 days including today', () => {
    expect(retentionCutoff(new Date('2026-11-26T23:59:00Z'))).toBe('2026-08-29')
    expect(retentionCutoff(new Date('2026-03-01T00:00:00Z'), 1)).toBe('2026-03-01')
  })

  it('reads a sample rate in [0, 1], anything else is the default', () => {
    expect(sampleRate(undefined)).toBe(1)
    expect(sampleRate('0.25')).toBe(0.25)
    expect(sampleRate('0')).toBe(0)
    expect(sampleRate('2')).toBe(1)
    expect(sampleRate('abc', 0.5)).toBe(0.5)
  })
})
