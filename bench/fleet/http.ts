/** The fleet benchmark's requests: node:http with a Host header (fetch() would replace it) and kept-alive sockets. */
import http from 'node:http'

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number }

type RequestOptions = { host?: string; method?: string; body?: string; headers?: Record<string, string>; timeoutMs?: number }

/**
 * One request; asked again once when a kept-alive socket turned out closed by the server (its idle
 * timeout, 5 s in Node, raced the reuse: Node's documented `reusedSocket` + ECONNRESET case).
 */
export function request(origin: string, pathname: string, options: RequestOptions = {}): Promise<Answer> {
  return requestOnce(origin, pathname, options).catch((error: Error & { code?: string; reusedSocket?: boolean }) => {
    if (error.reusedSocket && error.code === 'ECONNRESET') return requestOnce(origin, pathname, options)
    throw error
  })
}

function requestOnce(origin: string, pathname: string, options: RequestOptions): Promise<Answer> {
  const url = new URL(pathname, origin)
  const started = performance.now()
  const headers: Record<string, string> = { ...(options.host ? { host: options.host } : {}), ...options.headers }
  if (options.body) {
    headers['content-type'] ??= 'application/json'
    headers['content-length'] = String(Buffer.byteLength(options.body))
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, ms: performance.now() - started }))
      res.on('error', reject)
    })
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error(`${pathname} timed out`)))
    req.on('error', (error: Error & { reusedSocket?: boolean }) => {
      error.reusedSocket = req.reusedSocket
      reject(error)
    })
    req.end(options.body)
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}
