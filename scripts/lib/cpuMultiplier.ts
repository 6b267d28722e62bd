/**
 * The CPU slowdown that makes Lighthouse emulate a mid-tier phone on the machine it runs on, from
 * the machine's `benchmarkIndex`. Pure.
 *
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") gives device
 * classes by benchmarkIndex (Chrome m86 on):
 *
 *   high-end desktop 1,500–2,000 · low-end desktop 1,000–1,500 · high-end mobile 800–1,200 ·
 *   mid-tier mobile 125–800 · low-end mobile < 125
 *
 * and the multiplier to emulate a mid-tier phone from each: high-end desktop 4× (range 2–10),
 * low-end desktop 2× (1–5), high-end mobile 2× (1–5), mid-tier mobile 1×. "If your device's
 * BenchmarkIndex falls on the higher end of its bracket, use a higher multiplier from the range …
 * on the lower end, a lower multiplier … somewhere in the middle, the suggested multiplier."
 *
 * As a function: the suggested multiplier at the middle of its bracket (2× at 1,250, 4× at
 * 1,750), 1× at 800 and below (the top of the mid-tier phone bracket: the host is no faster than
 * the phone), linear in between and on past 1,750 at the same slope, capped at 10× (the top of the
 * high-end desktop range). One continuous, rising line, so a machine on a bracket's edge does not
 * jump between 5× and 2×; each bracket's multipliers stay inside the guide's range for it
 * (low-end desktop 1,000–1,500 → 1.4–3.0×, high-end desktop 1,500–2,000 → 3.0–5.0×).
 * Rounded to 0.1. Lighthouse's default, 4×, is what this gives at 1,750.
 */

/** Points of the line: [benchmarkIndex, multiplier]. */
const CALIBRATION_POINTS: ReadonlyArray<readonly [number, number]> = [
  [800, 1],
  [1250, 2],
  [1750, 4],
]
const MIN_MULTIPLIER = 1
const MAX_MULTIPLIER = 10
export const DEFAULT_MULTIPLIER = 4

export type DeviceClass = 'high-end desktop' | 'low-end desktop' | 'high-end mobile' | 'mid-tier mobile' | 'low-end mobile'

/** The guide's device class of a benchmarkIndex (overlapping brackets: the faster class wins). */
export function deviceClassOf(benchmarkIndex: number): DeviceClass {
  if (benchmarkIndex >= 1500) return 'high-end desktop'
  if (benchmarkIndex >= 1000) return 'low-end desktop'
  if (benchmarkIndex >= 800) return 'high-end mobile'
  if (benchmarkIndex >= 125) return 'mid-tier mobile'
  return 'low-end mobile'
}

/** The CPU slowdown multiplier for a benchmarkIndex; throws on a missing or non-positive index. */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No usable benchmarkIndex (${benchmarkIndex})`)
  const points = CALIBRATION_POINTS
  const [firstIndex, firstMultiplier] = points[0]!
  if (benchmarkIndex <= firstIndex) return firstMultiplier
  let i = 1
  while (i < points.length - 1 && benchmarkIndex > points[i]![0]) i++
  const [x0, y0] = points[i - 1]!
  const [x1, y1] = points[i]!
  const raw = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)
  return Math.round(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, raw)) * 10) / 10
}
