/**
 * The release job: queued for the moment a hold ends (and again when staff extend it);
 * releases every hold that has ended, refunding or keeping the deposit as the site's policy says,
 * and lets lapsed unpaid checkouts go. Idempotent: each change is a compare-and-set, so an early,
 * late or second run does nothing twice.
 */
import type { TaskConfig } from 'payload'

const releaseReservationsTask: TaskConfig<{ input: Record<string, never>; output: { released: number } }> = {
  slug: 'releaseReservations',
  label: 'Reservations: release ended holds',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => {
    // Loaded on use: the service reads server-only modules the config must not import.
    const [{ abandonStalePending, releaseDue }, { paymentProvider }] = await Promise.all([import('./server/service'), import('@/payments/provider')])
    const provider = paymentProvider(req.payload)
    const released = await releaseDue(req.payload, provider)
    await abandonStalePending(req.payload, provider)
    return { output: { released } }
  },
}

export const reservationTasks = [releaseReservationsTask]
