/**
 * Expiries between instances (src/cache/expiryNotices.ts): a local expiry on one instance is
 * published on the others with origin 'peer', never echoed back, and notices stay under
 * PostgreSQL's size limit. A fake channel stands in for PostgreSQL's NOTIFY/LISTEN; each simulated
 * instance has its own bus.
 */
import { describe, expect, it } from 'vitest'
import type { CacheExpiry, ExpiryListener } from '@/cache/expiryBus'
import { expiryNoticePayloads, parseExpiryNotice, relayExpiries } from '@/cache/expiryNotices'
import { MAX_NOTICE_BYTES } from '@/notices/pgListener'

function fakeBus() {
  const listeners = new Set<ExpiryListener>()
  const seen: CacheExpiry[] = []
  return {
    seen,
    publish: (expiry: CacheExpiry) => {
      seen.push(expiry)
      for (const l of [...listeners]) l(expiry)
    },
    subscribe: (listener: ExpiryListener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** NOTIFY delivers every payload to every LISTENer, the sender included (as PostgreSQL does). */
function fakeChannel() {
  const receivers = new Set<(payload: string) => void>()
  return {
    listen: (onNotice: (payload: string) => void) => {
      receivers.add(onNotice)
      return { close: async () => void receivers.delete(onNotice) }
    },
    send: async (payload: string) => {
      for (const r of [...receivers]) r(payload)
    },
  }
}

describe('expiry relay', () => {
  it("publishes one instance's local expiry on the others as 'peer', once, and never back on its own", async () => {
    const channel = fakeChannel()
    const a = fakeBus()
    const b = fakeBus()
    const c = fakeBus()
    const relays = [
      relayExpiries({ ...channel, from: 'a', bus: a }),
      relayExpiries({ ...channel, from: 'b', bus: b }),
      relayExpiries({ ...channel, from: 'c', bus: c }),
    ]
    a.publish({ tags: ['site:1', 'site:1:pages'], origin: 'local' })
    await new Promise((r) => setTimeout(r, 0))
    expect(a.seen).toEqual([{ tags: ['site:1', 'site:1:pages'], origin: 'local' }])
    expect(b.seen).toEqual([{ tags: ['site:1', 'site:1:pages'], origin: 'peer' }])
    expect(c.seen).toEqual([{ tags: ['site:1', 'site:1:pages'], origin: 'peer' }])
    await Promise.all(relays.map((r) => r.close()))
    a.publish({ tags: ['site:2'], origin: 'local' })
    await new Promise((r) => setTimeout(r, 0))
    expect(b.seen).toHaveLength(1)
  })

  it('sends a local expiry only when the request has finished', async () => {
    const channel = fakeChannel()
    const a = fakeBus()
    const b = fakeBus()
    const deferred: Array<() => Promise<void>> = []
    relayExpiries({ ...channel, from: 'a', bus: a, defer: (work) => void deferred.push(work) })
    relayExpiries({ ...channel, from: 'b', bus: b })
    a.publish({ tags: ['site:1'], origin: 'local' })
    expect(b.seen).toEqual([])
    await deferred[0]!()
    expect(b.seen).toEqual([{ tags: ['site:1'], origin: 'peer' }])
  })

  it('keeps going when a notice cannot be sent', async () => {
    const a = fakeBus()
    const logged: string[] = []
    relayExpiries({ listen: () => ({ close: async () => {} }), send: async () => Promise.reject(new Error('db down')), from: 'a', bus: a, log: (m) => logged.push(m) })
    a.publish({ tags: ['site:1'], origin: 'local' })
    await new Promise((r) => setTimeout(r, 0))
    expect(logged.join()).toContain('db down')
  })
})

describe('expiry notices', () => {
  it('fit under PostgreSQL limit, however many tags, and read back', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `site:${i}:vehicle:some-long-car-slug-${i}`)
    const payloads = expiryNoticePayloads('me', tags)
    expect(payloads.length).toBeGreaterThan(1)
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTICE_BYTES)
    expect(payloads.flatMap((p) => parseExpiryNotice(p)!.tags)).toEqual(tags)
  })

  it('ignore malformed payloads', () => {
    expect(parseExpiryNotice('not json')).toBeNull()
    expect(parseExpiryNotice(JSON.stringify({ tags: ['site:1'] }))).toBeNull()
    expect(parseExpiryNotice(JSON.stringify({ from: 'x', tags: 'site:1' }))).toBeNull()
    expect(parseExpiryNotice(JSON.stringify({ from: 'x', tags: [] }))).toBeNull()
    expect(parseExpiryNotice(JSON.stringify({ from: 'x', tags: ['site:1', 5] }))).toEqual({ from: 'x', tags: ['site:1'] })
  })
})
