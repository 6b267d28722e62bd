/** GET /api/watchlist: the signed-in customer's saved cars with current data (src/accounts/server/watchlistHandlers.ts). */
import { watchlistHandlers } from '@/accounts/routes'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return watchlistHandlers.list(request)
}
