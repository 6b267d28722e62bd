/**
 * `npm run bench:lighthouse`'s arithmetic: the few figures it reads from a Lighthouse JSON report,
 * their medians over several runs, and the markdown table it prints. Pure functions, no I/O.
 */

/**
 * Lighthouse mobile at the calibrated CPU multiplier
 * (scripts/lib/cpuMultiplier.ts), judged on the medians.
 */
export const TARGETS = { performance: 97, lcpMs: 2000, tbtMs: 150, cls: 0.02, bestPractices: 100, seo: 100 } as const

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

export function summarise(key: string, runs: RunFigures[], attempted = runs.length): PageSummary {
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
  if (runs.length > 0) summary.missed = missedTargets(summary)
  return summary
}

/** Which of the targets the medians miss (best practices and SEO only when audited). */
export function missedTargets(s: Pick<PageSummary, 'performance' | 'tbtMs' | 'cls'> & Partial<Pick<PageSummary, 'lcpMs' | 'bestPractices' | 'seo'>>): string[] {
  const missed: string[] = []
  if (!(s.performance.median >= TARGETS.performance)) missed.push(`performance < ${TARGETS.performance}`)
  if (s.lcpMs !== undefined && !(s.lcpMs <= TARGETS.lcpMs)) missed.push(`LCP > ${TARGETS.lcpMs / 1000} s`)
  if (!(s.tbtMs <= TARGETS.tbtMs)) missed.push(`TBT > ${TARGETS.tbtMs} ms`)
  if (!(s.cls <= TARGETS.cls)) missed.push(`CLS > ${TARGETS.cls}`)
  if (s.bestPractices !== undefined && !(s.bestPractices >= TARGETS.bestPractices)) missed.push(`best practices < ${TARGETS.bestPractices}`)
  if (s.seo !== undefined && !(s.seo >= TARGETS.seo)) missed.push(`SEO < ${TARGETS.seo}`)
  return missed
}

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`)
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1))

/** A page's two summaries: at the calibrated multiplier (judged) and at Lighthouse's default 4×. */
export type CalibratedPage = { label: string; calibrated: PageSummary; baseline: PageSummary; multiplier: number }

const score = (n: number | undefined) => (n === undefined ? '–' : num(n))

/**
 * One markdown table, a row per page kind: the medians at the calibrated CPU multiplier with the
 * targets verdict, then the default-4× performance, LCP and TBT as the second column.
 */
export function formatTable(pages: CalibratedPage[]): string {
  const lines = [
    `| page | runs | CPU × | performance (min–max) | LCP | TBT | FCP | CLS | best practices | SEO | accessibility | JS transferred | at 4×: performance / LCP / TBT | targets at the calibrated × (perf ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, best practices and SEO ${TARGETS.seo}) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ]
  for (const { label, calibrated: p, baseline: b, multiplier } of pages) {
    const runs = p.runs === p.attempted ? String(p.runs) : `${p.runs} of ${p.attempted}`
    if (p.runs === 0) {
      lines.push(`| ${label} | ${runs} | – | – | – | – | – | – | – | – | – | – | – | no successful run |`)
      continue
    }
    const targets = p.missed?.length ? `✗ not met: ${p.missed.join(', ')}` : '✓ met'
    const atDefault = b.runs === 0 ? '–' : `${num(b.performance.median)} / ${ms(b.lcpMs)} / ${ms(b.tbtMs)}`
    lines.push(
      `| ${label} | ${runs} | ${multiplier.toFixed(1)} | ${num(p.performance.median)} (${p.performance.min}–${p.performance.max}) | ${ms(p.lcpMs)} | ${ms(p.tbtMs)} | ${ms(p.fcpMs)} | ${p.cls.toFixed(3)} | ${score(p.bestPractices)} | ${score(p.seo)} | ${num(p.accessibility)} | ${(p.scriptBytes / 1024).toFixed(1)} KB | ${atDefault} | ${targets} |`,
    )
  }
  return lines.join('\n')
}
