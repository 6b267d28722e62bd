import { describe, expect, it } from 'vitest'
import { createGate, submitGateOptions } from '../../../src/leads/submission/submitGate'

describe('lead submit gate (issue 19)', () => {
  it('lets `concurrency` in at once and queues the rest in order', async () => {
    const gate = createGate({ concurrency: 2, maxQueue: 10, maxWaitMs: 5_000 })
    const a = await gate.enter()
    const b = await gate.enter()
    const order: string[] = []
    const c = gate.enter().then((release) => (order.push('c'), release))
    const d = gate.enter().then((release) => (order.push('d'), release))
    expect(gate.stats()).toEqual({ running: 2, waiting: 2 })
    a!()
    a!() // releasing twice frees one place only
    const releaseC = await c
    expect(order).toEqual(['c'])
    expect(gate.stats()).toEqual({ running: 2, waiting: 1 })
    b!()
    await d
    expect(order).toEqual(['c', 'd'])
    releaseC!()
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 })
  })

  it('sheds when the queue is full or the wait is too long', async () => {
    const gate = createGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 30 })
    const first = await gate.enter()
    const waiting = gate.enter()
    expect(await gate.enter()).toBeNull() // queue full
    expect(await waiting).toBeNull() // waited too long
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 })
    first!()
    expect(typeof (await gate.enter())).toBe('function')
  })

  it('reads LEADS_CONCURRENCY, LEADS_QUEUE_MAX and LEADS_QUEUE_WAIT_MS, with defaults', () => {
    expect(submitGateOptions({})).toEqual({ concurrency: 8, maxQueue: 500, maxWaitMs: 30_000 })
    expect(submitGateOptions({ LEADS_CONCURRENCY: '4', LEADS_QUEUE_MAX: '0', LEADS_QUEUE_WAIT_MS: '1000' })).toEqual({ concurrency: 4, maxQueue: 0, maxWaitMs: 1000 })
    expect(submitGateOptions({ LEADS_CONCURRENCY: '0', LEADS_QUEUE_MAX: 'x' })).toEqual({ concurrency: 8, maxQueue: 500, maxWaitMs: 30_000 })
  })
})
