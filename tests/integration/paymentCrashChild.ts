/**
 * The process tests/integration/payment-crash.test.ts kills: it boots Payload on the test
 * database (DATABASE_URL) and, with FAILPOINT set (src/lib/failpoint.ts), dies with SIGKILL at that
 * step. argv[2] is JSON:
 * - `{ "step": "pay", "siteId", "carSlug", "clientKey" }`: checkout, the test card's confirmation
 *   (as POST /api/payments/test-confirm does it), then the lead's delivery and receipt jobs, one
 *   after the other;
 * - `{ "step": "run-job", "jobId" }`: runs that job (the release job).
 * It prints one JSON line per step reached, so the test knows the checkout it made.
 */
import { getPayload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import config from '../../payload.config'
import type { Site } from '../../src/payload-types'
import { closePayload } from '../../src/db/closePayload'
import { createTestProvider } from '../../src/payments/testProvider'
import { settlePayment, startCheckout } from '../../src/reservations/server/service'

const input = JSON.parse(process.argv[2] ?? '{}') as { step: 'pay' | 'run-job'; siteId?: number; carSlug?: string; clientKey?: string; jobId?: number }
const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`)

const payload = await getPayload({ config })
// One job at a time, in the order below: the settlement's own "start the jobs now" is switched off
// here, so a failpoint in one send never catches another message half-sent.
const runByID = payload.jobs.runByID.bind(payload.jobs)
payload.jobs.runByID = (async () => undefined) as unknown as typeof payload.jobs.runByID
const provider = createTestProvider(async () => payload.db.drizzle)

if (input.step === 'pay') {
  const site = (await payload.findByID({ collection: 'sites', id: input.siteId!, depth: 0, overrideAccess: true })) as Site
  const contact = { name: 'Casey Crash', email: 'casey@example.com', phone: '0412 000 111' }
  const started = await startCheckout(payload, provider, { site, kind: 'reserve', carSlug: input.carSlug!, contact, clientKey: input.clientKey! })
  if (!started.ok) {
    say({ error: started.error })
    process.exit(3)
  }
  say({ reference: started.reference, intentId: started.intentId, clientSecret: started.clientSecret })
  const confirmed = await provider.confirm(started.intentId, started.clientSecret!, 'succeeded')
  say({ settled: confirmed.event ? await settlePayment(payload, provider, confirmed.event) : 'ignored' })
  const jobs = await payload.db.drizzle.execute(sql`
    SELECT j."id" FROM "payload_jobs" j JOIN "reservations" r ON (j."input"->>'leadId') = r."lead_id"::text
    WHERE r."reference" = ${started.reference} AND j."task_slug" IN ('deliverLead', 'confirmLead') ORDER BY j."task_slug" DESC, j."id"`)
  for (const { id } of jobs.rows as { id: number }[]) await runByID({ id })
  say({ jobs: jobs.rows.length })
} else if (input.step === 'run-job') {
  await runByID({ id: input.jobId! })
  say({ ran: input.jobId })
}
await closePayload(payload)
process.exit(0)
