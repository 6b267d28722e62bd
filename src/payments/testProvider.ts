/**
 * The local test provider: without Stripe keys, payments run through the same state
 * machine (rules/reservation#nextPaymentState) with Stripe's published test card numbers, and every
 * page it touches says "Test mode: no money moves". Its ledger is the `test_payment_intents` table
 * (created by this branch's migration). The browser form reads the card number itself and sends only
 * the outcome that test card stands for, with the intent's client secret: no card number ever
 * reaches this server.
 */
import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { nextPaymentState, type PaymentEvent, type PaymentState, type TestCardOutcome } from '@/rules/reservation'
import { PaymentProviderError, WebhookSignatureError, type PaymentEventView, type PaymentIntentView, type PaymentProvider } from './types'

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

type Row = { id: string; client_secret: string; state: PaymentState; amount_cents: number; currency: string; metadata: Record<string, string> | null }

const toView = (row: Row): PaymentIntentView => ({
  id: row.id,
  clientSecret: row.client_secret,
  state: row.state,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  metadata: row.metadata ?? {},
})

const token = (bytes = 12) => crypto.randomBytes(bytes).toString('hex')

export interface TestPaymentProvider extends PaymentProvider {
  /** The browser's test card outcome for an intent; the event it caused, or null when it changes nothing. */
  confirm(intentId: string, clientSecret: string, outcome: TestCardOutcome): Promise<{ view: PaymentIntentView; event: PaymentEventView | null }>
}

export function createTestProvider(db: () => Promise<Db>): TestPaymentProvider {
  async function read(id: string): Promise<Row | null> {
    const result = await (await db()).execute(sql`SELECT * FROM "test_payment_intents" WHERE "id" = ${id}`)
    return (result.rows[0] as Row | undefined) ?? null
  }
  /** Compare-and-set: the transition happens once even when two requests race. */
  async function transition(id: string, event: PaymentEvent): Promise<{ row: Row; changed: boolean }> {
    const row = await read(id)
    if (!row) throw new PaymentProviderError('No such test payment.')
    const next = nextPaymentState(row.state, event)
    if (!next) return { row, changed: false }
    const result = await (await db()).execute(
      sql`UPDATE "test_payment_intents" SET "state" = ${next}, "updated_at" = now() WHERE "id" = ${id} AND "state" = ${row.state} RETURNING *`,
    )
    const updated = result.rows[0] as Row | undefined
    return updated ? { row: updated, changed: true } : { row: (await read(id))!, changed: false }
  }
  return {
    name: 'test',
    testMode: true,
    async createIntent(input) {
      const id = `tpi_${token()}`
      const result = await (await db()).execute(sql`
        INSERT INTO "test_payment_intents" ("id", "client_secret", "state", "amount_cents", "currency", "metadata", "idempotency_key")
        VALUES (${id}, ${`${id}_secret_${token(16)}`}, 'requires_payment', ${input.amountCents}, ${input.currency}, ${JSON.stringify(input.metadata)}::jsonb, ${input.idempotencyKey})
        ON CONFLICT ("idempotency_key") DO UPDATE SET "idempotency_key" = EXCLUDED."idempotency_key"
        RETURNING *`)
      return toView(result.rows[0] as Row)
    },
    async retrieveIntent(id) {
      const row = await read(id)
      if (!row) throw new PaymentProviderError('No such test payment.')
      return toView(row)
    },
    async cancelIntent(id) {
      return toView((await transition(id, 'cancel')).row)
    },
    async refund(id) {
      const { row } = await transition(id, 'refund')
      return { id: `tre_${row.id}`, state: row.state === 'refunded' ? 'refunded' : 'failed' }
    },
    verifyWebhook() {
      throw new WebhookSignatureError('The test provider sends no webhooks.')
    },
    async confirm(intentId, clientSecret, outcome) {
      const row = await read(intentId)
      const a = Buffer.from(row?.client_secret ?? '')
      const b = Buffer.from(clientSecret)
      if (!row || a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new PaymentProviderError('This payment could not be found. No money has moved.')
      const event: PaymentEvent = outcome === 'succeeded' ? 'succeed' : 'fail'
      const { row: after, changed } = await transition(intentId, event)
      return { view: toView(after), event: changed ? { eventId: `tev_${token(8)}`, intentId, event } : null }
    },
  }
}
