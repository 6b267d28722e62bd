/** POST /api/miscellaneous: SPEC.md §7 "Valuation save" (column_name "valuation"), src/valuation/server/handlers.ts. */
import { valuationHandlers } from '@/valuation/endpoints'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return valuationHandlers.miscellaneous(request)
}
