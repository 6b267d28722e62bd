/**
 * The embedded search endpoint (Algolia's wire protocol, per site): see src/search/handler.ts.
 * A static `search` segment takes precedence over Payload's `api/[...slug]` catch-all.
 */
import { defaultSearchHandler } from '../../../../../search/handler'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const handle = defaultSearchHandler()

type Context = { params: Promise<{ path: string[] }> }

export async function POST(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params
  return handle(request, Array.isArray(path) ? path : [])
}
