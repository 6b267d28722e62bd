/**
 * Graceful stop of the production server (issue 19, item 4: "SIGTERM stops accepting at once
 * with no draining of requests in flight").
 *
 * On SIGTERM the server first *drains*: `/api/health/ready` answers 503 `{status:'draining'}` so
 * a load balancer or orchestrator takes the instance out of rotation, every response asks its
 * client to close the connection, the jobs runner claims nothing new, and new requests are still
 * served for `SHUTDOWN_DELAY_SECONDS` (default 5; the time a balancer needs to notice). Then the
 * listening socket closes, idle connections close, requests in flight finish (up to
 * `SHUTDOWN_GRACE_SECONDS`, default 20, after which the rest are cut) and the process exits 0.
 * SIGINT (Ctrl-C) drains without the delay.
 *
 * The servers and requests are seen through the one request hook the process already has
 * (`src/security/peerAddress.ts` calls `trackRequest`); this module adds no patch of its own.
 * Installed from src/instrumentation.ts when the start script asks for it
 * (`NEXT_MANUAL_SIG_HANDLE=true`, which also turns Next's own immediate close off).
 */
import type http from 'node:http'

export interface DrainOptions {
  /** How long new requests are still served after SIGTERM, in ms. */
  delayMs: number
  /** How long requests in flight may take to finish once the socket is closed, in ms. */
  graceMs: number
  /** Run before the socket closes (e.g. stop claiming jobs); failures are logged and ignored. */
  beforeClose?: () => Promise<void> | void
  exit?: (code: number) => void
  log?: (message: string) => void
}

interface DrainState {
  servers: Set<http.Server>
  inFlight: number
  draining: boolean
  idle: Set<() => void>
  installed: boolean
}

const STATE = Symbol.for('dealer-platform.server.drain')
type GlobalWithState = typeof globalThis & { [STATE]?: DrainState }

/** One state per process (instrumentation and route handlers are bundled apart). */
function state(): DrainState {
  const g = globalThis as GlobalWithState
  g[STATE] ??= { servers: new Set(), inFlight: 0, draining: false, idle: new Set(), installed: false }
  return g[STATE]
}

/** True from the stop signal on: readiness answers 503 and responses close their connection. */
export const isDraining = (): boolean => state().draining

/** Counts a request from its arrival to its response's close, and remembers its server. */
export function trackRequest(server: unknown, res: http.ServerResponse | undefined): void {
  const s = state()
  if (server && typeof (server as http.Server).close === 'function') s.servers.add(server as http.Server)
  if (!res || typeof res.once !== 'function') return
  s.inFlight++
  if (s.draining && !res.headersSent) res.setHeader('Connection', 'close')
  res.once('close', () => {
    s.inFlight--
    if (s.inFlight === 0) for (const done of s.idle) done()
  })
}

function whenIdle(timeoutMs: number): Promise<boolean> {
  const s = state()
  if (s.inFlight <= 0) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      s.idle.delete(done)
      resolve(true)
    }
    const timer = setTimeout(() => {
      s.idle.delete(done)
      resolve(false)
    }, timeoutMs)
    s.idle.add(done)
  })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Drains and stops: the sequence above. Resolves after `exit` was called. */
export async function drainAndStop(options: DrainOptions & { delay: boolean }): Promise<void> {
  const s = state()
  const log = options.log ?? ((m: string) => console.log(m))
  const exit = options.exit ?? ((code: number) => process.exit(code))
  if (s.draining) return
  s.draining = true
  log(`• Stopping: draining (${s.inFlight} request(s) in flight)`)
  try {
    await options.beforeClose?.()
  } catch (error) {
    log(`  could not stop the jobs runner cleanly: ${(error as Error).message}`)
  }
  if (options.delay && options.delayMs > 0) await wait(options.delayMs)
  for (const server of s.servers) {
    server.close()
    server.closeIdleConnections?.()
  }
  const finished = await whenIdle(options.graceMs)
  if (!finished) log(`  ${s.inFlight} request(s) still running after ${options.graceMs / 1000} s: closing them`)
  for (const server of s.servers) server.closeAllConnections?.()
  exit(0)
}

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n * 1000 : fallback * 1000
}

/** Installs the SIGTERM / SIGINT handlers once (a second signal exits at once). */
export function installGracefulShutdown(options: Partial<DrainOptions> = {}, env: NodeJS.ProcessEnv = process.env): void {
  const s = state()
  if (s.installed) return
  s.installed = true
  const resolved = {
    delayMs: options.delayMs ?? seconds(env.SHUTDOWN_DELAY_SECONDS, 5),
    graceMs: options.graceMs ?? seconds(env.SHUTDOWN_GRACE_SECONDS, 20),
    ...options,
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (s.draining) return process.exit(1)
      void drainAndStop({ ...resolved, delay: signal === 'SIGTERM' })
    })
  }
}

/** Tests only: forget servers, counts and the draining flag. */
export function resetDrainForTests(): void {
  const s = state()
  s.servers.clear()
  s.inFlight = 0
  s.draining = false
  s.idle.clear()
}
