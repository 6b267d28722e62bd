/**
 * A lead as a salesperson reads and works it in the admin (issue 22, item 2): the summary shows
 * the message, tap-to-call and mail links, the car with its price and links, the delivery and the
 * raw submission without any outside script; the sales status is the one thing staff change, and
 * only on their own sites' leads.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { LeadSummary } from '@/leads/admin/LeadSummary'
import { salesStatusEndpoint } from '@/leads/salesStatus'

let payload: Payload
let f: TwoSites
let leadId: number

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  const car = await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('STK'), make: 'Toyota', model: 'RAV4', badge: 'GXL', year: 2024, car_type: 'used', status: 'in_stock', price: 41_990, show_on_dealer_website: true } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })
  const lead = await payload.create({
    collection: 'leads',
    data: {
      site: f.a.site.id,
      kind: 'enquiry',
      category: 'Vehicle Enquiry',
      subcategory: 'Used',
      name: 'Casey Buyer',
      email: 'casey@example.com',
      phone: '0412 345 678',
      vehicle: car.id,
      dealership: f.a.dealership.id,
      fields: { name: 'Casey Buyer', email: 'casey@example.com', phone: '0412 345 678', message: 'Is the RAV4 still available?\nCan I see it Saturday?', postcode: '4000' },
    } as never,
    overrideAccess: true,
  })
  leadId = lead.id as number
})

async function summaryHtml(user: unknown): Promise<string> {
  const element = await LeadSummary({ id: leadId, payload, user } as never)
  return element ? renderToStaticMarkup(element) : ''
}

describe('the lead summary', () => {
  it('shows the message, contact links, the car and the raw submission, with no script', async () => {
    const html = await summaryHtml(f.a.editor)
    expect(html).toContain('Vehicle Enquiry · Used')
    expect(html).toContain('Is the RAV4 still available?\nCan I see it Saturday?')
    expect(html).toContain('href="tel:0412345678"')
    expect(html).toContain('href="mailto:casey@example.com"')
    expect(html).toMatch(/2024 Toyota RAV4 GXL/)
    expect(html).toContain('$41,990')
    expect(html).toMatch(/href="http:\/\/[^"]+\.localhost:\d+\/cars\/[^"]+"/)
    expect(html).toContain('Postcode')
    expect(html).toContain('No delivery attempt yet.')
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Everything the shopper submitted \(raw\)<\/summary><pre[^>]*>\{/)
    expect(html).not.toContain('<script')
    expect(html).toMatch(/Received \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}/) // en-AU, with the year
  })

  it("shows nothing to staff of another site", async () => {
    expect(await summaryHtml(f.b.editor)).toBe('')
  })
})

describe('the sales status', () => {
  async function setStatus(user: unknown, status: unknown, id: number = leadId) {
    const req = await createLocalReq({ user: user as never }, payload)
    req.routeParams = { id: String(id) }
    req.json = async () => ({ status })
    return salesStatusEndpoint.handler(req)
  }

  it('is set by staff of the site, and nothing else on the lead changes', async () => {
    const res = await setStatus(f.a.editor, 'contacted')
    expect(res.status).toBe(200)
    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({ sales_status: 'contacted', name: 'Casey Buyer' })
    const list = await payload.find({ collection: 'leads', where: { sales_status: { equals: 'contacted' } }, user: f.a.editor as never, overrideAccess: false })
    expect(list.docs.map((d) => d.id)).toContain(leadId)
  })

  it('refuses other sites (404), strangers (401) and unknown statuses (400)', async () => {
    expect((await setStatus(f.b.editor, 'won')).status).toBe(404)
    expect((await setStatus(null, 'won')).status).toBe(401)
    const bad = await setStatus(f.a.editor, 'closed-ish')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Choose one of: new, contacted, won, lost.' })
    expect((await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })).sales_status).toBe('contacted')
  })
})
