/**
 * Watchlist endpoints (SPEC.md §7 "Save to watchlist: POST /api/watchlist/save-car,
 * phone_number, car_id, read for success"; "Remove from watchlist: POST
 * /api/watchlist/remove-car"), plus GET /api/watchlist (the saved cars with current data) and
 * GET /api/account/cars?ids=… (current data for favourites and compare).
 *
 * They act only for the signed-in customer (401 otherwise), whose phone number must be the one
 * sent (403), on a car of the same site (404 for another site's or an unknown car). Saving twice
 * or removing a car that is not saved is answered `success: true` (idempotent) and changes
 * nothing more.
 */
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'
import { normaliseAuPhone } from '@/rules/auPhone'
import { createAccountHandlers } from './handlers'
import type { AccountDeps } from '../accountDeps'
import { currentCars, parseIdList, MAX_CARS_PER_LOOKUP } from '@/data/currentCars'
import { customerForRequest } from '../customerSession'
import { idOf, json, refuse } from '../http'
import { clientAddress } from '@/security/clientAddress'
import { shownPrice } from '@/rules/savedSearch'

/** At most this many saved cars per customer. */
const MAX_WATCHLIST = 200

export function createWatchlistHandlers(deps: AccountDeps) {
  const account = createAccountHandlers(deps)

  async function checkCall(payload: Payload, siteId: number, customer: Customer, body: Record<string, unknown>): Promise<{ vehicleId: number; told: { toldPrice: number | null; toldStatus: string } } | Response> {
    const errors: Record<string, string> = {}
    if (body.phone_number === undefined || body.phone_number === null || body.phone_number === '') errors.phone_number = 'phone_number is required.'
    if (body.car_id === undefined || body.car_id === null || body.car_id === '') errors.car_id = 'car_id is required.'
    if (Object.keys(errors).length) return json({ success: false, error: 'Please check the request.', errors }, 400)
    const phone = typeof body.phone_number === 'string' ? normaliseAuPhone(body.phone_number) : null
    if (!phone) return json({ success: false, error: 'Please check the request.', errors: { phone_number: 'Not an Australian phone number.' } }, 400)
    if (!customer.phone || normaliseAuPhone(customer.phone) !== phone) return refuse('This phone number is not the one on your account.', 403)
    const vehicleId = idOf(body.car_id)
    if (vehicleId === null) return json({ success: false, error: 'Please check the request.', errors: { car_id: 'car_id must be a car id.' } }, 400)
    const vehicle = await payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 0, overrideAccess: true, disableErrors: true, select: { site: true, price: true, offer_price: true, status: true } })
    if (!vehicle || idOf(vehicle.site) !== siteId) return refuse('This car is not listed on this site.', 404)
    // What the shopper sees now: a later drop, reservation or sale is news (src/alerts/server/watchlistAlerts.ts).
    return { vehicleId, told: { toldPrice: shownPrice(vehicle), toldStatus: vehicle.status ?? 'in_stock' } }
  }

  const existing = (payload: Payload, customerId: number, vehicleId: number) =>
    payload.find({
      collection: 'watchlist-items',
      where: { and: [{ customer: { equals: customerId } }, { vehicle: { equals: vehicleId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })

  const saveCar = account.customerPost(async ({ payload, site, customer, body }) => {
    const checked = await checkCall(payload, site.id, customer, body)
    if (checked instanceof Response) return checked
    const found = await existing(payload, customer.id, checked.vehicleId)
    if (found.totalDocs > 0) return json({ success: true })
    const count = await payload.count({ collection: 'watchlist-items', where: { customer: { equals: customer.id } }, overrideAccess: true })
    if (count.totalDocs >= MAX_WATCHLIST) return refuse(`Your watchlist is full (${MAX_WATCHLIST} cars). Remove a car first.`, 409)
    try {
      await payload.create({ collection: 'watchlist-items', overrideAccess: true, data: { site: site.id, customer: customer.id, vehicle: checked.vehicleId, ...checked.told } })
    } catch (error) {
      // A parallel save of the same car hit the unique (customer, vehicle) index: already saved.
      if ((await existing(payload, customer.id, checked.vehicleId)).totalDocs === 0) throw error
    }
    return json({ success: true })
  })

  const removeCar = account.customerPost(async ({ payload, site, customer, body }) => {
    const checked = await checkCall(payload, site.id, customer, body)
    if (checked instanceof Response) return checked
    await payload.delete({
      collection: 'watchlist-items',
      where: { and: [{ customer: { equals: customer.id } }, { vehicle: { equals: checked.vehicleId } }] },
      overrideAccess: true,
    })
    return json({ success: true })
  })

  const list = account.endpoint('GET', async ({ payload, site, request }) => {
    const customer = await customerForRequest(payload, request, site.id)
    if (!customer) return refuse('Please sign in first.', 401)
    const rows = await payload.find({
      collection: 'watchlist-items',
      where: { customer: { equals: customer.id } },
      depth: 0,
      limit: MAX_CARS_PER_LOOKUP,
      sort: '-createdAt',
      overrideAccess: true,
    })
    const ids = rows.docs.map((r) => idOf(r.vehicle)).filter((id): id is number => id !== null)
    return json({ success: true, cars: await currentCars(payload, site, ids) })
  })

  /** Current data for favourites and compare: open to signed-out shoppers too (the lists live in their browser). */
  const cars = account.endpoint('GET', async ({ payload, site, request }) => {
    const limited = await account.limited('account-cars-ip', clientAddress(request), { points: 120, durationSeconds: 60 })
    if (limited) return limited
    const ids = parseIdList(new URL(request.url).searchParams.get('ids') ?? '')
    if (!ids) return refuse(`ids must be up to ${MAX_CARS_PER_LOOKUP} car ids separated by commas.`)
    return json({ success: true, cars: await currentCars(payload, site, ids) })
  }, { needsAccounts: false })

  return { saveCar, removeCar, list, cars }
}
