/** Saved searches and alert links (src/alerts/server/handlers.ts, src/alerts/server/unsubscribe.ts). */
import { dispatch } from '@/accounts/routes'
import { SAVED_SEARCH_GET, SAVED_SEARCH_POST } from '@/alerts/routes'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Ctx = { params: Promise<{ action: string }> }

export async function POST(request: Request, { params }: Ctx): Promise<Response> {
  return dispatch(SAVED_SEARCH_POST, (await params).action, request)
}

export async function GET(request: Request, { params }: Ctx): Promise<Response> {
  return dispatch(SAVED_SEARCH_GET, (await params).action, request)
}
