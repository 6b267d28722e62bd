/**
 * POST /api/leads/:id/resend — staff re-send a lead: staff see each attempt and
 * re-send from the admin. Only staff who can read the lead (their sites, through the same
 * access rules as the admin) may; every configured channel goes out again through the queue.
 */
import type { Endpoint } from 'payload'
import { resetLeadDelivery } from './deliver'
import { queueLeadDelivery } from './jobs'

export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return Response.json({ error: 'Sign in as staff to re-send a lead.' }, { status: 401 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'No such lead.' }, { status: 404 })
    const lead = await req.payload
      .findByID({ collection: 'leads', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
      .catch(() => null)
    if (!lead) return Response.json({ error: 'No such lead.' }, { status: 404 })
    if (!(await resetLeadDelivery(req.payload, id))) return Response.json({ error: 'No such lead.' }, { status: 404 })
    await queueLeadDelivery(req.payload, id)
    return Response.json({ message: 'Re-send queued: the lead goes out again within a few seconds.' }, { status: 202 })
  },
}
