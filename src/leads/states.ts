/** Delivery channels of a lead and their states (shared by the collection and the jobs). */
export const CHANNELS = ['email', 'crm', 'webhook'] as const
export type Channel = (typeof CHANNELS)[number]

/** pending: to do; sending: claimed by a running job; delivered; failed: will be retried; skipped: not configured. */
export const CHANNEL_STATES = ['pending', 'sending', 'delivered', 'failed', 'skipped'] as const
export type ChannelState = (typeof CHANNEL_STATES)[number]

/** A channel state read from the database (null for anything else, e.g. a NULL column). */
export function channelStateOf(value: unknown): ChannelState | null {
  return CHANNEL_STATES.find((state) => state === value) ?? null
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** A claim older than this is taken to belong to a job that died mid-send. */
export const CLAIM_TIMEOUT_SECONDS = 120
