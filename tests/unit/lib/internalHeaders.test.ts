import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { hideInternalResponseHeaders } from '@/server/internalHeaders'

describe('internal response headers', () => {
  it('drops x-middleware-rewrite and keeps every other header', () => {
    class Response extends http.ServerResponse {}
    hideInternalResponseHeaders(Response.prototype)
    const res = new Response(new http.IncomingMessage(null as never))
    res.setHeader('X-Middleware-Rewrite', '/s~sunshine-toyota/cars')
    res.setHeader('content-type', 'text/html')
    expect(res.getHeader('x-middleware-rewrite')).toBeUndefined()
    expect(res.getHeader('content-type')).toBe('text/html')
  })
})
