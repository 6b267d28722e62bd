/** SPEC.md §7 watchlist calls: POST /api/watchlist/save-car and /api/watchlist/remove-car (src/accounts/server/watchlistHandlers.ts). */
import { WATCHLIST_POST, dispatch } from '@/accounts/routes'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Ctx = { params: Promise<{ action: string }> }

export async function POST(request: Request, { params }: Ctx): Promise<Response> {
  return dispatch(WATCHLIST_POST, (await params).action, request)
}
