/**
 * The payment sweeper (./sweep.ts) as periodic work of the job runner (src/jobs/runner.ts):
 * at the runner's start and every PAYMENT_SWEEP_MS (default 60 s). Loaded on use: the sweeper
 * reads server modules the Payload config must not import.
 */
import type { Payload } from 'payload'

function paymentSweepMs(env: Record<string, string | undefined> = process.env): number {
  const n = Math.floor(Number(env.PAYMENT_SWEEP_MS))
  return n >= 1000 && n <= 86_400_000 ? n : 60_000
}

export const paymentSweeperTask = {
  name: 'payment sweeper',
  everyMs: paymentSweepMs(),
  run: async (payload: Payload) => {
    const [{ sweepPayments }, { paymentProvider }] = await Promise.all([import('./server/sweep'), import('@/payments/provider')])
    return sweepPayments(payload, paymentProvider(payload))
  },
}
