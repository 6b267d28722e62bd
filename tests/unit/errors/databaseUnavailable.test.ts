/**
 * While PostgreSQL restarts, REST and sign-in answer 503 + Retry-After instead of 500 (issue 19,
 * item 4). The errors here are the driver's own: a real connection to a closed port, and the
 * SQLSTATEs PostgreSQL sends while it shuts down or starts up, wrapped as Drizzle wraps them.
 */
import net from 'node:net'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { answerDatabaseUnavailable, databaseUnavailableResponse, isDatabaseUnavailable } from '@/errors/databaseUnavailable'

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' })
const drizzleWrapped = (cause: unknown) => new Error('Failed query: select "id" from "users" where "email" = $1', { cause })

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection from the real driver, bare and wrapped', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x', connectionTimeoutMillis: 2000 })
    const refused = await client.connect().then(() => null, (e: unknown) => e)
    expect(refused).toBeTruthy()
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(drizzleWrapped(refused))).toBe(true)
  })

  it('recognises shutdown, start-up and lost connections', () => {
    expect(isDatabaseUnavailable(drizzleWrapped(pgError('57P01', 'terminating connection due to administrator command')))).toBe(true)
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true)
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true)
    expect(isDatabaseUnavailable(drizzleWrapped(new Error('Connection terminated unexpectedly')))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('leaves every other error alone (a bug stays a 500, a bad request its 4xx)', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isDatabaseUnavailable(drizzleWrapped(pgError('42703', 'column "x" does not exist')))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('The following field is invalid: email'), { status: 400 }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    const loop: { cause?: unknown } & Error = new Error('loop')
    loop.cause = loop
    expect(isDatabaseUnavailable(loop)).toBe(false)
  })
})

describe('the afterError hook', () => {
  it('answers 503 with a plain message and Retry-After', async () => {
    const req = { responseHeaders: undefined as Headers | undefined }
    const result = await answerDatabaseUnavailable({ error: drizzleWrapped(pgError('57P01', 'terminating connection')), req } as never)
    expect(result).toEqual({ response: { errors: [{ message: 'The database is briefly unavailable. Please try again in a moment.' }] }, status: 503 })
    expect(req.responseHeaders?.get('retry-after')).toBe('2')
    expect(databaseUnavailableResponse(new Error('other'))).toBeNull()
    expect(await answerDatabaseUnavailable({ error: new Error('other'), req: {} } as never)).toBeUndefined()
  })
})
