/** What a checkout page hands the checkout flow. */
import type { ContactInput } from '@/reservations/server/schema'

export interface CheckoutFlowProps {
  kind: 'reserve' | 'buy-online'
  carSlug: string
  carTitle: string
  depositText: string
  provider: 'stripe' | 'test'
  publishableKey?: string
  /** Where the confirmation lives; `?reference=` is added. */
  confirmationPath: string
  initialContact: Partial<ContactInput>
}
