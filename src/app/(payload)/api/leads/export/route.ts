/**
 * GET /api/leads/export: the leads the signed-in staff member may read, as CSV, with the admin
 * list's filters (`where[...]` in the query string, as Payload's REST API takes them). At most
 * 10,000 rows per download.
 */
import { parse } from 'qs-esm'
import type { Where } from 'payload'
import { payloadClient } from '@/data/payload'
import { leadCsvHeader, leadCsvRow } from '@/leads/leadsCsv'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const MAX_ROWS = 10_000
const PAGE = 500

export async function GET(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return Response.json({ error: 'Sign in as staff to export leads.' }, { status: 401 })
  const url = new URL(request.url)
  const query = parse(url.search.slice(0, 4000).replace(/^\?/, ''), { depth: 10, arrayLimit: 100 }) as { where?: Where; search?: string }
  const where: Where = query.where && typeof query.where === 'object' ? query.where : {}
  const lines = [leadCsvHeader()]
  try {
    for (let page = 1; lines.length <= MAX_ROWS; page++) {
      const res = await payload.find({ collection: 'leads', where, depth: 1, limit: PAGE, page, sort: '-createdAt', overrideAccess: false, user })
      for (const doc of res.docs) lines.push(leadCsvRow(doc))
      if (!res.hasNextPage) break
    }
  } catch {
    return Response.json({ error: 'The filter could not be applied. Clear the filters and try again.' }, { status: 400 })
  }
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(lines.slice(0, MAX_ROWS + 1).join('\r\n') + '\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
