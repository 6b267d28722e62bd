/** The one set of valuation handlers the route files share (src/valuation/server/handlers.ts). */
import { payloadClient } from '@/data/payload'
import { createValuationHandlers } from './server/handlers'

export const valuationHandlers = createValuationHandlers({ payload: payloadClient })
