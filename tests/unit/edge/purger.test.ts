/**
 * The edge purge queue (src/edge/purge/purger.ts) and its timing (src/edge/purge/whenApplied.ts):
 * batching, bounds per request, retries, and purging once Next's cache has applied an expiry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PurgeError, batchesOf, createEdgePurger, type EdgePurgeAdapter } from '@/edge/purge/purger'
import { createPurgeTiming } from '@/edge/purge/whenApplied'
import { edgePurgeAdapterFrom } from '@/edge/purge/fromEnv'

afterEach(() => {
  vi.useRealTimers()
})

function recordingAdapter(failures: Array<Error | null> = [], maxKeys = 3): EdgePurgeAdapter & { calls: string[][] } {
  const calls: string[][] = []
  return {
    name: 'test',
    maxKeys,
    maxBytes: 1000,
    calls,
    async purge(keys) {
      calls.push([...keys])
      const failure = failures.shift()
      if (failure) throw failure
    },
  }
}

describe('edge purge queue', () => {
  it('sends tags expired together in one batch, each key once, split by the adapter bound', async () => {
    const adapter = recordingAdapter()
    const purger = createEdgePurger({ adapter, batchMs: 5 })
    purger.purge(['site:1', 'site:1:vehicles'])
    purger.purge(['site:1', 'site:1:vehicle:a', 'site:2'])
    await purger.idle()
    expect(adapter.calls).toEqual([
      ['site:1', 'site:1:vehicles', 'site:1:vehicle:a'],
      ['site:2'],
    ])
    expect(purger.stats()).toEqual({ sent: 4, failed: 0 })
  })

  it('bounds a request by bytes as well as by keys', () => {
    expect(batchesOf(['aaaa', 'bbbb', 'cccc'], 10, 10)).toEqual([['aaaa', 'bbbb'], ['cccc']])
    expect(batchesOf(['a-key-longer-than-the-bound'], 10, 5)).toEqual([['a-key-longer-than-the-bound']])
  })

  it('retries a failed request with back-off, and gives up on one the edge refuses for good', async () => {
    const lines: string[] = []
    const flaky = recordingAdapter([new Error('ECONNREFUSED'), new PurgeError('503', true)])
    const purger = createEdgePurger({ adapter: flaky, batchMs: 1, backoffMs: 1, log: (l) => lines.push(l) })
    purger.purge(['site:1'])
    await purger.idle()
    expect(flaky.calls).toEqual([['site:1'], ['site:1'], ['site:1']])
    expect(purger.stats()).toEqual({ sent: 1, failed: 0 })

    const refused = recordingAdapter([new PurgeError('403 Forbidden', false)])
    const purger2 = createEdgePurger({ adapter: refused, batchMs: 1, backoffMs: 1, log: (l) => lines.push(l) })
    purger2.purge(['site:2'])
    await purger2.idle()
    expect(refused.calls).toEqual([['site:2']])
    expect(purger2.stats()).toEqual({ sent: 0, failed: 1 })
    expect(lines.join('\n')).toMatch(/did not take 1 key\(s\) \(site:2\) after 1 attempt/)
  })

  it('queuing never waits for the edge (a save is not held up by a slow CDN)', async () => {
    let release: () => void = () => {}
    const slow: EdgePurgeAdapter = { name: 'slow', maxKeys: 10, maxBytes: 1000, purge: () => new Promise<void>((resolve) => (release = resolve)) }
    const purger = createEdgePurger({ adapter: slow, batchMs: 1 })
    expect(purger.purge(['site:1'])).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    await purger.idle()
    expect(purger.stats().sent).toBe(1)
  })
})

describe('edge purge timing', () => {
  it("purges a local expiry when Next's cache has applied it, and not another instance's", () => {
    vi.useFakeTimers()
    const purged: string[][] = []
    const timing = createPurgeTiming({ purge: (tags) => purged.push([...tags]), settleMs: 2000 })
    timing.local(['site:1:vehicle:a', 'site:1:vehicles'])
    expect(purged).toEqual([])
    timing.applied(['site:1:vehicle:a', 'site:9'])
    expect(purged).toEqual([['site:1:vehicle:a']])
    // No echo (an expiry outside any request): purged once the settle time is over.
    vi.advanceTimersByTime(2000)
    expect(purged).toEqual([['site:1:vehicle:a'], ['site:1:vehicles']])
    expect(timing.pending()).toBe(0)
  })
})

describe('edge purge settings', () => {
  it('is off by default and says which setting a chosen adapter lacks', () => {
    expect(edgePurgeAdapterFrom({})).toBeNull()
    expect(edgePurgeAdapterFrom({ EDGE_PURGE: 'off' })).toBeNull()
    expect(edgePurgeAdapterFrom({ EDGE_PURGE: 'varnish', EDGE_PURGE_VARNISH_URLS: 'http://127.0.0.1:6081/' })?.name).toBe('Varnish')
    expect(() => edgePurgeAdapterFrom({ EDGE_PURGE: 'varnish' })).toThrow(/EDGE_PURGE_VARNISH_URLS/)
    expect(() => edgePurgeAdapterFrom({ EDGE_PURGE: 'fastly', FASTLY_API_TOKEN: 't' })).toThrow(/FASTLY_SERVICE_ID/)
    expect(() => edgePurgeAdapterFrom({ EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrow(/CLOUDFLARE_API_TOKEN/)
    expect(() => edgePurgeAdapterFrom({ EDGE_PURGE: 'akamai' })).toThrow(/off, varnish, fastly or cloudflare/)
  })
})
