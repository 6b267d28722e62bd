/**
 * The app hears the edge's drain (src/server/drain.ts) on diagnostics channels: its copy of the
 * module (Next bundles the app apart from the edge) says "draining" once the edge's copy does, and
 * the edge waits for the app's drain-start work (stopping the jobs runner) before it closes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

describe('drain channels', () => {
  it('another module copy sees the drain, and its drain-start work is awaited before the close', async () => {
    const edge = await import('@/server/drain')
    vi.resetModules()
    const app = await import('@/server/drain')
    expect(app).not.toBe(edge)
    cleanups.push(() => edge.resetDrainForTests())
    let jobsStopped = false
    let release!: () => void
    cleanups.push(
      app.onDrainStart(
        () =>
          new Promise<void>((resolve) => {
            release = () => {
              jobsStopped = true
              resolve()
            }
          }),
      ),
    )
    expect(app.isDraining()).toBe(false)
    const exits: number[] = []
    const stopping = edge.drainAndStop({ delay: false, delayMs: 0, graceMs: 100, exit: (c) => exits.push(c), log: () => {} })
    expect(app.isDraining()).toBe(true)
    await new Promise((r) => setTimeout(r, 30))
    expect(exits).toEqual([]) // still waiting for the jobs runner
    release()
    await stopping
    expect(jobsStopped).toBe(true)
    expect(exits).toEqual([0])
  })
})
