import { describe, expect, it } from 'vitest'
import { clearedSessionCookie, sessionCookie, sessionTokenFrom, signSession, verifySession, SESSION_COOKIE } from '@/accounts/session'
import { codeMatches, hashCode, newCode, normaliseEmail } from '@/accounts/codes'

process.env.PAYLOAD_SECRET ||= 'unit-test-secret'

describe('shopper session cookie', () => {
  const claims = { customer: 7, site: 3, version: 2, expires: Math.floor(Date.now() / 1000) + 60 }

  it('verifies its own token and nothing altered', () => {
    const token = signSession(claims)
    expect(verifySession(token)).toEqual(claims)
    const [body, mac] = token.split('.')
    const otherBody = Buffer.from(JSON.stringify([8, 3, 2, claims.expires])).toString('base64url')
    expect(verifySession(`${otherBody}.${mac}`)).toBeNull()
    expect(verifySession(`${body}.${mac!.slice(0, -2)}xx`)).toBeNull()
    for (const bad of ['', '.', 'abc', `${body}.`, `.${mac}`, 'x'.repeat(400), null, undefined]) expect(verifySession(bad as string)).toBeNull()
  })

  it('expires', () => {
    const token = signSession({ ...claims, expires: 1000 })
    expect(verifySession(token)).toBeNull()
  })

  it('is HttpOnly, SameSite=Lax, host-only; Secure only over https', () => {
    expect(sessionCookie('t', false)).toBe(`${SESSION_COOKIE}=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`)
    expect(sessionCookie('t', true)).toContain('; Secure')
    expect(clearedSessionCookie(false)).toContain('Max-Age=0')
    expect(sessionTokenFrom(`a=b; ${SESSION_COOKIE}=tok.en; c=d`)).toBe('tok.en')
    expect(sessionTokenFrom('a=b')).toBeNull()
  })
})

describe('sign-in codes', () => {
  it('are six digits and match only their own customer', () => {
    const code = newCode()
    expect(code).toMatch(/^\d{6}$/)
    const hash = hashCode(5, code)
    expect(codeMatches(5, code, hash)).toBe(true)
    expect(codeMatches(6, code, hash)).toBe(false)
    expect(codeMatches(5, 'abcdef', hash)).toBe(false)
    expect(codeMatches(5, code, null)).toBe(false)
  })
  it('normalise e-mails', () => {
    expect(normaliseEmail('  Jo@Example.COM ')).toBe('jo@example.com')
    expect(normaliseEmail('no')).toBeNull()
    expect(normaliseEmail(42)).toBeNull()
  })
})
