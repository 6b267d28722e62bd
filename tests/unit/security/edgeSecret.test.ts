/**
 * The edge's per-process secret (src/security/edgeSecret.ts): every copy of the module in the process
 * (Next bundles the app apart from the edge) gets the edge's secret once the edge provides it; a
 * copy without an edge keeps its own, so a stamp made elsewhere never holds.
 */
import { describe, expect, it, vi } from 'vitest'

describe('edge secret', () => {
  it('is the same in a separate module copy once the edge provides it, and unguessable before', async () => {
    const appCopy = await import('@/security/edgeSecret')
    const before = appCopy.edgeSecret()
    expect(before).toMatch(/^[A-Za-z0-9_-]{24}$/)
    vi.resetModules()
    const edgeCopy = await import('@/security/edgeSecret')
    expect(edgeCopy).not.toBe(appCopy)
    expect(edgeCopy.edgeSecret()).not.toBe(before)
    const secret = edgeCopy.provideEdgeSecret()
    expect(appCopy.edgeSecret()).toBe(secret)
    vi.resetModules()
    const laterCopy = await import('@/security/edgeSecret')
    expect(laterCopy.edgeSecret()).toBe(secret)
  })
})
