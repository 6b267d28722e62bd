/** Shopper account endpoints (src/accounts/server/handlers.ts): /api/account/{code,verify,me,profile,favourites,sign-out,delete,cars}. */
import { ACCOUNT_GET, ACCOUNT_POST, dispatch } from '@/accounts/routes'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Ctx = { params: Promise<{ action: string }> }

export async function POST(request: Request, { params }: Ctx): Promise<Response> {
  return dispatch(ACCOUNT_POST, (await params).action, request)
}

export async function GET(request: Request, { params }: Ctx): Promise<Response> {
  return dispatch(ACCOUNT_GET, (await params).action, request)
}
