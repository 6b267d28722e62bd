import { describe, expect, it } from 'vitest'
import { adminFrameAncestors, contentSecurityPolicy, newNonce, previewFrameSources, servedOverHttps } from '@/lib/csp'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('Content Security Policy', () => {
  const base = { frameAncestors: ['https://admin.example.com'] }

  it('admin pages: scripts only by nonce with strict-dynamic, no inline or eval', () => {
    const policy = contentSecurityPolicy({ ...base, nonce: 'abc123' })
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(policy).not.toMatch(/unsafe-eval/)
  })

  it('every page: default-src self, object-src none, base-uri self, framing only by the admin', () => {
    for (const nonce of ['n', null]) {
      const policy = contentSecurityPolicy({ ...base, nonce })
      expect(directive(policy, 'default-src')).toBe("default-src 'self'")
      expect(directive(policy, 'object-src')).toBe("object-src 'none'")
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
      expect(directive(policy, 'form-action')).toBe("form-action 'self'")
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self' https://admin.example.com")
    }
  })

  it('site pages: scripts from this origin only (no other host), eval only in development', () => {
    const policy = contentSecurityPolicy({ ...base, nonce: null })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(contentSecurityPolicy({ ...base, nonce: null, dev: true }), 'script-src')).toMatch(/'unsafe-eval'/)
    expect(directive(contentSecurityPolicy({ ...base, nonce: null, googleMaps: true }), 'script-src')).toMatch(/maps\.googleapis\.com/)
  })

  it('upgrades insecure requests only over https', () => {
    expect(contentSecurityPolicy({ ...base, nonce: null, https: true })).toMatch(/upgrade-insecure-requests$/)
    expect(contentSecurityPolicy({ ...base, nonce: null })).not.toMatch(/upgrade-insecure-requests/)
  })

  it('frame-ancestors: SERVER_URL in production, never a localhost port wildcard', () => {
    expect(adminFrameAncestors({ SERVER_URL: 'https://admin.dealer.example/x', PORT: '3000' })).toEqual(['https://admin.dealer.example'])
    expect(adminFrameAncestors({ PORT: '3140' })).toEqual(['http://localhost:3140', 'http://127.0.0.1:3140'])
    expect(adminFrameAncestors({ SERVER_URL: 'not a url' })).toEqual([])
    expect(previewFrameSources({ PORT: '3140' })).toEqual(['http://*.localhost:3140'])
  })

  it('https is read from the URL or the forwarding proxy', () => {
    expect(servedOverHttps('https:', null)).toBe(true)
    expect(servedOverHttps('http:', 'https')).toBe(true)
    expect(servedOverHttps('http:', 'HTTPS, http')).toBe(true)
    expect(servedOverHttps('http:', null)).toBe(false)
  })

  it('a fresh nonce each time', () => {
    const a = newNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(a)
  })
})
