/** The one set of valuation handlers the route files share (src/valuation/handlers.ts). */
import { payloadClient } from '@/lib/payload'
import { createValuationHandlers } from './handlers'

export const valuationHandlers = createValuationHandlers({ payload: payloadClient })
