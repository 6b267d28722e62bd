import { describe, expect, it } from 'vitest'
import { formatInpTable, INP_TARGET_MS, summariseInp, type InpRun } from '../../../scripts/lib/inpSummary'

const run = (inpMs: number | null, o: Partial<InpRun> = {}): InpRun => ({ inpMs, answeredMs: 300, ...o })

describe('bench:inp summary', () => {
  it("takes each interaction's median INP over its runs and judges it against Google's good (200 ms), the limit included", () => {
    const s = summariseInp('facet', [run(120), run(200), run(480), run(90), run(210)])!
    expect(s.inpMs).toBe(200)
    expect([s.min, s.max]).toEqual([90, 480])
    expect(s.met).toBe(true)
    expect(INP_TARGET_MS).toBe(200)
    expect(summariseInp('sort', [run(208), run(240), run(150)])!.met).toBe(false)
  })

  it('counts an interaction too fast for the Event Timing API to report as its 16 ms floor, and has no summary without a successful run', () => {
    expect(summariseInp('menu', [run(null), run(null), run(40)])!.inpMs).toBe(16)
    expect(summariseInp('menu', [])).toBeNull()
  })

  it('prints a markdown row per interaction with the attribution medians and by how much a miss is', () => {
    const table = formatInpTable([
      { label: 'facet click', attempted: 5, summary: summariseInp('facet click', [run(96, { inputDelayMs: 2, processingMs: 60, presentationDelayMs: 34 }), run(104, { inputDelayMs: 4, processingMs: 70, presentationDelayMs: 30 })], 5) },
      { label: 'sort change', attempted: 5, summary: summariseInp('sort change', [run(264, { answeredMs: 900 })]) },
      { label: 'menu', attempted: 5, summary: null },
    ]).split('\n')
    expect(table).toHaveLength(5)
    expect(table[2]).toBe('| facet click | 2 of 5 | 100 ms (96–104) | 3 ms | 65 ms | 32 ms | 300 ms | ✓ met |')
    expect(table[3]).toBe('| sort change | 1 | 264 ms (264–264) | – | – | – | 900 ms | ✗ by 64 ms |')
    expect(table[4]).toBe('| menu | 0 of 5 | – | – | – | – | – | no successful run |')
  })
})

