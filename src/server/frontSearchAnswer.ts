/**
 * The front search's answers on the wire (src/server/frontSearch.ts): a miss fetched from Next or
 * answered by the endpoint in process, shaped into an answer to send and maybe store, and sent.
 */
import type http from 'node:http'
import type { FrontSearchBridge } from '../search/frontSearchChannel'
import { BYPASS_HEADER, bestAvailableEncoding, compress, loopbackFetch, type Bodies, type Encoding, type Fetched, type HeaderPairs } from './frontStore'

const FETCH_TIMEOUT_MS = 30_000
const DROPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date'])

/** An answer as sent: stored ones carry their generation, expiry and the encodings made so far. */
export interface SearchAnswer {
  stored: boolean
  status: number
  headers: HeaderPairs
  bodies: Bodies
  bytes: number
  complete?: boolean
  completing?: Promise<SearchAnswer>
  generation?: number
  expiresAt?: number
}

/** A miss fetched from this same server over loopback, marked with the edge's per-process secret. */
export function forwardToNext(req: http.IncomingMessage, body: Buffer, port: number, token: string): Promise<Fetched> {
  const get = req.method === 'GET'
  const headers: http.OutgoingHttpHeaders = {
    host: req.headers.host || '127.0.0.1',
    ...(get ? {} : { 'content-type': req.headers['content-type'] || 'application/json', 'content-length': String(body.length) }),
    'accept-encoding': 'identity',
    [BYPASS_HEADER]: token,
  }
  return loopbackFetch({ port, method: get ? 'GET' : 'POST', path: req.url || '/', headers, ...(get ? {} : { body }), timeoutMs: FETCH_TIMEOUT_MS, what: 'front search' })
}

/** The endpoint's answer in process (the bridge's `answer`), shaped like a loopback fetch's. */
export async function answerInProcess(answer: NonNullable<FrontSearchBridge['answer']>, slug: string, body: Buffer, shared: boolean): Promise<Fetched> {
  const answered = await answer(slug, body.toString('utf8'), shared)
  const headers: http.IncomingHttpHeaders = {}
  for (const [name, value] of answered.headers) headers[name.toLowerCase()] = value
  return { status: answered.status, headers, body: Buffer.from(answered.body) }
}

/** The endpoint's answer as sent and, when it is a 200 JSON answer, stored (compressed in `encoding` only). */
export async function toSearchAnswer(fetched: Fetched, generation: number, encoding: Encoding, expiresAt: number): Promise<SearchAnswer> {
  const headers: HeaderPairs = []
  for (const [name, value] of Object.entries(fetched.headers)) {
    if (!DROPPED_HEADERS.has(name) && value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
  }
  const raw = fetched.body
  const json = String(fetched.headers['content-type'] || '').startsWith('application/json')
  const contentEncoding = fetched.headers['content-encoding']
  const identityEncoded = !contentEncoding || contentEncoding === 'identity'
  if (fetched.status !== 200 || !json || !identityEncoded || fetched.headers['set-cookie']) {
    return { stored: false, status: fetched.status, headers: contentEncoding ? [...headers, ['content-encoding', String(contentEncoding)]] : headers, bodies: { identity: raw }, bytes: raw.length }
  }
  const bodies: Bodies = { identity: raw }
  let bytes = raw.length
  if (encoding !== 'identity') {
    const encoded = await compress(raw, encoding, { fast: true })
    bodies[encoding] = encoded
    bytes += encoded.length
  }
  return { stored: true, status: 200, headers, bodies, bytes, complete: false, generation, expiresAt }
}

/** Sends an answer in the best encoding it has for the request, with `extraHeaders` last. */
export function sendSearchAnswer(req: http.IncomingMessage, res: http.ServerResponse, answer: Pick<SearchAnswer, 'stored' | 'status' | 'headers' | 'bodies'>, extraHeaders?: HeaderPairs) {
  const encoding = answer.stored ? bestAvailableEncoding(req.headers['accept-encoding'], answer.bodies) : 'identity'
  const body = answer.bodies[encoding] ?? answer.bodies.identity
  for (const [name, value] of answer.headers) res.setHeader(name, value)
  if (answer.stored) {
    const vary = String(res.getHeader('vary') || '')
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding)
  if (extraHeaders) for (const [name, value] of extraHeaders) res.setHeader(name, value)
  res.setHeader('content-length', body.length)
  res.writeHead(answer.status)
  res.end(body)
}

/** A JSON error answer, unless the response is already under way. */
export function sendSearchError(res: http.ServerResponse, status: number, message: string) {
  if (res.headersSent || res.destroyed) return
  const body = Buffer.from(JSON.stringify({ message, status }))
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-length': body.length })
  res.end(body)
}
