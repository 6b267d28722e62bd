/**
 * Contract tests of the valuation and rego-lookup HTTP adapters (issue 20) against a local HTTP
 * fake of their API: the request (method, path, query, body), the auth header, the timeout and
 * the error mapping; and the lookup fallbacks (provider down or not knowing a plate → local).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configuredRegoLookup, httpRegoLookup, localRegoLookup, lookupRego, plateAnswer } from '@/valuation/server/regoLookup'
import { chooseValuationProvider, httpValuation, localValuation } from '@/valuation/server/valuationProvider'
import { ProviderError } from '@/valuation/server/providerError'
import type { ValuationRequest } from '@/valuation/server/types'

type Seen = { method?: string; url?: string; auth?: string; body: string }
let seen: Seen[] = []
let reply: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('{}')
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body })
      reply(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
})

const sendJson = (status: number, body: unknown) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const request: ValuationRequest = {
  car: { make: 'Toyota', model: 'Corolla', year: 2022, variant: 'SX' },
  answers: { odometer: 40000, serviceHistory: 'full', twoKeys: true, illegalModifications: false, condition: 'good', componentsPresent: true, underFinance: false },
  settings: { reconditioningCost: 1500, marginPercent: 12 },
  currentYear: 2026,
}

describe('rego lookup HTTP adapter', () => {
  const provider = (timeoutMs = 3000) => httpRegoLookup({ url: base, apiKey: 'rego-key', timeoutMs })

  it('GETs /lookup with the normalised plate, the state and the bearer key; reads the car', async () => {
    reply = sendJson(200, { vehicle: { make: 'Mazda', model: 'CX-5', year: 2021, variant: 'Touring' } })
    expect(await provider().lookup('abc 12-3', 'qld')).toEqual({ make: 'Mazda', model: 'CX-5', year: 2021, variant: 'Touring' })
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/lookup?rego=ABC123&state=QLD', auth: 'Bearer rego-key' })
  })

  it('404 is an unknown plate (null); an answer without a usable year is null too', async () => {
    reply = sendJson(404, { error: 'not found' })
    expect(await provider().lookup('ZZZ999', 'nsw')).toBeNull()
    reply = sendJson(200, { make: 'Mazda', model: 'CX-5', year: 'soon' })
    expect(await provider().lookup('ZZZ999', 'nsw')).toBeNull()
  })

  it('maps a refused key, a server error, a non-JSON answer and a slow answer to ProviderError', async () => {
    reply = sendJson(401, {})
    await expect(provider().lookup('A1', 'qld')).rejects.toMatchObject({ failure: 'auth' })
    reply = sendJson(503, {})
    await expect(provider().lookup('A1', 'qld')).rejects.toMatchObject({ failure: 'unavailable' })
    reply = (_req, res) => res.end('<html>oops</html>')
    await expect(provider().lookup('A1', 'qld')).rejects.toMatchObject({ failure: 'unavailable' })
    reply = (_req, res) => setTimeout(() => res.end('{}'), 1000)
    await expect(provider(200).lookup('A1', 'qld')).rejects.toMatchObject({ failure: 'timeout' })
  })

  it('a provider that is not listening is unavailable', async () => {
    const down = httpRegoLookup({ url: 'http://127.0.0.1:9/v1', apiKey: 'k', timeoutMs: 500 })
    await expect(down.lookup('A1', 'qld')).rejects.toBeInstanceOf(ProviderError)
  })

  it('is chosen only when REGO_LOOKUP_URL and REGO_LOOKUP_KEY are both set', () => {
    expect(configuredRegoLookup({})).toBeNull()
    expect(configuredRegoLookup({ REGO_LOOKUP_URL: base })).toBeNull()
    expect(configuredRegoLookup({ REGO_LOOKUP_URL: base, REGO_LOOKUP_KEY: 'k' })?.name).toBe('http')
  })
})

describe('rego lookup fallbacks', () => {
  const stock = localRegoLookup(async (rego) => (rego === '123ABC' ? { make: 'Kia', model: 'Sportage', year: 2020, variant: 'SX' } : null))

  it('the demo plate table, then the dealer stock plates, then nothing (manual entry)', async () => {
    expect(await lookupRego('trade1', 'QLD', { configured: null, local: stock })).toMatchObject({ car: { make: 'Toyota', model: 'Corolla' }, source: 'local' })
    expect(await lookupRego('TRADE1', 'nsw', { configured: null, local: stock })).toEqual({ car: null, providerDown: false })
    expect(await lookupRego('123 ABC', 'qld', { configured: null, local: stock })).toMatchObject({ car: { make: 'Kia' } })
    expect(await lookupRego('NOPE1', 'qld', { configured: null, local: stock })).toEqual({ car: null, providerDown: false })
  })

  it('a provider that is down falls back to the local lookup, and says so when that finds nothing', async () => {
    const down = { name: 'http', lookup: async () => { throw new ProviderError('timeout', 'slow') } }
    expect(await lookupRego('TRADE1', 'qld', { configured: down, local: stock })).toMatchObject({ car: { make: 'Toyota' }, source: 'local' })
    expect(await lookupRego('NOPE1', 'qld', { configured: down, local: stock })).toEqual({ car: null, providerDown: true })
  })

  it('does the same work for every plate: the stock plates are asked for a demo plate and when the provider knows it (no timing-visible "in stock" branch)', async () => {
    const asked: string[] = []
    const spy = localRegoLookup(async (rego) => {
      asked.push(rego)
      return null
    })
    await lookupRego('TRADE1', 'qld', { configured: null, local: spy })
    await lookupRego('NOPE1', 'qld', { configured: null, local: spy })
    const knows = { name: 'http', lookup: async () => ({ make: 'Ford', model: 'Ranger', year: 2020 }) }
    await lookupRego('FORD1', 'qld', { configured: knows, local: spy })
    expect(asked).toEqual(['TRADE1', 'NOPE1', 'FORD1'])
  })

  it('answers every known plate with the same fields, whatever found it', () => {
    expect(Object.keys(plateAnswer({ make: 'Kia', model: 'Sportage', year: 2020 })).sort()).toEqual(Object.keys(plateAnswer({ make: 'Toyota', model: 'Corolla', year: 2022, variant: 'Ascent' })).sort())
  })

  it('a plate the provider does not know is tried locally; one it knows wins', async () => {
    const knowsNothing = { name: 'http', lookup: async () => null }
    expect(await lookupRego('TRADE1', 'qld', { configured: knowsNothing, local: stock })).toMatchObject({ source: 'local' })
    const knows = { name: 'http', lookup: async () => ({ make: 'Ford', model: 'Ranger', year: 2020 }) }
    expect(await lookupRego('TRADE1', 'qld', { configured: knows, local: stock })).toMatchObject({ car: { make: 'Ford' }, source: 'http' })
  })
})

describe('valuation HTTP adapter', () => {
  const provider = (timeoutMs = 3000) => httpValuation({ url: base, apiKey: 'val-key', timeoutMs })

  it('POSTs /valuations with the car, odometer and answers and the bearer key; reads offer and range', async () => {
    reply = sendJson(200, { offer: 19040, low: 18400, high: 19600, retail: 24000 })
    const e = await provider().value(request)
    expect(e).toMatchObject({ eligible: true, offer: 19000, low: 18400, high: 19600, retailEstimate: 24000 })
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/valuations', auth: 'Bearer val-key' })
    expect(JSON.parse(seen[0].body)).toMatchObject({ make: 'Toyota', model: 'Corolla', year: 2022, odometer: 40000, answers: { serviceHistory: 'full' } })
  })

  it('SPEC.md §9 cut-offs apply before the provider is asked', async () => {
    const e = await provider().value({ ...request, car: { ...request.car, year: 2010 } })
    expect(e).toMatchObject({ eligible: false, reason: 'age' })
    expect(seen).toHaveLength(0)
  })

  it('a car with illegal modifications gets no figure from the provider either: a person calls (issue 32)', async () => {
    reply = sendJson(200, { offer: 19040 })
    const e = await provider().value({ ...request, answers: { ...request.answers, illegalModifications: true } })
    expect(e).toMatchObject({ eligible: false, reason: 'illegal-modifications' })
    expect(seen).toHaveLength(0)
  })

  it('no figure from the provider (offer null, 404/422) is "we will call you"; a range it gets wrong is replaced', async () => {
    reply = sendJson(200, { offer: null })
    expect(await provider().value(request)).toMatchObject({ eligible: false })
    reply = sendJson(422, { error: 'unknown model' })
    expect(await provider().value(request)).toMatchObject({ eligible: false })
    reply = sendJson(200, { offer: 20000, low: 25000, high: 5 })
    expect(await provider().value(request)).toMatchObject({ eligible: true, offer: 20000, low: 19400, high: 20600 })
  })

  it('maps auth failures, 5xx, absurd figures and timeouts to ProviderError', async () => {
    reply = sendJson(403, {})
    await expect(provider().value(request)).rejects.toMatchObject({ failure: 'auth' })
    reply = sendJson(500, {})
    await expect(provider().value(request)).rejects.toMatchObject({ failure: 'unavailable' })
    reply = sendJson(200, { offer: -5 })
    await expect(provider().value(request)).rejects.toMatchObject({ failure: 'unavailable' })
    reply = (_req, res) => setTimeout(() => res.end('{"offer":1}'), 1000)
    await expect(provider(200).value(request)).rejects.toMatchObject({ failure: 'timeout' })
  })

  it('is chosen by VALUATION_API_URL and VALUATION_API_KEY; the local estimate otherwise', async () => {
    const comparables = async () => [{ id: 1, make: 'Toyota', model: 'Corolla', year: 2022, km: 40000, price: 30000 }]
    expect(chooseValuationProvider(comparables, {}).name).toBe('local')
    expect(chooseValuationProvider(comparables, { VALUATION_API_URL: base, VALUATION_API_KEY: 'k' }).name).toBe('http')
    expect(await localValuation(comparables).value(request)).toMatchObject({ eligible: true })
  })
})
