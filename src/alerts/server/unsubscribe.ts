/**
 * The links every alert e-mail carries, which work without signing in (the signed token is the
 * authority, src/alerts/server/tokens.ts), even after the site turns saved searches off:
 *
 *   POST /api/saved-searches/unsubscribe?token=…  RFC 8058 one-click unsubscribe (the mail
 *        client posts `List-Unsubscribe=One-Click`; no cookie, no Origin needed): the address
 *        gets no more alerts from this site. Idempotent.
 *   GET  /api/saved-searches/unsubscribe?token=…  a page with an Unsubscribe button (a GET never
 *        unsubscribes: link scanners open links).
 *   GET  /api/saved-searches/manage?token=…       the address's saved searches, each with rename,
 *        instant/daily and delete forms; POST to the same URL with `action`, `id` (and `name` or
 *        `frequency`) does it and shows the page again.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { escapeHtml } from '@/mail/mailText'
import { cleanFrequency, cleanSearchName, savedSearchHref } from '@/rules/savedSearch'
import { MAX_ACCOUNT_BODY_BYTES } from '@/accounts/http'
import { verifyAlertToken, type AlertToken } from './tokens'
import { htmlPage } from './pages'
import { loose, searchById, searchesOf, suppressAddress } from './store'

type Deps = { payload: () => Promise<Payload>; now?: () => number }

export function createUnsubscribeHandlers(deps: Deps) {
  const now = deps.now ?? Date.now

  /** Runs with the token's site, or answers a 400 page; trouble is a 503 page, never a 500. */
  function withToken(kind: 'u' | 'm', run: (ctx: { payload: Payload; site: Site; claims: AlertToken; request: Request }) => Promise<Response>) {
    return async (request: Request): Promise<Response> => {
      try {
        const payload = await deps.payload()
        const claims = verifyAlertToken(new URL(request.url).searchParams.get('token'), kind, now())
        const site = claims ? ((await payload.findByID({ collection: 'sites', id: claims.site, depth: 0, overrideAccess: true, disableErrors: true })) as Site | null) : null
        if (!claims || !site) return htmlPage({ name: 'Website' }, 'This link does not work', 'The link is not valid or has expired. Use the link in a newer e-mail from us.', 400)
        return await run({ payload, site, claims, request })
      } catch {
        return htmlPage({ name: 'Website' }, 'Please try again', 'Something went wrong on our side. Please try again in a minute.', 503)
      }
    }
  }

  const oneClick = withToken('u', async ({ payload, site, claims }) => {
    await suppressAddress(payload, site.id, claims.email, 'unsubscribed')
    return htmlPage(site, 'You are unsubscribed', `${claims.email} will get no more car alerts from ${site.name}.`, 200)
  })

  const page = withToken('u', async ({ site, claims, request }) => {
    const action = escapeHtml(new URL(request.url).pathname + new URL(request.url).search)
    const form = `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
    return htmlPage(site, 'Unsubscribe from car alerts', `Stop all car alerts from ${site.name} to ${claims.email}?`, 200, form)
  })

  async function managePage(payload: Payload, site: Site, claims: AlertToken, request: Request, notice = ''): Promise<Response> {
    const self = escapeHtml(new URL(request.url).pathname + new URL(request.url).search)
    const searches = await searchesOf(payload, site.id, claims.email)
    const rows = searches.map((s) => {
      const id = escapeHtml(String(s.id))
      const href = escapeHtml(savedSearchHref({ path: s.path, query: s.query ?? '' }))
      return `<li data-saved-search="${id}"><p><a href="${href}">${escapeHtml(s.name)}</a> (${s.status === 'pending' ? 'waiting for confirmation' : s.frequency === 'daily' ? 'daily digest' : 'instant'})</p>
<form method="post" action="${self}"><input type="hidden" name="action" value="rename"><input type="hidden" name="id" value="${id}"><label>Name <input name="name" value="${escapeHtml(s.name)}" maxlength="120" required></label> <button type="submit">Rename</button></form>
<form method="post" action="${self}"><input type="hidden" name="action" value="frequency"><input type="hidden" name="id" value="${id}"><input type="hidden" name="frequency" value="${s.frequency === 'daily' ? 'instant' : 'daily'}"><button type="submit">${s.frequency === 'daily' ? 'E-mail me at once' : 'Send a daily digest'}</button></form>
<form method="post" action="${self}"><input type="hidden" name="action" value="delete"><input type="hidden" name="id" value="${id}"><button type="submit">Delete</button></form></li>`
    })
    const list = rows.length ? `<ul>${rows.join('')}</ul>` : '<p>You have no saved searches on this site.</p>'
    const notes = notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''
    return htmlPage(site, 'Your car alerts', `Saved searches of ${claims.email} at ${site.name}.`, notice.startsWith('Please') ? 400 : 200, `${notes}${list}`)
  }

  const manage = withToken('m', async ({ payload, site, claims, request }) => managePage(payload, site, claims, request))

  const manageAction = withToken('m', async ({ payload, site, claims, request }) => {
    const text = (await request.text()).slice(0, MAX_ACCOUNT_BODY_BYTES)
    const form = new URLSearchParams(text)
    const id = Number(form.get('id'))
    const doc = Number.isSafeInteger(id) && id > 0 ? await searchById(payload, id) : null
    const siteOf = doc && (typeof doc.site === 'object' && doc.site ? doc.site.id : doc.site)
    if (!doc || siteOf !== site.id || doc.email !== claims.email) return managePage(payload, site, claims, request, 'Please choose one of your saved searches.')
    const action = form.get('action')
    if (action === 'delete') {
      await loose(payload).delete({ collection: 'saved-searches', id: doc.id, overrideAccess: true })
      return managePage(payload, site, claims, request, `Deleted "${doc.name}".`)
    }
    const data = action === 'rename' ? { name: cleanSearchName(form.get('name')) } : action === 'frequency' ? { frequency: form.get('frequency') ? cleanFrequency(form.get('frequency')) : null } : null
    const value = data && Object.values(data)[0]
    if (!data || !value) return managePage(payload, site, claims, request, 'Please check the form: a name has 1 to 120 characters.')
    await loose(payload).update({ collection: 'saved-searches', id: doc.id, overrideAccess: true, data })
    return managePage(payload, site, claims, request, 'Saved.')
  })

  return { oneClick, page, manage, manageAction }
}
