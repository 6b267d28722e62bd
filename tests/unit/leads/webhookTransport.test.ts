/**
 * Issue 19 (SSRF through lead webhooks): the send-time guard. Every resolved address must be
 * public, the request connects to the vetted address only, redirects are not followed, and a
 * silent receiver is given up on.
 */
import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pinnedPost, sendWebhook, type ResolvedAddress, type WebhookTransport } from '@/leads/delivery/webhookTransport'

const PUBLIC: ResolvedAddress = { address: '93.184.216.34', family: 4 }
const init = { headers: { 'content-type': 'application/json' }, body: '{"lead_id":"1"}' }

function fakeTransport(addresses: ResolvedAddress[] | Error, status = 204) {
  const posted: { url: string; pinned: ResolvedAddress }[] = []
  const transport: WebhookTransport = {
    lookup: vi.fn(async () => {
      if (addresses instanceof Error) throw addresses
      return addresses
    }),
    post: vi.fn(async (url: URL, pinned: ResolvedAddress) => {
      posted.push({ url: url.href, pinned })
      return status
    }),
  }
  return { transport, posted }
}

describe('sendWebhook', () => {
  it('POSTs to the vetted public address of the host name', async () => {
    const { transport, posted } = fakeTransport([PUBLIC, { address: '2606:2800:220:1::1', family: 6 }])
    expect(await sendWebhook('https://crm.example.com/leads', init, { transport })).toEqual({ ok: true, status: 204 })
    expect(transport.lookup).toHaveBeenCalledWith('crm.example.com')
    expect(posted).toEqual([{ url: 'https://crm.example.com/leads', pinned: PUBLIC }])
  })

  it.each([
    [[{ address: '127.0.0.1', family: 4 }]],
    [[{ address: '10.0.0.8', family: 4 }]],
    [[{ address: '169.254.169.254', family: 4 }]],
    [[{ address: '::1', family: 6 }]],
    [[{ address: '::ffff:127.0.0.1', family: 6 }]],
    [[{ address: 'fd00::1', family: 6 }]],
    // ANY private answer refuses the host, even next to a public one (no round-robin into the LAN).
    [[PUBLIC, { address: '192.168.0.1', family: 4 }]],
  ])('refuses a host that resolves to %j without contacting it', async (addresses) => {
    const { transport, posted } = fakeTransport(addresses)
    const outcome = await sendWebhook('https://rebind.example.com/hook', init, { transport })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.reason).toMatch(/resolves to/)
    expect(posted).toEqual([])
  })

  it.each(['http://crm.example.com/hook', 'https://127.0.0.1:3998/api/health', 'https://localhost:3998/', 'https://2130706433/', 'https://u:p@crm.example.com/'])(
    'refuses %s (stored before the save-time check) without DNS or a request',
    async (url) => {
      const { transport, posted } = fakeTransport([PUBLIC])
      const outcome = await sendWebhook(url, init, { transport })
      expect(outcome.ok).toBe(false)
      expect(transport.lookup).not.toHaveBeenCalled()
      expect(posted).toEqual([])
    },
  )

  it('counts a redirect as a failure (it is not followed)', async () => {
    const { transport, posted } = fakeTransport([PUBLIC], 302)
    const outcome = await sendWebhook('https://crm.example.com/leads', init, { transport })
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/HTTP 302.*not followed/) })
    expect(posted).toHaveLength(1)
  })

  it('fails on an error answer, a DNS failure and no address', async () => {
    expect((await sendWebhook('https://crm.example.com/', init, { transport: fakeTransport([PUBLIC], 500).transport })).ok).toBe(false)
    expect((await sendWebhook('https://crm.example.com/', init, { transport: fakeTransport(Object.assign(new Error('x'), { code: 'ENOTFOUND' })).transport })).ok).toBe(false)
    expect((await sendWebhook('https://crm.example.com/', init, { transport: fakeTransport([]).transport })).ok).toBe(false)
  })

  it('gives up on a DNS lookup that never answers', async () => {
    const transport: WebhookTransport = { lookup: () => new Promise(() => undefined), post: vi.fn(async () => 204) }
    const outcome = await sendWebhook('https://crm.example.com/', init, { transport, timeoutMs: 50 })
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/timed out/) })
    expect(transport.post).not.toHaveBeenCalled()
  })
})

describe('pinnedPost', () => {
  const servers: net.Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  })

  it('connects to the pinned address, not to what DNS says for the name, and times out a silent receiver', async () => {
    const sockets: net.Socket[] = []
    // A receiver that accepts the connection and never answers (the TLS handshake never completes).
    const server = net.createServer((socket) => sockets.push(socket))
    servers.push(server)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const port = (server.address() as net.AddressInfo).port
    // `pinned.invalid` cannot resolve (RFC 2606): reaching the local server proves the pinned address is used.
    const started = Date.now()
    await expect(pinnedPost(new URL(`https://pinned.invalid:${port}/hook`), { address: '127.0.0.1', family: 4 }, { ...init, timeoutMs: 300 })).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(sockets).toHaveLength(1)
    sockets.forEach((s) => s.destroy())
  })
})
