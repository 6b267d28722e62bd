/**
 * Issue 19, item 3: server-side request forgery through lead webhooks. A site editor could point
 * their dealership's webhook at the platform's own network (http://127.0.0.1:3998/api/health),
 * send a lead and read the internal answer's status on the lead's attempts. Now such an address is
 * refused when saved (400), and when sending (for addresses stored earlier, or host names that
 * resolve inside) nothing is contacted and the lead reads only "Webhook failed".
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
let f: TwoSites
let hits = 0
let server: http.Server
let port = 0

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  // The "internal service" a hostile webhook would reach.
  server = http.createServer((_req, res) => {
    hits++
    res.statusCode = 405
    res.end('internal')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()))
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead'] } }, overrideAccess: true })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const as = (user: TwoSites['a']['editor']) => ({ user, overrideAccess: false as const })

const HOSTILE = [
  'http://127.0.0.1:3998/api/health',
  'https://127.0.0.1:3998/api/health',
  'https://localhost:3998/api/health',
  'https://api.localhost/',
  'https://2130706433:3998/',
  'https://0x7f000001/',
  'https://0177.0.0.1/',
  'https://10.0.0.5/hook',
  'https://172.16.0.1/hook',
  'https://192.168.1.10/hook',
  'https://100.64.0.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://0.0.0.0:3998/',
  'https://[::1]:3998/',
  'https://[::ffff:127.0.0.1]/',
  'https://[fd00::1]/',
  'https://[fe80::1]/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://printer.local/',
  'https://user:pass@crm.example.com/leads',
  'http://crm.example.com/leads',
]

async function newLead(site: number, dealership: number) {
  return (await payload.create({
    collection: 'leads' as never,
    data: { site, dealership, kind: 'enquiry', name: 'Probe Person', email: 'probe@example.com', phone: '0412345678', fields: { message: 'hi' } } as never,
    overrideAccess: true,
  })) as unknown as { id: number }
}

async function webhookAttempts(id: number) {
  const doc = (await payload.findByID({ collection: 'leads' as never, id, depth: 0, overrideAccess: true })) as unknown as {
    attempts: { channel: string; outcome: string; error?: string | null; detail?: string | null }[]
    last_error: string | null
  }
  return { attempts: doc.attempts.filter((a) => a.channel === 'webhook'), lastError: doc.last_error }
}

describe('saving a dealership webhook', () => {
  it.each(HOSTILE)('refuses %s with a 400 validation error', async (url) => {
    const error = await payload
      .update({ collection: 'dealerships', id: f.a.dealership.id, data: { webhookUrl: url } as never, ...as(f.a.editor) })
      .then(() => null, (e: unknown) => e)
    expect(error).toMatchObject({ name: 'ValidationError', status: 400 })
    expect(String((error as Error).message)).toMatch(/webhook/i)
    const stored = await payload.findByID({ collection: 'dealerships', id: f.a.dealership.id, depth: 0, overrideAccess: true })
    expect((stored as { webhookUrl?: string | null }).webhookUrl ?? null).toBeNull()
  })

  it('accepts https to a public host', async () => {
    const saved = await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { webhookUrl: 'https://crm.example.com/leads' } as never, ...as(f.a.editor) })
    expect((saved as { webhookUrl?: string }).webhookUrl).toBe('https://crm.example.com/leads')
    await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { webhookUrl: null } as never, overrideAccess: true })
  })
})

describe('sending a lead to a webhook', () => {
  it('does not contact a host name that resolves to a private address, and records only "Webhook failed"', async () => {
    const { webhookTransport } = await import('../../src/leads/delivery/webhookTransport')
    const { deliverLead } = await import('../../src/leads/deliver')
    // A public-looking name that the (stubbed) DNS answers with a public and a loopback address.
    const lookup = vi.spyOn(webhookTransport, 'lookup').mockResolvedValue([
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ])
    const post = vi.spyOn(webhookTransport, 'post')
    await payload.update({ collection: 'dealerships', id: f.b.dealership.id, data: { webhookUrl: 'https://rebind.bravo-crm.example/hook' } as never, ...as(f.b.editor) })
    const doc = await newLead(f.b.site.id, f.b.dealership.id)
    expect((await deliverLead(payload, doc.id)).channels.webhook).toBe('failed')
    expect(lookup).toHaveBeenCalledWith('rebind.bravo-crm.example')
    expect(post).not.toHaveBeenCalled()
    const { attempts, lastError } = await webhookAttempts(doc.id)
    expect(attempts.map((a) => [a.outcome, a.error])).toEqual([['failed', 'Webhook failed']])
    expect(lastError).not.toMatch(/127\.0\.0\.1|HTTP|fetch|ECONN|loopback/)
  })

  it('does not contact an internal address stored before the check existed (the reported probe)', async () => {
    const { deliverLead } = await import('../../src/leads/deliver')
    const before = hits
    for (const url of [`http://127.0.0.1:${port}/api/health`, `https://127.0.0.1:${port}/api/health`, `http://localhost:${port}/`, `http://2130706433:${port}/`]) {
      // Written past validation, as an older stored value would be.
      await payload.db.drizzle.execute(sql`UPDATE "dealerships" SET "webhook_url" = ${url} WHERE "id" = ${f.b.dealership.id}`)
      const doc = await newLead(f.b.site.id, f.b.dealership.id)
      expect((await deliverLead(payload, doc.id)).channels.webhook).toBe('failed')
      const { attempts, lastError } = await webhookAttempts(doc.id)
      expect(attempts.map((a) => [a.outcome, a.error])).toEqual([['failed', 'Webhook failed']])
      // Every text an attempt records (not its random id, which may contain "405" by chance).
      const recorded = attempts.map(({ channel, outcome, error, detail }) => ({ channel, outcome, error, detail }))
      expect(JSON.stringify(recorded)).not.toMatch(/405|HTTP|fetch failed|ECONN/)
      expect(lastError).not.toMatch(/405|HTTP|fetch failed|ECONN/)
    }
    expect(hits).toBe(before)
  })
})
