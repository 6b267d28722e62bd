/**
 * Graceful stop of the production server.
 *
 * On SIGTERM the server first *drains*: `/api/health/ready` answers 503 `{status:'draining'}` so
 * a load balancer or orchestrator takes the instance out of rotation, every response asks its
 * client to close the connection, the jobs runner claims nothing new, and new requests are still
 * served for `SHUTDOWN_DELAY_SECONDS` (default 5; the time a balancer needs to notice). Then the
 * listening socket closes, idle connections close, requests in flight finish (up to
 * `SHUTDOWN_GRACE_SECONDS`, default 20, after which the rest are cut) and the process exits 0.
 * SIGINT (Ctrl-C) drains without the delay.
 *
 * The server edge (src/server/edge.ts) owns the HTTP server: it counts requests (`trackRequest`)
 * and installs the signal handlers (`installGracefulShutdown`, src/server/main.ts in production).
 * The app, bundled by Next apart from the edge, hears about it on two `node:diagnostics_channel`
 * channels shared by every copy of this module: `onDrainStart` (src/instrumentation.ts stops the
 * jobs runner; the edge waits for it before closing) and `isDraining()` (the readiness route).
 */
import { channel } from 'node:diagnostics_channel'
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

/** This copy's state: the edge's copy counts the requests and drains. */
const s: DrainState = { servers: new Set(), inFlight: 0, draining: false, idle: new Set(), installed: false }

/** Published once when draining starts; listeners may hand back work to wait for. */
interface DrainStart {
  waitFor: Array<Promise<unknown>>
}
const DRAIN_START = channel('dealer-platform:drain-start')
/** Asked by a copy that is not draining itself: the draining copy says so. */
interface DrainingQuestion {
  draining?: boolean
}
const DRAINING = channel('dealer-platform:draining')
const answerDraining = (message: unknown) => void ((message as DrainingQuestion).draining = true)

/** True from the stop signal on (in any copy of this module): readiness answers 503 and responses close their connection. */
export function isDraining(): boolean {
  if (s.draining) return true
  if (!DRAINING.hasSubscribers) return false
  const question: DrainingQuestion = {}
  DRAINING.publish(question)
  return question.draining === true
}

/**
 * The app's side: `listener` runs when the edge starts draining, before the listening socket
 * closes (the edge waits for what it returns). Returns the function that stops listening.
 */
export function onDrainStart(listener: () => Promise<void> | void): () => void {
  const handler = (message: unknown) => {
    try {
      const work = listener()
      if (work) (message as DrainStart).waitFor.push(work)
    } catch (error) {
      ;(message as DrainStart).waitFor.push(Promise.reject(error))
    }
  }
  DRAIN_START.subscribe(handler)
  return () => void DRAIN_START.unsubscribe(handler)
}

/** Counts a request from its arrival to its response's close, and remembers its server. */
export function trackRequest(server: http.Server, res: http.ServerResponse): void {
  s.servers.add(server)
  s.inFlight++
  if (s.draining && !res.headersSent) res.setHeader('Connection', 'close')
  res.once('close', () => {
    s.inFlight--
    if (s.inFlight === 0) for (const done of s.idle) done()
  })
}

function whenIdle(timeoutMs: number): Promise<boolean> {
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
  const log = options.log ?? ((m: string) => console.log(m))
  const exit = options.exit ?? ((code: number) => process.exit(code))
  if (s.draining) return
  s.draining = true
  DRAINING.subscribe(answerDraining)
  log(`• Stopping: draining (${s.inFlight} request(s) in flight)`)
  try {
    const started: DrainStart = { waitFor: [] }
    const own = options.beforeClose?.()
    if (DRAIN_START.hasSubscribers) DRAIN_START.publish(started)
    await Promise.all([own, ...started.waitFor])
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
  s.servers.clear()
  s.inFlight = 0
  s.draining = false
  s.idle.clear()
  DRAINING.unsubscribe(answerDraining)
}
