/**
 * GET /api/account/gates?site={segment}: a site's gating settings for the proxy
 * (src/accounts/proxyGate.ts), which cannot read the database itself. Any site, accounts on or
 * off; the answer is what the site's own links already show (which routes ask for sign-in).
 * Reads the cached Site (src/data, expired on every site save); bad or unknown segments answer
 * `{site: null}`.
 */
import { getSite } from '@/data'
import { payloadClient } from '@/data/payload'
import { customerForRequest } from '../customerSession'
import { decodeSiteKey } from '@/rules/siteKey'
import { gateSettingsOf } from '../serverGate'
import { json } from '../http'

export async function siteGatesHandler(request: Request): Promise<Response> {
  const segment = new URL(request.url).searchParams.get('site') ?? ''
  const none = { site: null, shopperAccounts: false, gatedRoutes: [] }
  if (segment.length > 300 || !decodeSiteKey(segment)) return json(none, 400)
  try {
    const site = await getSite(segment)
    if (!site) return json(none)
    return json({ site: site.id, ...gateSettingsOf(site) })
  } catch {
    return json({ ...none, error: 'The site could not be read.' }, 503)
  }
}

/**
 * GET /api/account/session?site={segment}: whether the request's `dp_shopper` cookie is a live
 * session of that site (the customer exists there with the cookie's session version), for the
 * proxy's gate. Answers only `{live}`; never cached. Bad segments 400, a database failure 503.
 */
export async function sessionLiveHandler(request: Request): Promise<Response> {
  const segment = new URL(request.url).searchParams.get('site') ?? ''
  if (segment.length > 300 || !decodeSiteKey(segment)) return json({ live: false }, 400)
  try {
    const site = await getSite(segment)
    if (!site) return json({ live: false })
    const customer = await customerForRequest(await payloadClient(), request, site.id)
    return json({ live: customer !== null })
  } catch {
    return json({ live: false, error: 'The session could not be checked.' }, 503)
  }
}
