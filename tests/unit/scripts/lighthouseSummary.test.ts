import { describe, expect, it } from 'vitest'
import { CALIBRATED_TARGETS, DEFAULT_TARGETS, describeTargets, formatTable, median, missedTargets, readReport, summarise, type RunFigures } from '../../../scripts/lib/lighthouseSummary'

/** The parts of a Lighthouse 12 JSON report bench:lighthouse reads, with the given values. */
function report(o: { performance?: number | null; accessibility?: number; tbt?: number; lcp?: number; fcp?: number; cls?: number; script?: number; runtimeError?: { code: string; message: string } } = {}) {
  return {
    lighthouseVersion: '12.8.2',
    ...(o.runtimeError ? { runtimeError: o.runtimeError } : {}),
    environment: { benchmarkIndex: 812.5 },
    categories: { performance: { score: o.performance === undefined ? 0.97 : o.performance }, accessibility: { score: o.accessibility ?? 1 } },
    audits: {
      'total-blocking-time': { numericValue: o.tbt ?? 120.4 },
      'largest-contentful-paint': { numericValue: o.lcp ?? 2100.7 },
      'first-contentful-paint': { numericValue: o.fcp ?? 900 },
      'cumulative-layout-shift': { numericValue: o.cls ?? 0.004 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 500_000 },
            { resourceType: 'script', transferSize: o.script ?? 153_600 },
            { resourceType: 'image', transferSize: 90_000 },
          ],
        },
      },
    },
  }
}

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({ performance: 97, accessibility: 100, tbtMs: 100, lcpMs: 2000, fcpMs: 900, cls: 0.001, scriptBytes: 150 * 1024, ...overrides })

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([1300, 170, 400])).toBe(400)
    expect(median([5])).toBe(5)
  })

  it('is the mean of the two middle values of an even count, and NaN for none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('does not reorder its argument', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('readReport (the figures bench:lighthouse reads from a Lighthouse JSON report)', () => {
  it('reads scores ×100, the timing audits, CLS, the script transfer size and the CPU benchmark', () => {
    expect(readReport(report({ performance: 0.874, accessibility: 0.96 }))).toEqual({
      performance: 87,
      accessibility: 96,
      tbtMs: 120.4,
      lcpMs: 2100.7,
      fcpMs: 900,
      cls: 0.004,
      scriptBytes: 153_600,
      benchmarkIndex: 812.5,
    })
  })

  it('counts no script bytes when the page loads no script', () => {
    const lhr = report()
    lhr.audits['resource-summary'].details.items = lhr.audits['resource-summary'].details.items.filter((i) => i.resourceType !== 'script')
    expect(readReport(lhr).scriptBytes).toBe(0)
  })

  it('rejects a failed run instead of counting it as zeros', () => {
    expect(() => readReport(report({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'status code 500' }, performance: null }))).toThrow(/ERRORED_DOCUMENT_REQUEST/)
    expect(() => readReport(report({ performance: null }))).toThrow(/performance score/)
    expect(() => readReport({ categories: {} })).toThrow()
  })
})

