/**
 * The `pg` module Payload's adapter uses, with one change: every pool listens for errors of its
 * idle connections. When PostgreSQL goes away those connections fail; pg-pool drops them and
 * emits 'error', which without a listener is an uncaught exception in the server process. Here
 * it is one log line, and the pool opens fresh connections once the database is back.
 */
import pg from 'pg'

class Pool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options)
    let lastLogged = 0
    this.on('error', (error) => {
      if (Date.now() - lastLogged < 10_000) return
      lastLogged = Date.now()
      console.warn(`[database] an idle connection failed (${error.message}); new connections are opened on demand`)
    })
  }
}

export const pgWithPoolErrorHandling = { ...pg, Pool } as typeof pg
