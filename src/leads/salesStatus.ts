/**
 * POST /api/leads/:id/sales-status {status}: the one thing staff change on a lead (every submitted
 * field stays as the shopper sent it), allowed to staff who can read the lead.
 */
import type { Endpoint } from 'payload'
import { SALES_STATUSES, isSalesStatus } from './salesStatuses'

export const salesStatusEndpoint: Endpoint = {
  path: '/:id/sales-status',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return Response.json({ error: 'Sign in as staff to change a lead.' }, { status: 401 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'No such lead.' }, { status: 404 })
    const body = (await req.json?.().catch(() => null)) as { status?: unknown } | null
    if (!isSalesStatus(body?.status)) {
      return Response.json({ error: `Choose one of: ${SALES_STATUSES.map((s) => s.value).join(', ')}.` }, { status: 400 })
    }
    const lead = await req.payload
      .findByID({ collection: 'leads', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
      .catch(() => null)
    if (!lead) return Response.json({ error: 'No such lead.' }, { status: 404 })
    await req.payload.update({ collection: 'leads', id, data: { sales_status: body.status }, overrideAccess: true, depth: 0, context: { salesStatusOnly: true } })
    return Response.json({ status: body.status, message: `Marked ${SALES_STATUSES.find((s) => s.value === body.status)!.label.toLowerCase()}.` })
  },
}
