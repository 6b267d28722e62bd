/** POST /api/valuation/{lookup|start|adjust|accept}: the trade-in valuation steps (src/valuation/server/handlers.ts). */
import { valuationHandlers } from '@/valuation/endpoints'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const ACTIONS = { lookup: valuationHandlers.lookup, start: valuationHandlers.start, adjust: valuationHandlers.adjust, accept: valuationHandlers.accept } as const

export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }): Promise<Response> {
  const { action } = await params
  const handler = Object.hasOwn(ACTIONS, action) ? ACTIONS[action as keyof typeof ACTIONS] : null
  if (!handler) return Response.json({ error: 'Unknown valuation step.' }, { status: 404 })
  return handler(request)
}
