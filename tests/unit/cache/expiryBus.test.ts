import { describe, expect, it, vi } from 'vitest'
import { onExpiry, publishExpiry } from '@/cache/expiryBus'

describe('expiry bus', () => {
  it('delivers a published expiry to every subscriber until it unsubscribes', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onExpiry(first)
    const stopSecond = onExpiry(second)
    publishExpiry({ tags: ['site:1'], origin: 'local' })
    stopFirst()
    publishExpiry({ tags: ['site:2'], origin: 'peer' })
    stopSecond()
    publishExpiry({ tags: ['site:3'], origin: 'local' })
    expect(first.mock.calls).toEqual([[{ tags: ['site:1'], origin: 'local' }]])
    expect(second.mock.calls).toEqual([[{ tags: ['site:1'], origin: 'local' }], [{ tags: ['site:2'], origin: 'peer' }]])
  })

  it('reaches a subscriber in another copy of the module (Next bundles the app apart from the server)', async () => {
    vi.resetModules()
    const copy = await import('@/cache/expiryBus')
    expect(copy.onExpiry).not.toBe(onExpiry)
    const seen = vi.fn()
    const stop = copy.onExpiry(seen)
    publishExpiry({ tags: ['vehicles'], origin: 'local' })
    stop()
    expect(seen).toHaveBeenCalledWith({ tags: ['vehicles'], origin: 'local' })
  })

  it('keeps delivering when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    const stopBad = onExpiry(() => {
      throw new Error('boom')
    })
    const stopGood = onExpiry(after)
    publishExpiry({ tags: [], origin: 'local' })
    stopBad()
    stopGood()
    expect(after).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
