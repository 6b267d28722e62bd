/**
 * `npm run bench:lighthouse`'s arithmetic: the few figures it reads from a Lighthouse JSON report,
 * their medians over several runs, and the markdown table it prints. Pure functions, no I/O.
 */

/** Targets of one column: a figure left out is not judged in that column. */
export type Targets = { performance: number; lcpMs: number; tbtMs?: number; cls?: number; bestPractices?: number; seo?: number }

/**
 * Issue 36, at the calibrated CPU multiplier (scripts/lib/cpuMultiplier.ts: a mid-tier phone,
 * green in PageSpeed Insights), judged on the medians.
 */
export const CALIBRATED_TARGETS: Targets = { performance: 90, lcpMs: 2500, tbtMs: 300, cls: 0.02 }

/** Issue 36, at Lighthouse's default 4× (the same page loads audited again). */
export const DEFAULT_TARGETS: Targets = { performance: 97, lcpMs: 2000, bestPractices: 100, seo: 100 }

/** "performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 300 ms, CLS ≤ 0.02". */
export function describeTargets(t: Targets): string {
  return [
    `performance ≥ ${t.performance}`,
    `LCP ≤ ${t.lcpMs / 1000} s`,
    ...(t.tbtMs !== undefined ? [`TBT ≤ ${t.tbtMs} ms`] : []),
    ...(t.cls !== undefined ? [`CLS ≤ ${t.cls}`] : []),
    ...(t.bestPractices !== undefined ? [`best practices ${t.bestPractices}`] : []),
    ...(t.seo !== undefined ? [`SEO ${t.seo}`] : []),
  ].join(', ')
}

/** One Lighthouse run of one page. Scores are 0–100; times in milliseconds; bytes over the wire. */
export type RunFigures = {
  performance: number
  accessibility: number
  tbtMs: number
  lcpMs: number
  fcpMs: number
  cls: number
  scriptBytes: number
  /** Best practices and SEO scores (0–100) when the run audited those categories. */
  bestPractices?: number
  seo?: number
  /** Lighthouse's CPU benchmark of the machine at the time (higher is faster); undefined if absent. */
  benchmarkIndex?: number
}

