/**
 * Deleting a car that shoppers have seen (issue 31 §6), through Payload's REST handlers as the
 * platform admin, on the run's real PostgreSQL. What a delete does to each table that points at a
 * car (the decision is in collections/vehicleSnapshot.ts):
 * - phone reveals, leads and reservations are kept, their car link emptied and a snapshot of the
 *   car (name, stock number, VIN, price, slug, ...) written on them;
 * - watchlist entries go with the car (they are only a shopper's bookmark);
 * - a car with a paid, active hold (or a checkout being paid) is not deleted: 409 with the
 *   reference and what to do; unpublishing it always works.
 * A lead whose car is gone still shows the car in the admin and still makes valid ADF.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import config from '@payload-config'
import type { Lead, PhoneReveal, Reservation, Site, Vehicle } from '@/payload-types'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { withPeerAddress } from '@/security/peerAddress'
import { createTestProvider, type TestPaymentProvider } from '@/payments/testProvider'
import { settlePayment, staffAction, startCheckout } from '@/reservations/server/service'
import { buildAdf } from '@/leads/delivery/adf'
import { toAdfInput, toLeadView } from '@/leads/delivery/leadView'
import { LeadSummary } from '@/leads/admin/LeadSummary'
import { dtdErrors } from '../support/adfDtd'

let payload: Payload
let f: TwoSites
let site: Site
let provider: TestPaymentProvider
let token: string

const base = `http://localhost:${process.env.PORT || 3000}`
const contact = { name: 'Alex Shopper', email: 'alex@example.com', phone: '0412 345 678' }
const clientKey = () => unique('key').replace(/[^A-Za-z0-9_-]/g, '').padEnd(20, 'x').slice(0, 60)

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const headers = withPeerAddress({ 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) }, '192.0.2.31')
  const request = new Request(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const res = await handleEndpoints({ config, path: `/api${path.split('?')[0]}`, request })
  const text = await res.text()
  try {
    return { status: res.status, json: JSON.parse(text) }
  } catch {
    return { status: res.status, json: text }
  }
}

async function car(): Promise<Vehicle> {
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('DEL'), vin: 'JTMBFREV10D012345', make: 'Toyota', model: 'RAV4', badge: 'GXL', year: 2022, car_type: 'used', status: 'in_stock', price: 38_990, show_on_dealer_website: true } as never,
    overrideAccess: true,
  })) as Vehicle
}

const exists = async (collection: 'vehicles' | 'leads' | 'reservations' | 'phone-reveals' | 'watchlist-items', id: number) =>
  (await payload.find({ collection, where: { id: { equals: id } }, overrideAccess: true, depth: 0 })).totalDocs === 1

/** A paid, active hold on the car, made the way a shopper makes it. */
async function paidHold(vehicle: Vehicle): Promise<Reservation> {
  const started = await startCheckout(payload, provider, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: clientKey() })
  if (!started.ok) throw new Error(`checkout refused: ${JSON.stringify(started)}`)
  const confirmed = await provider.confirm(started.intentId, started.clientSecret!, 'succeeded')
  await settlePayment(payload, provider, confirmed.event!)
  return (await payload.find({ collection: 'reservations', where: { reference: { equals: started.reference } }, overrideAccess: true, depth: 0 })).docs[0] as Reservation
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  site = (await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { reservationsEnabled: true, reservationDeposit: 250, reservationHoldHours: 48, reservationRefundable: true } }, overrideAccess: true })) as Site
  provider = createTestProvider(async () => payload.db.drizzle)
  token = (await api('POST', '/users/login', { email: f.admin.email, password: 'test-password-1' })).json.token
  expect(typeof token).toBe('string')
})

afterAll(async () => {
  // Let the lead jobs the settlements started finish before their rows go.
  await new Promise((r) => setTimeout(r, 1500))
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead', 'releaseReservations'] } }, overrideAccess: true })
})

