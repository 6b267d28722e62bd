/** What starting a payment answers: the intent to pay (or "paid already"), or a refusal before any money moved. */
import type { PaymentProvider } from '@/payments/types'

export type StartResult =
  | {
      ok: true
      reference: string
      /** 'pay': the browser pays the intent; 'paid': this checkout was paid already (a resubmit). */
      next: 'pay' | 'paid'
      intentId: string
      clientSecret: string | null
      amountCents: number
      provider: PaymentProvider['name']
      testMode: boolean
    }
  | { ok: false; status: number; error: string; moneyMoved: false; retryAfterSeconds?: number }

/** A payment that was started (a checkout or an online payment): what the browser needs to pay it. */
export type PaymentStarted = Extract<StartResult, { ok: true }>
