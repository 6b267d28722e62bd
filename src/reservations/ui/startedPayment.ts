/** A payment the server has started: what the payment forms need to take it. */
export type Started = { reference: string; next: 'pay' | 'paid'; intent: string; client_secret: string | null; provider: 'stripe' | 'test' }
