/**
 * Raw SQL in one Payload transaction: `work` gets the transaction's Drizzle handle (for
 * statements Payload's API cannot say, such as row locks and advisory locks) and its request (for
 * Local API calls in the same transaction). Committed when `work` returns, rolled back when it
 * throws. Used by lead delivery (claim and outbox row together) and the lead sweeper.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

export type SqlDb = Pick<Payload['db']['drizzle'], 'execute'>
export type TransactionReq = Awaited<ReturnType<typeof createLocalReq>>

export async function inSqlTransaction<T>(payload: Payload, purpose: string, work: (db: SqlDb, req: TransactionReq) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  const transactionID = req.transactionID === undefined ? undefined : await req.transactionID
  // Payload's base DatabaseAdapter types a session's `db` as `{}`; the postgres adapter keeps its drizzle transaction there.
  const db = transactionID === undefined ? undefined : (payload.db.sessions?.[transactionID]?.db as SqlDb | undefined)
  if (!ownTransaction || !db) {
    // Transactions are off for this database: no lock to take, so the work cannot be made safe.
    if (ownTransaction) await killTransaction(req)
    throw new Error(`${purpose} needs database transactions`)
  }
  try {
    const value = await work(db, req)
    await commitTransaction(req)
    return value
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * The Drizzle handle of the transaction a Payload operation opened for `req` (operations open one
 * before their hooks run), so a hook's raw SQL commits or rolls back with the operation; the
 * pool when the operation runs without one.
 */
export async function sqlOfRequest(req: { payload: Payload; transactionID?: number | string | Promise<number | string> }): Promise<SqlDb> {
  const transactionID = req.transactionID === undefined ? undefined : await req.transactionID
  const session = transactionID === undefined ? undefined : (req.payload.db.sessions?.[transactionID]?.db as SqlDb | undefined)
  return session ?? req.payload.db.drizzle
}
