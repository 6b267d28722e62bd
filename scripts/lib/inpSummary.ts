/**
 * `npm run bench:inp`'s arithmetic: the median of each interaction's runs, the verdict against
 * Google's "good" INP (≤ 200 ms) and the markdown table. Pure functions, no I/O.
 */
import { median } from './lighthouseSummary'

/** Google's "good" Interaction to Next Paint. */
export const INP_TARGET_MS = 200

/**
 * The smallest interaction the Event Timing API reports (web-vitals' `durationThreshold` floor):
 * an interaction faster than this leaves no INP, and is counted as this (an upper bound).
 */
const EVENT_TIMING_FLOOR_MS = 16

/** One run of one interaction: web-vitals' INP (null: below the floor) and its attribution. */
export type InpRun = {
  inpMs: number | null
  inputDelayMs?: number
  processingMs?: number
  presentationDelayMs?: number
  /** From the input until the shopper saw its outcome (the bench's own clock, includes Playwright). */
  answeredMs: number
}

export type InpSummary = {
  label: string
  runs: number
  attempted: number
  inpMs: number
  min: number
  max: number
  inputDelayMs?: number
  processingMs?: number
  presentationDelayMs?: number
  answeredMs: number
  met: boolean
}

const optionalMedian = (values: Array<number | undefined>) => {
  const present = values.filter((v): v is number => typeof v === 'number')
  return present.length ? median(present) : undefined
}

/** The medians of an interaction's successful runs; null without one. */
export function summariseInp(label: string, runs: InpRun[], attempted = runs.length): InpSummary | null {
  if (runs.length === 0) return null
  const inp = runs.map((r) => r.inpMs ?? EVENT_TIMING_FLOOR_MS)
  const inpMs = median(inp)
  return {
    label,
    runs: runs.length,
    attempted,
    inpMs,
    min: Math.min(...inp),
    max: Math.max(...inp),
    inputDelayMs: optionalMedian(runs.map((r) => r.inputDelayMs)),
    processingMs: optionalMedian(runs.map((r) => r.processingMs)),
    presentationDelayMs: optionalMedian(runs.map((r) => r.presentationDelayMs)),
    answeredMs: median(runs.map((r) => r.answeredMs)),
    met: inpMs <= INP_TARGET_MS,
  }
}

const ms = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n)} ms`)

/** One markdown row per interaction; `failed` rows (no successful run) say so. */
export function formatInpTable(rows: Array<{ label: string; attempted: number; summary: InpSummary | null }>): string {
  const lines = [
    `| interaction | runs | INP median (min–max) | input delay | processing | presentation delay | answered after | INP ≤ ${INP_TARGET_MS} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ]
  for (const { label, attempted, summary: s } of rows) {
    if (!s) {
      lines.push(`| ${label} | 0 of ${attempted} | – | – | – | – | – | no successful run |`)
      continue
    }
    const runs = s.runs === s.attempted ? String(s.runs) : `${s.runs} of ${s.attempted}`
    lines.push(
      `| ${label} | ${runs} | ${ms(s.inpMs)} (${Math.round(s.min)}–${Math.round(s.max)}) | ${ms(s.inputDelayMs)} | ${ms(s.processingMs)} | ${ms(s.presentationDelayMs)} | ${ms(s.answeredMs)} | ${s.met ? '✓ met' : `✗ by ${Math.round(s.inpMs - INP_TARGET_MS)} ms`} |`,
    )
  }
  return lines.join('\n')
}