type Audit = { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
type Report = {
  runtimeError?: { code?: string; message?: string }
  categories?: Record<string, { score?: number | null } | undefined>
  audits?: Record<string, Audit | undefined>
  environment?: { benchmarkIndex?: number }
}

/**
 * The figures of one Lighthouse JSON report (`lhr`). Throws when the run failed (a runtime error,
 * e.g. the page did not load) or a figure is missing, so a broken run is never averaged in as zero.
 */
export function readReport(lhr: unknown): RunFigures {
  const report = lhr as Report
  if (report.runtimeError?.code && report.runtimeError.code !== 'NO_ERROR') throw new Error(`Lighthouse runtime error ${report.runtimeError.code}: ${report.runtimeError.message ?? ''}`.trim())
  const score = (id: string) => {
    const value = report.categories?.[id]?.score
    if (typeof value !== 'number') throw new Error(`The report has no ${id} score`)
    return Math.round(value * 100)
  }
  const numeric = (id: string) => {
    const value = report.audits?.[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`The report has no ${id} value`)
    return value
  }
  const optionalScore = (id: string) => {
    const value = report.categories?.[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : undefined
  }
  const items = report.audits?.['resource-summary']?.details?.items
  if (!items) throw new Error('The report has no resource-summary')
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    bestPractices: optionalScore('best-practices'),
    seo: optionalScore('seo'),
    benchmarkIndex: report.environment?.benchmarkIndex,
  }
}

/** The median (the mean of the two middle values for an even count); NaN for no values. */
export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A page's medians: the figures of a run, with the performance score's spread. */
export type PageSummary = Omit<RunFigures, 'performance' | 'benchmarkIndex' | 'bestPractices' | 'seo'> & {
  /** Medians of the runs that audited the category; undefined when none did. */
  bestPractices?: number
  seo?: number
  key: string
  /** Successful runs (failed runs are left out of every median). */
  runs: number
  /** Runs attempted. */
  attempted: number
  performance: { median: number; min: number; max: number }
  /** Targets not met (empty: all met); undefined without a successful run. */
  missed?: string[]
}

export function summarise(key: string, runs: RunFigures[], attempted = runs.length, targets: Targets = CALIBRATED_TARGETS): PageSummary {
  const of = (pick: (r: RunFigures) => number) => median(runs.map(pick))
  const scores = runs.map((r) => r.performance)
  const summary: PageSummary = {
    key,
    runs: runs.length,
    attempted,
    performance: { median: of((r) => r.performance), min: Math.min(...scores), max: Math.max(...scores) },
    accessibility: of((r) => r.accessibility),
    tbtMs: of((r) => r.tbtMs),
    lcpMs: of((r) => r.lcpMs),
    fcpMs: of((r) => r.fcpMs),
    cls: of((r) => r.cls),
    scriptBytes: of((r) => r.scriptBytes),
  }
  const optional = (pick: (r: RunFigures) => number | undefined) => {
    const values = runs.map(pick).filter((v): v is number => typeof v === 'number')
    return values.length ? median(values) : undefined
  }
  const bestPractices = optional((r) => r.bestPractices)
  const seo = optional((r) => r.seo)
  if (bestPractices !== undefined) summary.bestPractices = bestPractices
  if (seo !== undefined) summary.seo = seo
  if (runs.length > 0) summary.missed = missedTargets(summary, targets)
  return summary
}

/** Which of the targets the medians miss (best practices and SEO only when audited). */
export function missedTargets(
  s: Pick<PageSummary, 'performance' | 'tbtMs' | 'cls'> & Partial<Pick<PageSummary, 'lcpMs' | 'bestPractices' | 'seo'>>,
  targets: Targets = CALIBRATED_TARGETS,
): string[] {
  const missed: string[] = []
  if (!(s.performance.median >= targets.performance)) missed.push(`performance < ${targets.performance}`)
  if (s.lcpMs !== undefined && !(s.lcpMs <= targets.lcpMs)) missed.push(`LCP > ${targets.lcpMs / 1000} s`)
  if (targets.tbtMs !== undefined && !(s.tbtMs <= targets.tbtMs)) missed.push(`TBT > ${targets.tbtMs} ms`)
  if (targets.cls !== undefined && !(s.cls <= targets.cls)) missed.push(`CLS > ${targets.cls}`)
  if (targets.bestPractices !== undefined && s.bestPractices !== undefined && !(s.bestPractices >= targets.bestPractices)) missed.push(`best practices < ${targets.bestPractices}`)
  if (targets.seo !== undefined && s.seo !== undefined && !(s.seo >= targets.seo)) missed.push(`SEO < ${targets.seo}`)
  return missed
}

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`)
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))

/** A page's two summaries: at the calibrated multiplier (judged) and at Lighthouse's default 4×. */
export type CalibratedPage = { label: string; calibrated: PageSummary; baseline: PageSummary; multiplier: number }

const score = (n: number | undefined) => (n === undefined ? '–' : num(n))

const verdict = (p: PageSummary) => (p.missed?.length ? `✗ ${p.missed.join(', ')}` : '✓ met')

/**
 * One markdown table, a row per page kind, two column groups: the medians at the calibrated CPU
 * multiplier with their verdict (CALIBRATED_TARGETS), then the same loads at Lighthouse's default
 * 4× with theirs (DEFAULT_TARGETS); then FCP, accessibility and JavaScript transferred.
 */
export function formatTable(pages: CalibratedPage[]): string {
  const lines = [
    '| page | runs | CPU × | performance (min–max) | LCP | TBT | CLS | targets at CPU × | at 4×: performance (min–max) | LCP | TBT | best practices | SEO | targets at 4× | FCP at CPU × | accessibility | JS transferred |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---:|---:|---:|',
  ]
  for (const { label, calibrated: p, baseline: b, multiplier } of pages) {
    const runs = p.runs === p.attempted ? String(p.runs) : `${p.runs} of ${p.attempted}`
    if (p.runs === 0) {
      lines.push(`| ${label} | ${runs} | – | – | – | – | – | no successful run | – | – | – | – | – | – | – | – | – |`)
      continue
    }
    const atDefault =
      b.runs === 0
        ? '– | – | – | – | – | no successful run'
        : `${num(b.performance.median)} (${b.performance.min}–${b.performance.max}) | ${ms(b.lcpMs)} | ${ms(b.tbtMs)} | ${score(b.bestPractices)} | ${score(b.seo)} | ${verdict(b)}`
    lines.push(
      `| ${label} | ${runs} | ${multiplier.toFixed(1)} | ${num(p.performance.median)} (${p.performance.min}–${p.performance.max}) | ${ms(p.lcpMs)} | ${ms(p.tbtMs)} | ${p.cls.toFixed(3)} | ${verdict(p)} | ${atDefault} | ${ms(p.fcpMs)} | ${num(p.accessibility)} | ${(p.scriptBytes / 1024).toFixed(1)} KB |`,
    )
  }
  return lines.join('\n')
}
