import { describe, expect, it } from 'vitest'
import { needsSeed } from '../../../seed/state'

describe('needsSeed (when `npm start` seeds)', () => {
  const done = { status: 'done' as const, startedAt: '2026-11-23T00:00:00Z', finishedAt: '2026-11-23T00:00:20Z' }
  const running = { status: 'running' as const, startedAt: '2026-11-23T00:00:00Z' }

  it('seeds an empty database', () => expect(needsSeed({ seedEnabled: true, siteCount: 0, seedState: null })).toBe(true))
  it('completes a seed that was interrupted (sites exist, marker still "running")', () =>
    expect(needsSeed({ seedEnabled: true, siteCount: 2, seedState: running })).toBe(true))
  it('leaves a finished seed alone', () => expect(needsSeed({ seedEnabled: true, siteCount: 3, seedState: done })).toBe(false))
  it("leaves an operator's sites (no marker) alone", () => expect(needsSeed({ seedEnabled: true, siteCount: 5, seedState: null })).toBe(false))
  it('never seeds with SEED=false', () => {
    expect(needsSeed({ seedEnabled: false, siteCount: 0, seedState: null })).toBe(false)
    expect(needsSeed({ seedEnabled: false, siteCount: 1, seedState: running })).toBe(false)
  })
})
