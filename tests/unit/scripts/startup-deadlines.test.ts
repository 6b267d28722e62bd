/**
 * The start path's deadlines and failpoint (scripts/lib/startupDeadlines.ts,
 * startupFailpoint.ts) and the app's wait for the start-up gate (src/server/startupGate.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startupDeadlines, StartupStepTimeout, withDeadline } from '../../../scripts/lib/startupDeadlines'
import { failpointDelayMs } from '../../../scripts/lib/startupFailpoint'
import { whenStartupReady } from '../../../src/server/startupGate'

afterEach(() => vi.useRealTimers())

describe('start-up deadlines', () => {
  it('default to 180 s a step, 30 min for migrations and the seed, 5 min for the first page, and follow the settings', () => {
    expect(startupDeadlines({})).toEqual({ stepMs: 180_000, dataMs: 1_800_000, firstPageMs: 300_000 })
    expect(startupDeadlines({ STARTUP_STEP_TIMEOUT_SECONDS: '20', STARTUP_DATA_TIMEOUT_SECONDS: '600', STARTUP_FIRST_PAGE_TIMEOUT_SECONDS: '90' })).toEqual({ stepMs: 20_000, dataMs: 600_000, firstPageMs: 90_000 })
    expect(startupDeadlines({ STARTUP_STEP_TIMEOUT_SECONDS: 'soon', STARTUP_DATA_TIMEOUT_SECONDS: '-1' })).toEqual({ stepMs: 180_000, dataMs: 1_800_000, firstPageMs: 300_000 })
  })

  it('a step that never settles fails with its name and setting once its deadline passes', async () => {
    vi.useFakeTimers()
    const step = withDeadline('Loading the CMS', 5000, 'STARTUP_STEP_TIMEOUT_SECONDS', () => new Promise(() => {}))
    const failed = expect(step).rejects.toThrow('Start-up step "Loading the CMS" did not finish within 5 s (STARTUP_STEP_TIMEOUT_SECONDS)')
    await vi.advanceTimersByTimeAsync(5000)
    await failed
    await expect(step).rejects.toBeInstanceOf(StartupStepTimeout)
  })

  it('a step that finishes gives its result', async () => {
    await expect(withDeadline('Checking the database', 5000, 'X', async () => 42)).resolves.toBe(42)
  })
})

describe('STARTUP_FAILPOINT', () => {
  it('names a delay per step; unset or another step means none', () => {
    expect(failpointDelayMs('delay-db', 'delay-db:3000')).toBe(3000)
    expect(failpointDelayMs('delay-payload-load', 'delay-db:3000, delay-payload-load:250')).toBe(250)
    expect(failpointDelayMs('delay-payload-load', 'delay-db:3000')).toBe(0)
    expect(failpointDelayMs('delay-db', undefined)).toBe(0)
  })
})

describe("the app's wait for the start-up gate", () => {
  it('resolves only once the start script marks the state ready', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'state.json')
    fs.writeFileSync(file, JSON.stringify({ ready: false, phase: 'Applying migrations' }))
    let opened = false
    const waiting = whenStartupReady({ file, checkMs: 5 }).then(() => (opened = true))
    await new Promise((r) => setTimeout(r, 50))
    expect(opened).toBe(false)
    fs.writeFileSync(file, JSON.stringify({ ready: true, phase: 'Ready' }))
    await waiting
    expect(opened).toBe(true)
  })

  it('does not wait without a state file (a server started without the start scripts)', async () => {
    await expect(whenStartupReady({ file: '' })).resolves.toBeUndefined()
  })
})
