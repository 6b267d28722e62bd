/**
 * One PostgreSQL connection that LISTENs on some channels and stays connected: when the
 * connection is lost (database restart, network cut, idle kill) it reconnects with a growing
 * delay (1 s doubling to 30 s) and calls `onConnect({ reconnected: true })`, so the owner can
 * catch up on notices it may have missed while it was away. Each module graph (the app's bundles,
 * Next's cache handler) gets its own connection.
 */
import pg from 'pg'
import { MAX_NOTICE_BYTES } from './channels'

export { MAX_NOTICE_BYTES }

const MIN_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000
/** A query this often notices a connection that died without an error event. */
const HEARTBEAT_MS = 15_000
/** pg_stat_activity shows these connections under this name (operations: who LISTENs). */
export const LISTENER_APPLICATION_NAME = 'dealer-platform-notices'

export interface ListenerOptions {
  connectionString: string
  channels: string[]
  onNotice: (channel: string, payload: string) => void
  /** after every (re)connect, once LISTEN is in place; `reconnected` is false the first time */
  onConnect?: (info: { reconnected: boolean }) => void | Promise<void>
  log?: (message: string) => void
}

export interface Listener {
  /** settles after the first connection attempt (connected or a retry scheduled) */
  ready: Promise<void>
  isConnected(): boolean
  /** Drop the connection as if the database had cut it (tests of the reconnect path). */
  simulateLoss(): void
  close(): Promise<void>
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** Hands each notice on a listened channel to `onNotice`; a failing handler is logged, never thrown. */
function forwardNotices(c: pg.Client, channels: string[], onNotice: ListenerOptions['onNotice'], log: (message: string) => void): void {
  c.on('notification', (message) => {
    if (!channels.includes(message.channel)) return
    try {
      onNotice(message.channel, message.payload ?? '')
    } catch (error) {
      log(`[notices] handling a notice on ${message.channel} failed: ${messageOf(error)}`)
    }
  })
}

/** A query every HEARTBEAT_MS; `onFailure` hears of the first that fails. */
function startHeartbeat(c: pg.Client, onFailure: (reason: string) => void): NodeJS.Timeout {
  const heartbeat = setInterval(() => {
    c.query('SELECT 1').catch((error: unknown) => onFailure(error instanceof Error ? error.message : 'heartbeat failed'))
  }, HEARTBEAT_MS)
  heartbeat.unref?.()
  return heartbeat
}

/** One retry at a time, after a delay that doubles from MIN_DELAY_MS to MAX_DELAY_MS until reset. */
function createBackoff() {
  let delay = MIN_DELAY_MS
  let timer: NodeJS.Timeout | null = null
  return {
    pending: () => timer !== null,
    seconds: () => Math.round(delay / 1000),
    schedule(retry: () => void): void {
      timer = setTimeout(() => {
        timer = null
        retry()
      }, delay)
      timer.unref?.()
      delay = Math.min(delay * 2, MAX_DELAY_MS)
    },
    reset: () => void (delay = MIN_DELAY_MS),
    cancel: () => void (timer && clearTimeout(timer)),
  }
}

export function createPgListener(options: ListenerOptions): Listener {
  const { connectionString, channels, onNotice, onConnect = () => {}, log = (m: string) => console.warn(m) } = options
  let client: pg.Client | null = null
  let closed = false
  let connectedOnce = false
  const backoff = createBackoff()
  let heartbeat: NodeJS.Timeout | null = null
  let connected = false

  function scheduleReconnect(reason: string): void {
    connected = false
    if (heartbeat) clearInterval(heartbeat)
    heartbeat = null
    const old = client
    client = null
    if (old) old.end().catch(() => {})
    if (closed || backoff.pending()) return
    log(`[notices] LISTEN connection lost (${reason}); reconnecting in ${backoff.seconds()} s`)
    backoff.schedule(() => void connect())
  }

  function watch(c: pg.Client): void {
    c.on('error', (error) => {
      if (client === c) scheduleReconnect(error.message)
    })
    c.on('end', () => {
      if (client === c) scheduleReconnect('connection ended')
    })
    forwardNotices(c, channels, onNotice, log)
  }

  async function connect(): Promise<void> {
    if (closed) return
    const c = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 10_000, application_name: LISTENER_APPLICATION_NAME })
    client = c
    watch(c)
    try {
      await c.connect()
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      if (client === c) scheduleReconnect(messageOf(error))
      return
    }
    if (closed || client !== c) {
      c.end().catch(() => {})
      return
    }
    connected = true
    backoff.reset()
    const reconnected = connectedOnce
    connectedOnce = true
    heartbeat = startHeartbeat(c, (reason) => {
      if (client === c) scheduleReconnect(reason)
    })
    try {
      await onConnect({ reconnected })
    } catch (error) {
      log(`[notices] catching up after connecting failed: ${messageOf(error)}`)
    }
  }

  const ready = connect()

  return {
    ready,
    isConnected: () => connected,
    simulateLoss() {
      if (client) scheduleReconnect('simulated loss')
    },
    async close() {
      closed = true
      backoff.cancel()
      if (heartbeat) clearInterval(heartbeat)
      const c = client
      client = null
      connected = false
      if (c) await c.end().catch(() => {})
    },
  }
}

/** Anything that runs a parameterised query: a pg client or pool. */
export type Queryable = { query: (sql: string, values?: unknown[]) => Promise<unknown> }

/**
 * Send one notice through any pg client or pool (`SELECT pg_notify`, which takes the channel as
 * a parameter). Sent outside a transaction it is delivered at once; inside one, at commit.
 */
export async function sendNotice(queryable: Queryable, channel: string, payload: string): Promise<void> {
  if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) throw new Error(`A notice on ${channel} must be under ${MAX_NOTICE_BYTES} bytes`)
  await queryable.query('SELECT pg_notify($1, $2)', [channel, payload])
}