describe('summarise and the targets', () => {
  it('takes the median of every figure and the range of the performance score', () => {
    const s = summarise('home', [run({ performance: 80, tbtMs: 400, cls: 0.03 }), run({ performance: 89, tbtMs: 90 }), run({ performance: 99, tbtMs: 60 })])
    expect(s.runs).toBe(3)
    expect(s.attempted).toBe(3)
    expect(s.performance).toEqual({ median: 89, min: 80, max: 99 })
    expect(s.tbtMs).toBe(90)
    expect(s.cls).toBe(0.001)
    expect(s.missed).toEqual(['performance < 90'])
  })

  it("names each of issue 36's calibrated targets the medians miss (performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 300 ms, CLS ≤ 0.02), limits included", () => {
    expect(missedTargets({ performance: { median: 90, min: 90, max: 90 }, lcpMs: 2500, tbtMs: 300, cls: 0.02, bestPractices: 96, seo: 92 }, CALIBRATED_TARGETS)).toEqual([])
    expect(missedTargets({ performance: { median: 89.5, min: 80, max: 99 }, lcpMs: 2501, tbtMs: 301, cls: 0.021 }, CALIBRATED_TARGETS)).toEqual([
      'performance < 90', 'LCP > 2.5 s', 'TBT > 300 ms', 'CLS > 0.02',
    ])
    expect(describeTargets(CALIBRATED_TARGETS)).toBe('performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 300 ms, CLS ≤ 0.02')
  })

  it("names each of issue 36's targets at the default 4× the medians miss (performance ≥ 97, LCP ≤ 2 s, best practices and SEO 100), and judges no category a run did not audit", () => {
    expect(missedTargets({ performance: { median: 97, min: 97, max: 97 }, lcpMs: 2000, tbtMs: 900, cls: 0.3, bestPractices: 100, seo: 100 }, DEFAULT_TARGETS)).toEqual([])
    expect(missedTargets({ performance: { median: 96.5, min: 90, max: 99 }, lcpMs: 2001, tbtMs: 10, cls: 0, bestPractices: 96, seo: 92 }, DEFAULT_TARGETS)).toEqual([
      'performance < 97', 'LCP > 2 s', 'best practices < 100', 'SEO < 100',
    ])
    expect(missedTargets({ performance: { median: 99, min: 99, max: 99 }, tbtMs: 10, cls: 0 }, DEFAULT_TARGETS)).toEqual([])
    expect(describeTargets(DEFAULT_TARGETS)).toBe('performance ≥ 97, LCP ≤ 2 s, best practices 100, SEO 100')
  })

  it('takes the medians of best practices and SEO from the runs that audited them', () => {
    const s = summarise('home', [run({ bestPractices: 96, seo: 100 }), run({ bestPractices: 100, seo: 100 }), run({ bestPractices: 100, seo: 92 })])
    expect(s.bestPractices).toBe(100)
    expect(s.seo).toBe(100)
    expect(summarise('home', [run()]).bestPractices).toBeUndefined()
  })

  it('has no targets verdict without a successful run', () => {
    const s = summarise('car', [], 3)
    expect(s.runs).toBe(0)
    expect(s.missed).toBeUndefined()
  })
})

describe('formatTable', () => {
  it('prints one markdown row per page: the calibrated medians with their verdict, then the default-4× medians with theirs', () => {
    const page = (label: string, calibrated: RunFigures[], baseline: RunFigures[], attempted: number, multiplier: number) => ({
      label,
      calibrated: summarise(label, calibrated, attempted, CALIBRATED_TARGETS),
      baseline: summarise(label, baseline, attempted, DEFAULT_TARGETS),
      multiplier,
    })
    const table = formatTable([
      page('home `/`', [run(), run({ performance: 99 }), run({ performance: 98, tbtMs: 120 })], [run({ performance: 99, lcpMs: 1500, bestPractices: 100, seo: 100 })], 3, 2.7),
      page('`/cars`', [run({ performance: 70, tbtMs: 600, lcpMs: 4200 })], [run({ performance: 96, tbtMs: 90, lcpMs: 2100, bestPractices: 96, seo: 100 })], 3, 2.7),
      page('car', [], [], 3, 2.7),
    ])
    const lines = table.split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]).toBe('| page | runs | CPU × | performance (min–max) | LCP | TBT | CLS | targets at CPU × | at 4×: performance (min–max) | LCP | TBT | best practices | SEO | targets at 4× | FCP at CPU × | accessibility | JS transferred |')
    expect(lines[2]).toBe('| home `/` | 3 | 2.7 | 98 (97–99) | 2.00 s | 100 ms | 0.001 | ✓ met | 99 (99–99) | 1.50 s | 100 ms | 100 | 100 | ✓ met | 900 ms | 100 | 150.0 KB |')
    expect(lines[3]).toBe('| `/cars` | 1 of 3 | 2.7 | 70 (70–70) | 4.20 s | 600 ms | 0.001 | ✗ performance < 90, LCP > 2.5 s, TBT > 300 ms | 96 (96–96) | 2.10 s | 90 ms | 96 | 100 | ✗ performance < 97, LCP > 2 s, best practices < 100 | 900 ms | 100 | 150.0 KB |')
    expect(lines[4]).toBe('| car | 0 of 3 | – | – | – | – | – | no successful run | – | – | – | – | – | – | – | – | – |')
  })
})
