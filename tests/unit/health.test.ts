import { describe, expect, it } from 'vitest'
import { databaseAnswers, livenessReport, probeHeaders, readinessReport } from '../../src/db/health'

describe('health probes', () => {
  it('is ready only when the database query succeeds', async () => {
    expect(await databaseAnswers(async () => ({ rows: [{ '?column?': 1 }] }))).toBe(true)
    expect(await databaseAnswers(() => Promise.reject(new Error('connect ECONNREFUSED')))).toBe(false)
  })

  it('reports not ready, rather than waiting, when the database never answers', async () => {
    expect(await databaseAnswers(() => new Promise(() => {}), 20)).toBe(false)
  })

  it('answers 200 ok/up or 503 unavailable/down; liveness never asks the database', () => {
    expect(readinessReport(true)).toEqual({ status: 200, body: { status: 'ok', database: 'up' } })
    expect(readinessReport(false)).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } })
    expect(livenessReport()).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it("readiness's 503 says when to ask again (Retry-After), like every other 503; no answer is cached", () => {
    expect(probeHeaders(503)).toMatchObject({ 'Retry-After': expect.stringMatching(/^[1-9]\d*$/), 'Cache-Control': 'no-store' })
    expect(probeHeaders(200)).toEqual({ 'Cache-Control': 'no-store' })
  })
})