describe('deleting a car with history', () => {
  it('keeps phone reveals, leads and ended reservations with a snapshot of the car, and drops watchlist entries', async () => {
    const vehicle = await car()
    const reveal = (await payload.create({ collection: 'phone-reveals', data: { site: f.a.site.id, vehicle: vehicle.id, dealership: f.a.dealership.id, revealedAt: new Date().toISOString() } as never, overrideAccess: true })) as PhoneReveal
    const lead = await payload.create({
      collection: 'leads',
      data: { site: f.a.site.id, kind: 'enquiry', category: 'Vehicle Enquiry', subcategory: 'Used', name: 'Casey Buyer', email: 'casey@example.com', phone: '0412 345 678', vehicle: vehicle.id, dealership: f.a.dealership.id, fields: { message: 'Still available?' } } as never,
      overrideAccess: true,
    })
    const customer = await payload.create({ collection: 'customers', data: { site: f.a.site.id, email: `${unique('shopper')}@example.com` } as never, overrideAccess: true })
    const saved = await payload.create({ collection: 'watchlist-items', data: { site: f.a.site.id, customer: customer.id, vehicle: vehicle.id } as never, overrideAccess: true })
    const hold = await paidHold(vehicle)
    expect(await staffAction(payload, provider, hold.id, 'cancel')).toMatchObject({ ok: true }) // an ended hold is history

    const res = await api('DELETE', `/vehicles/${vehicle.id}`)
    expect(res.status).toBe(200)
    expect(await exists('vehicles', vehicle.id)).toBe(false)

    const snapshot = { car_id: vehicle.id, name: '2022 Toyota RAV4 GXL', stocknum: vehicle.stocknum, vin: 'JTMBFREV10D012345', price: 38_990, slug: vehicle.slug }
    const keptReveal = (await payload.findByID({ collection: 'phone-reveals', id: reveal.id, overrideAccess: true, depth: 0 })) as PhoneReveal
    expect(keptReveal.vehicle ?? null).toBeNull()
    expect(keptReveal.vehicle_snapshot).toMatchObject(snapshot)
    const keptLead = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 1 })) as Lead
    expect(keptLead.vehicle ?? null).toBeNull()
    expect(keptLead.vehicle_snapshot).toMatchObject(snapshot)
    const keptHold = (await payload.findByID({ collection: 'reservations', id: hold.id, overrideAccess: true, depth: 0 })) as Reservation
    expect(keptHold).toMatchObject({ status: 'cancelled', vehicle: null })
    expect(keptHold.vehicle_snapshot).toMatchObject(snapshot)
    // the reservation's own lead (filed when it was paid) keeps the car too
    const holdLead = (await payload.findByID({ collection: 'leads', id: keptHold.lead as number, overrideAccess: true, depth: 0 })) as Lead
    expect(holdLead.vehicle_snapshot).toMatchObject({ stocknum: vehicle.stocknum })
    expect(await exists('watchlist-items', saved.id)).toBe(false)

    // The lead still says which car it was about: in ADF (valid against the DTD) and in the admin.
    const adf = buildAdf(toAdfInput(toLeadView(keptLead)))
    expect(adf).toContain(`<stock>${vehicle.stocknum}</stock>`)
    expect(adf).toContain('<vin>JTMBFREV10D012345</vin>')
    expect(await dtdErrors(adf)).toEqual([])
    const element = await LeadSummary({ id: lead.id, payload, user: f.admin } as never)
    const html = element ? renderToStaticMarkup(element) : ''
    expect(html).toContain('2022 Toyota RAV4 GXL')
    expect(html).toContain(`stock ${vehicle.stocknum}`)
    expect(html).toContain('deleted')
    expect(html).not.toContain(`/admin/collections/vehicles/${vehicle.id}`)
  })

  it('refuses to delete a car with a paid, active hold (409, saying so) and deletes it once the hold has ended; unpublishing always works', async () => {
    const vehicle = await car()
    const hold = await paidHold(vehicle)
    expect(hold).toMatchObject({ status: 'active', payment_state: 'succeeded' })

    const refused = await api('DELETE', `/vehicles/${vehicle.id}`)
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.json)).toContain(`This car has a paid reservation (${hold.reference}): end the hold or refund it first`)
    expect(await exists('vehicles', vehicle.id)).toBe(true)
    expect(((await payload.findByID({ collection: 'reservations', id: hold.id, overrideAccess: true, depth: 0 })) as Reservation).vehicle).toBe(vehicle.id)

    const unpublished = await api('PATCH', `/vehicles/${vehicle.id}`, { show_on_dealer_website: false })
    expect(unpublished.status).toBe(200)
    expect(unpublished.json.doc.show_on_dealer_website).toBe(false)

    expect(await staffAction(payload, provider, hold.id, 'cancel')).toMatchObject({ ok: true })
    expect((await api('DELETE', `/vehicles/${vehicle.id}`)).status).toBe(200)
    expect(await exists('vehicles', vehicle.id)).toBe(false)
    expect(((await payload.findByID({ collection: 'reservations', id: hold.id, overrideAccess: true, depth: 0 })) as Reservation).vehicle_snapshot).toMatchObject({ stocknum: vehicle.stocknum })
  })

  it('refuses to delete a car a shopper is paying for right now (409, saying until when)', async () => {
    const vehicle = await car()
    const started = await startCheckout(payload, provider, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: clientKey() })
    expect(started.ok).toBe(true)
    if (!started.ok) return
    const refused = await api('DELETE', `/vehicles/${vehicle.id}`)
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.json)).toContain(`A shopper is paying for this car right now (${started.reference})`)
    expect(await exists('vehicles', vehicle.id)).toBe(true)
  })

  it('a bulk delete stops at the held car and deletes the others', async () => {
    const free = await car()
    const held = await car()
    const hold = await paidHold(held)
    const res = await api('DELETE', `/vehicles?where[id][in]=${free.id},${held.id}`)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(JSON.stringify(res.json)).toContain(hold.reference)
    expect(await exists('vehicles', held.id)).toBe(true)
    expect(await exists('vehicles', free.id)).toBe(false)
  })
})
