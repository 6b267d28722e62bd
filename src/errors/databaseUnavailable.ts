/**
 * REST and sign-in answer 503 with Retry-After, not 500, while the database is briefly away
 * (a restart takes about 2 s). A 500 says "our bug"; a 503 tells the admin, a
 * client and a load balancer to try again. Recognised by the PostgreSQL driver's error codes and
 * messages anywhere on the error's `cause` chain (Drizzle wraps the driver's error). Pure apart
 * from the Payload hook at the bottom.
 */
import type { AfterErrorHook } from 'payload'

const DATABASE_UNAVAILABLE_MESSAGE = 'The database is briefly unavailable. Please try again in a moment.'
const DATABASE_RETRY_AFTER_SECONDS = 2

// Node's socket errors, and PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P
// (operator intervention: admin shutdown, crash shutdown, cannot connect now, database dropped).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const SQLSTATE = /^(08\w{3}|57P0[1-4])$/
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /client has encountered a connection error and is not queryable/i,
  /cannot use a pool after calling end/i,
]

type Chained = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/** Whether the error (or any error it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const e = error as Chained
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true
  // AggregateError (e.g. a connect to both ::1 and 127.0.0.1 refused) and wrapped causes.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(e.cause, depth + 1)
}

/** The REST answer for an error: 503 + Retry-After for an unreachable database, else null. */
export function databaseUnavailableResponse(error: unknown) {
  if (!isDatabaseUnavailable(error)) return null
  return {
    response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] },
    status: 503,
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  }
}

export const answerDatabaseUnavailable: AfterErrorHook = ({ error, req, graphqlResult }) => {
  if (graphqlResult) return
  const answer = databaseUnavailableResponse(error)
  if (!answer) return
  const headers = req.responseHeaders ?? new Headers()
  for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value)
  req.responseHeaders = headers
  return { response: answer.response, status: answer.status }
}
