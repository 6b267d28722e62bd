/**
 * Saved searches against PostgreSQL (issue 35 section 1): saving for a signed-in shopper and by a
 * confirmed address (double opt-in), list / rename / delete, bad input, the site setting, the
 * manage link and one-click unsubscribe, and staff isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createAccountHandlers } from '@/accounts/server/handlers'
import type { SendCode } from '@/accounts/accountDeps'
import { createSavedSearchHandlers } from '@/alerts/server/handlers'
import { createUnsubscribeHandlers } from '@/alerts/server/unsubscribe'
import type { SendConfirmation } from '@/alerts/server/confirmMail'
import { signAlertToken } from '@/alerts/server/tokens'
import { withPeerAddress } from '@/security/peerAddress'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'

let payload: Payload
let f: TwoSites
const codes: Array<{ email: string; code: string }> = []
const sendCode: SendCode = async ({ email, code }) => {
  codes.push({ email, code })
}
const confirmations: Array<{ email: string; token: string; site: number }> = []
const sendConfirmation: SendConfirmation = async ({ email, token, site }) => {
  confirmations.push({ email, token, site: site.id })
}
const bigLimits = {
  codePerAddress: { points: 1000, durationSeconds: 600 },
  codePerEmail: { points: 1000, durationSeconds: 600 },
  verifyPerAddress: { points: 1000, durationSeconds: 600 },
  writesPerAddress: { points: 1000, durationSeconds: 60 },
}
let account: ReturnType<typeof createAccountHandlers>
let searches: ReturnType<typeof createSavedSearchHandlers>
let links: ReturnType<typeof createUnsubscribeHandlers>

const host = (site: { slug: string }) => `${site.slug}.localhost`
function req(site: { slug: string }, path: string, body?: unknown, cookie?: string): Request {
  const headers: Record<string, string> = { host: host(site) }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (cookie) headers.cookie = cookie
  return new Request(`http://${host(site)}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) })
}
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

async function signIn(site: { slug: string }, email: string): Promise<string> {
  expect((await account.requestCode(req(site, '/api/account/code', { email }))).status).toBe(200)
  const code = [...codes].reverse().find((c) => c.email === email)?.code ?? ''
  const res = await account.verifyCode(req(site, '/api/account/verify', { email, code }))
  expect(res.status).toBe(200)
  return cookieOf(res)
}

const search = { path: '/cars', query: 'refinementList[make][]=Toyota&range[price]=10000:30000&page=3' }

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { shopperAccounts: true, savedSearchesEnabled: true } } as never, overrideAccess: true })
  await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { shopperAccounts: true, savedSearchesEnabled: false } } as never, overrideAccess: true })
  const deps = { payload: async () => payload, sendCode, sendConfirmation, limits: bigLimits, searchLimits: { savePerAddress: { points: 1000, durationSeconds: 600 } }, resolvePreset: async (_site: unknown, path: string) => (path === '/search/nowhere' ? null : '') }
  account = createAccountHandlers(deps)
  searches = createSavedSearchHandlers(deps)
  links = createUnsubscribeHandlers({ payload: async () => payload })
})

describe('saving a search', () => {
  it('a signed-in shopper saves the refinements (without the page number) and lists, renames and deletes them', async () => {
    const email = `${unique('signed')}@example.com`
    const cookie = await signIn(f.a.site, email)
    const saved = await searches.save(req(f.a.site, '/api/saved-searches/save', search, cookie))
    expect(saved.status).toBe(201)
    const body = await saved.json()
    expect(body.savedSearch).toMatchObject({ status: 'active', frequency: 'instant', path: '/cars', href: '/cars?refinementList[make][]=Toyota&range[price]=10000:30000' })
    expect(body.savedSearch.name).toBe('Toyota, $10,000 to $30,000')

    const listed = await (await searches.list(req(f.a.site, '/api/saved-searches/list', undefined, cookie))).json()
    expect(listed.savedSearches.map((s: { id: string }) => s.id)).toEqual([body.savedSearch.id])

    const renamed = await searches.rename(req(f.a.site, '/api/saved-searches/rename', { id: body.savedSearch.id, name: '  Cheap Toyotas ' }, cookie))
    expect((await renamed.json()).savedSearch.name).toBe('Cheap Toyotas')
    const daily = await searches.frequency(req(f.a.site, '/api/saved-searches/frequency', { id: body.savedSearch.id, frequency: 'daily' }, cookie))
    expect((await daily.json()).savedSearch.frequency).toBe('daily')

    expect((await searches.delete(req(f.a.site, '/api/saved-searches/delete', { id: body.savedSearch.id }, cookie))).status).toBe(200)
    const after = await (await searches.list(req(f.a.site, '/api/saved-searches/list', undefined, cookie))).json()
    expect(after.savedSearches).toEqual([])
  })

  it('by e-mail address the search waits for the confirmation link (double opt-in)', async () => {
    const email = `${unique('optin')}@example.com`
    const saved = await searches.save(req(f.a.site, '/api/saved-searches/save', { ...search, email, consent: true }))
    expect(saved.status).toBe(201)
    const body = await saved.json()
    expect(body.savedSearch.status).toBe('pending')
    expect(body.message).toContain('Check your inbox')
    const mail = confirmations.find((c) => c.email === email)
    expect(mail?.site).toBe(f.a.site.id)

    const confirmed = await searches.confirm(req(f.a.site, `/api/saved-searches/confirm?token=${encodeURIComponent(mail!.token)}`))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Your alerts are on')
    const doc = await payload.findByID({ collection: 'saved-searches', id: Number(body.savedSearch.id), overrideAccess: true })
    expect(doc.status).toBe('active')
    expect(doc.consentAt).toBeTruthy()
  })

  it('a confirmation link of another site, or an altered one, does not confirm', async () => {
    const email = `${unique('optin2')}@example.com`
    await searches.save(req(f.a.site, '/api/saved-searches/save', { ...search, email, consent: true }))
    const token = confirmations.find((c) => c.email === email)!.token
    const altered = `${token.slice(0, -2)}xx`
    expect((await searches.confirm(req(f.a.site, `/api/saved-searches/confirm?token=${altered}`))).status).toBe(400)
  })
})

describe('bad input', () => {
  it('answers 4xx with a message for each bad field, and saves nothing', async () => {
    const email = `${unique('bad')}@example.com`
    const cases: Array<[unknown, number, string]> = [
      [{ path: '/about-us', query: '', email, consent: true }, 400, 'path'],
      [{ path: '/cars', query: '', email: 'not-an-address', consent: true }, 400, 'email'],
      [{ path: '/cars', query: '', email }, 400, 'consent'],
      [{ path: '/cars', query: '', email, consent: true, frequency: 'hourly' }, 400, 'frequency'],
      [{ path: '/cars', query: '', email, consent: true, name: 'x'.repeat(121) }, 400, 'name'],
    ]
    for (const [body, status, field] of cases) {
      const res = await searches.save(req(f.a.site, '/api/saved-searches/save', body))
      expect(res.status).toBe(status)
      const answer = await res.json()
      expect(answer.errors[field]).toEqual(expect.any(String))
    }
    expect((await searches.save(req(f.a.site, '/api/saved-searches/save', { path: '/search/nowhere', email, consent: true }))).status).toBe(404)
    const notJson = new Request(`http://${host(f.a.site)}/api/saved-searches/save`, { method: 'POST', headers: { host: host(f.a.site), 'content-type': 'text/plain' }, body: 'hello' })
    expect((await searches.save(notJson)).status).toBe(415)
    const count = await payload.count({ collection: 'saved-searches', where: { email: { equals: email } }, overrideAccess: true })
    expect(count.totalDocs).toBe(0)
  })

  it('saving too often from one address answers 429 with when to try again', async () => {
    const limited = createSavedSearchHandlers({ payload: async () => payload, sendConfirmation, searchLimits: { savePerAddress: { points: 1, durationSeconds: 600 } }, resolvePreset: async () => '' })
    const body = { path: '/cars', email: `${unique('often')}@example.com`, consent: true }
    const from = (ip: string) => new Request(`http://${host(f.a.site)}/api/saved-searches/save`, { method: 'POST', headers: withPeerAddress({ host: host(f.a.site), 'content-type': 'application/json' }, ip), body: JSON.stringify(body) })
    expect((await limited.save(from('203.0.113.35'))).status).toBe(201)
    const second = await limited.save(from('203.0.113.35'))
    expect(second.status).toBe(429)
    expect((await second.json()).error).toMatch(/Too many requests/)
  })

  it('rename and delete of an unknown id, or signed out, are refused', async () => {
    const cookie = await signIn(f.a.site, `${unique('owner')}@example.com`)
    expect((await searches.rename(req(f.a.site, '/api/saved-searches/rename', { id: 'abc', name: 'x' }, cookie))).status).toBe(400)
    expect((await searches.delete(req(f.a.site, '/api/saved-searches/delete', { id: 999999 }, cookie))).status).toBe(404)
    expect((await searches.delete(req(f.a.site, '/api/saved-searches/delete', { id: 1 }))).status).toBe(401)
  })

  it('on a site with saved searches off every endpoint answers 404', async () => {
    const res = await searches.save(req(f.b.site, '/api/saved-searches/save', { path: '/cars', email: 'x@example.com', consent: true }))
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe('Saved searches are not available on this site.')
  })
})

describe('isolation', () => {
  it("another shopper cannot rename or delete a search, and site B's staff do not see site A's saved searches", async () => {
    const ownerCookie = await signIn(f.a.site, `${unique('mine')}@example.com`)
    const saved = await (await searches.save(req(f.a.site, '/api/saved-searches/save', search, ownerCookie))).json()
    const otherCookie = await signIn(f.a.site, `${unique('other')}@example.com`)
    expect((await searches.delete(req(f.a.site, '/api/saved-searches/delete', { id: saved.savedSearch.id }, otherCookie))).status).toBe(404)
    expect((await searches.rename(req(f.a.site, '/api/saved-searches/rename', { id: saved.savedSearch.id, name: 'mine now' }, otherCookie))).status).toBe(404)

    const asB = await payload.find({ collection: 'saved-searches', overrideAccess: false, user: f.b.editor, limit: 100 })
    expect(asB.docs.map((d) => d.id)).not.toContain(Number(saved.savedSearch.id))
    const asA = await payload.find({ collection: 'saved-searches', overrideAccess: false, user: f.a.editor, limit: 100 })
    expect(asA.docs.map((d) => d.id)).toContain(Number(saved.savedSearch.id))
    const itemsAsB = await payload.find({ collection: 'alert-items', overrideAccess: false, user: f.b.editor, limit: 100 })
    expect(itemsAsB.docs.every((d) => (typeof d.site === 'object' ? d.site?.id : d.site) === f.b.site.id)).toBe(true)
  })
})

describe('the links in alert e-mails', () => {
  it('one-click unsubscribe (RFC 8058 POST, no cookie) stops the address; a GET only shows a button', async () => {
    const email = `${unique('unsub')}@example.com`
    const cookie = await signIn(f.a.site, email)
    const saved = await (await searches.save(req(f.a.site, '/api/saved-searches/save', search, cookie))).json()
    const token = signAlertToken({ kind: 'u', site: f.a.site.id, email })
    const url = `http://${host(f.a.site)}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`
    const page = await links.page(new Request(url))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>')
    expect((await payload.findByID({ collection: 'saved-searches', id: Number(saved.savedSearch.id), overrideAccess: true })).status).toBe('active')

    const res = await links.oneClick(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }))
    expect(res.status).toBe(200)
    expect((await payload.findByID({ collection: 'saved-searches', id: Number(saved.savedSearch.id), overrideAccess: true })).status).toBe('unsubscribed')
    const opt = await payload.find({ collection: 'alert-suppressions', where: { key: { equals: `${f.a.site.id}:${email}` } }, overrideAccess: true })
    expect(opt.docs[0]?.reason).toBe('unsubscribed')
    // Twice is fine.
    expect((await links.oneClick(new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))).status).toBe(200)
    const forged = url.replace(/token=[^&]+/, 'token=abc.def')
    expect((await links.oneClick(new Request(forged, { method: 'POST' }))).status).toBe(400)
  })

  it('the manage link lists, renames and deletes the address\'s searches without signing in', async () => {
    const email = `${unique('manage')}@example.com`
    const cookie = await signIn(f.a.site, email)
    const saved = await (await searches.save(req(f.a.site, '/api/saved-searches/save', search, cookie))).json()
    const token = signAlertToken({ kind: 'm', site: f.a.site.id, email })
    const url = `http://${host(f.a.site)}/api/saved-searches/manage?token=${encodeURIComponent(token)}`
    expect(await (await links.manage(new Request(url))).text()).toContain('Toyota, $10,000 to $30,000')
    const post = (body: string) => links.manageAction(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }))
    expect(await (await post(`action=rename&id=${saved.savedSearch.id}&name=Utes`)).text()).toContain('Utes')
    expect((await post(`action=rename&id=${saved.savedSearch.id}&name=`)).status).toBe(400)
    await post(`action=delete&id=${saved.savedSearch.id}`)
    expect(await payload.count({ collection: 'saved-searches', where: { email: { equals: email } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    const listed = await searches.list(req(f.a.site, `/api/saved-searches/list?token=${encodeURIComponent(token)}`))
    expect((await listed.json()).savedSearches).toEqual([])
  })
})
