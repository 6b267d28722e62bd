/**
 * The `pg` module Payload's adapter uses, with one change: the pool listens for connection
 * errors, so losing PostgreSQL (a restart, a crash, a terminated backend) is never an uncaught
 * exception in the server process.
 * - Idle connections: pg-pool drops them and emits 'error' on the pool; here that is one log line,
 *   and the pool opens fresh connections once the database is back.
 * - Connections checked out (a transaction: Payload's, the jobs runner's): pg-pool does not listen
 *   to them while they are out, and a pg client emits 'error' on itself when its connection dies,
 *   even while a query is running. Each connection gets a listener of its own when the pool opens
 *   it; the transaction still learns of the loss from its failed query.
 */
import pg from 'pg'

const LOG_EVERY_MS = 10_000

class Pool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options)
    let lastLogged = 0
    const note = (error: Error, what: string) => {
      if (Date.now() - lastLogged < LOG_EVERY_MS) return
      lastLogged = Date.now()
      console.warn(`[database] ${what} failed (${error.message}); new connections are opened on demand`)
    }
    this.on('error', (error) => note(error, 'an idle connection'))
    this.on('connect', (client) => client.on('error', (error) => note(error, 'a connection in use')))
  }
}

export const pgWithPoolErrorHandling = { ...pg, Pool } as typeof pg
