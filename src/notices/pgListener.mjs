/**
 * One PostgreSQL connection that LISTENs on some channels and stays connected: when the
 * connection is lost (database restart, network cut, idle kill) it reconnects with a growing
 * delay (1 s doubling to 30 s) and calls `onConnect({ reconnected: true })`, so the owner can
 * catch up on notices it may have missed while it was away.
 *
 * Plain JavaScript (ES module) because Next.js loads the cache handler (src/cache/) with Node's
 * own `import`, outside its bundles; the TypeScript side (src/notices/vehicleNotices.ts) imports
 * the same file. Each module graph gets its own connection.
 */
import pg from 'pg'

const MIN_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000
/** A query this often notices a connection that died without an error event. */
const HEARTBEAT_MS = 15_000
/** pg_stat_activity shows these connections under this name (operations: who LISTENs). */
export const LISTENER_APPLICATION_NAME = 'dealer-platform-notices'

/**
 * @param {import('./pgListener.d.mts').ListenerOptions} options
 * @returns {import('./pgListener.d.mts').Listener}
 */
export function createPgListener(options) {
  const { connectionString, channels, onNotice, onConnect = () => {}, log = (m) => console.warn(m) } = options
  let client = null
  let closed = false
  let connectedOnce = false
  let delay = MIN_DELAY_MS
  let retryTimer = null
  let heartbeat = null
  let connected = false

  function scheduleReconnect(reason) {
    connected = false
    if (heartbeat) clearInterval(heartbeat)
    heartbeat = null
    const old = client
    client = null
    if (old) old.end().catch(() => {})
    if (closed || retryTimer) return
    log(`[notices] LISTEN connection lost (${reason}); reconnecting in ${Math.round(delay / 1000)} s`)
    retryTimer = setTimeout(() => {
      retryTimer = null
      void connect()
    }, delay)
    retryTimer.unref?.()
    delay = Math.min(delay * 2, MAX_DELAY_MS)
  }

  async function connect() {
    if (closed) return
    const c = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 10_000, application_name: LISTENER_APPLICATION_NAME })
    client = c
    c.on('error', (error) => {
      if (client === c) scheduleReconnect(error.message)
    })
    c.on('end', () => {
      if (client === c) scheduleReconnect('connection ended')
    })
    c.on('notification', (message) => {
      if (!channels.includes(message.channel)) return
      try {
        onNotice(message.channel, message.payload ?? '')
      } catch (error) {
        log(`[notices] handling a notice on ${message.channel} failed: ${error?.message ?? error}`)
      }
    })
    try {
      await c.connect()
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      if (client === c) scheduleReconnect(error?.message ?? String(error))
      return
    }
    if (closed || client !== c) {
      c.end().catch(() => {})
      return
    }
    connected = true
    delay = MIN_DELAY_MS
    const reconnected = connectedOnce
    connectedOnce = true
    heartbeat = setInterval(() => {
      c.query('SELECT 1').catch((error) => {
        if (client === c) scheduleReconnect(error?.message ?? 'heartbeat failed')
      })
    }, HEARTBEAT_MS)
    heartbeat.unref?.()
    try {
      await onConnect({ reconnected })
    } catch (error) {
      log(`[notices] catching up after connecting failed: ${error?.message ?? error}`)
    }
  }

  const ready = connect()

  return {
    ready,
    isConnected: () => connected,
    /** Drop the connection as if the database had cut it (tests of the reconnect path). */
    simulateLoss() {
      if (client) scheduleReconnect('simulated loss')
    },
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      if (heartbeat) clearInterval(heartbeat)
      const c = client
      client = null
      connected = false
      if (c) await c.end().catch(() => {})
    },
  }
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTICE_BYTES = 7900

/**
 * Send one notice through any pg client or pool (`SELECT pg_notify`, which takes the channel as
 * a parameter). Sent outside a transaction it is delivered at once; inside one, at commit.
 * @param {{ query: (sql: string, values?: unknown[]) => Promise<unknown> }} queryable
 * @param {string} channel
 * @param {string} payload
 */
export async function sendNotice(queryable, channel, payload) {
  if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) throw new Error(`A notice on ${channel} must be under ${MAX_NOTICE_BYTES} bytes`)
  await queryable.query('SELECT pg_notify($1, $2)', [channel, payload])
}
