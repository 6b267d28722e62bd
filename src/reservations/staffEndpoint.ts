/**
 * POST /api/reservations/:id/staff-action {action: confirm-sale | extend | cancel | refund}: staff
 * act on a reservation from the admin. Only staff who can read it (their sites, the same
 * access as the admin) may; the service does the compare-and-set, so a double click acts once.
 */
import type { Endpoint } from 'payload'
import { staffActions, type PaymentState, type ReservationStatus, type StaffAction } from '@/rules/reservation'

const ACTIONS: readonly StaffAction[] = ['confirm-sale', 'extend', 'cancel', 'refund']

export const staffActionEndpoint: Endpoint = {
  path: '/:id/staff-action',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return Response.json({ error: 'Sign in as staff to act on a reservation.' }, { status: 401 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'No such reservation.' }, { status: 404 })
    const body = (await req.json?.().catch(() => null)) as { action?: unknown } | null
    const action = ACTIONS.find((a) => a === body?.action)
    if (!action) return Response.json({ error: `Choose one of: ${ACTIONS.join(', ')}.` }, { status: 400 })
    const doc = await req.payload
      .findByID({ collection: 'reservations', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
      .catch(() => null)
    if (!doc) return Response.json({ error: 'No such reservation.' }, { status: 404 })
    if (!staffActions(doc.status as ReservationStatus, doc.payment_state as PaymentState).includes(action)) {
      return Response.json({ error: `This reservation is ${doc.status} (payment ${doc.payment_state}): "${action}" does not apply.` }, { status: 409 })
    }
    // Loaded on use: the service reads server-only modules the admin config must not import.
    const [{ staffAction }, { paymentProvider }] = await Promise.all([import('./server/service'), import('@/payments/provider')])
    const result = await staffAction(req.payload, paymentProvider(req.payload), id, action)
    return Response.json(result.ok ? { message: result.message } : { error: result.message }, { status: result.ok ? 200 : 409 })
  },
}
