import { beforeAll, describe, expect, it } from 'vitest'
import { createPreviewToken, verifyPreviewToken } from '../../src/preview/token'

beforeAll(() => {
  process.env.PAYLOAD_SECRET = 'unit-test-secret'
})

describe('live preview tokens', () => {
  const now = Date.parse('2026-11-21T00:00:00Z')
  it('open the draft of exactly one document while fresh', () => {
    const token = createPreviewToken('pages', 42, now)
    expect(verifyPreviewToken(token, 'pages', 42, now + 60_000)).toBe(true)
    expect(verifyPreviewToken(token, 'pages', 43, now)).toBe(false)
    expect(verifyPreviewToken(token, 'posts', 42, now)).toBe(false)
  })
  it('expire after four hours', () => {
    const token = createPreviewToken('pages', 42, now)
    expect(verifyPreviewToken(token, 'pages', 42, now + 5 * 3600_000)).toBe(false)
  })
  it('refuse forged or malformed tokens', () => {
    const [c, id, exp] = createPreviewToken('pages', 42, now).split('.')
    expect(verifyPreviewToken(`${c}.${id}.${Number(exp) + 9999}.forged`, 'pages', 42, now)).toBe(false)
    for (const bad of [undefined, '', 'x', 'a.b.c.d.e', 'pages.42.abc.sig', 'p'.repeat(400)]) expect(verifyPreviewToken(bad, 'pages', 42, now)).toBe(false)
  })
})
