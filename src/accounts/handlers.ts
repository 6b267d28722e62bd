/**
 * Shopper account endpoints, all on the site's own host and all answering 404 when
 * the site has shopper accounts off:
 *
 *   POST /api/account/code      {email, name?, phone?, consent?}  e-mail a one-time code
 *   POST /api/account/verify    {email, code, name?, phone?, consent?}  sign in (sets the cookie)
 *   GET  /api/account/me        the signed-in state, watchlist ids and favourites (never cached)
 *   POST /api/account/profile   {name?, phone?, consent?}
 *   POST /api/account/favourites {favourites: [...]}  keep favourites on the account
 *   POST /api/account/sign-out  end the session (every session of the customer)
 *   POST /api/account/delete    delete the account and its watchlist
 *
 * Codes: valid CODE_TTL_MS (10 min), MAX_CODE_ATTEMPTS (5) wrong tries then locked until a new
 * code is requested; requests rate-limited per client address and per (site, address); each
 * try is counted atomically in PostgreSQL so parallel guesses cannot exceed the limit.
 * Bad input answers 4xx with a message; unexpected trouble 503, never 500.
 */
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'
import { normaliseAuPhone } from '@/rules/auPhone'
import { parseStoredList } from '@/rules/favourites'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, codeMatches, hashCode, newCode, normaliseEmail } from './codes'
import { customerForRequest, publicCustomer } from './customerSession'
import { accountsOn, crossOrigin, idOf, json, readJsonBody, refuse, siteOfRequest, type Body } from './http'
import { clearedSessionCookie, servedOverHttps, sessionCookie, signSession, SESSION_MAX_AGE_SECONDS } from './session'
import type { Site } from '@/payload-types'
import { shopperFromFor } from '@/leads/shopperSender'
import { cleanEmail } from '@/leads/shopperMail'

export type Limit = { points: number; durationSeconds: number }
type AccountLimits = { codePerAddress: Limit; codePerEmail: Limit; verifyPerAddress: Limit; writesPerAddress: Limit }

const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  codePerAddress: { points: 10, durationSeconds: 600 },
  codePerEmail: { points: 3, durationSeconds: 600 },
  verifyPerAddress: { points: 30, durationSeconds: 600 },
  writesPerAddress: { points: 120, durationSeconds: 60 },
}

export type SendCode = (args: { payload: Payload; site: Site; email: string; code: string }) => Promise<void>

const MAX_FAVOURITES = 100

export type AccountDeps = {
  payload: () => Promise<Payload>
  limits?: Partial<AccountLimits>
  /** How codes reach the shopper (default: the platform's mail adapter). */
  sendCode?: SendCode
  now?: () => number
}

const NOT_AVAILABLE = 'Shopper accounts are not available on this site.'
const SIGNED_OUT = 'Please sign in first.'
const CODE_WRONG = 'That code is not right. Check the e-mail and try again.'
const CODE_EXPIRED = 'That code has expired or was not requested. Ask for a new code.'
const CODE_LOCKED = 'Too many wrong codes. Ask for a new code.'
const PHONE_INVALID = 'Please enter an Australian mobile or phone number, e.g. 0412 345 678.'

/** The code comes from the dealer: "<site name> <site sender address>", Reply-To the site's e-mail. */
const defaultSendCode: SendCode = async ({ payload, site, email, code }) => {
  await payload.sendEmail({
    from: shopperFromFor(payload, site),
    replyTo: cleanEmail(site.email),
    to: email,
    subject: `Your sign-in code for ${site.name}: ${code}`,
    text: `Your code to sign in to ${site.name} is ${code}.\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.\n`,
  })
}

type Ctx = { payload: Payload; site: Site; request: Request }
type Handler = (request: Request) => Promise<Response>

export function createAccountHandlers(deps: AccountDeps) {
  const limits = { ...DEFAULT_ACCOUNT_LIMITS, ...deps.limits }
  const resolveSite = siteOfRequest
  const now = deps.now ?? Date.now
  const sendCode = deps.sendCode ?? defaultSendCode

  async function limited(bucket: string, key: string, limit: Limit): Promise<Response | null> {
    const verdict = await consumeRateLimit({ bucket, key, ...limit })
    if (verdict.allowed) return null
    return refuse(`Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`, 429, { 'retry-after': String(verdict.retryAfterSeconds) })
  }

  /** Wraps a handler: site with accounts on (404), same-origin POSTs (403), no 500s (503). */
  function endpoint(method: 'GET' | 'POST', run: (ctx: Ctx) => Promise<Response>, options: { needsAccounts?: boolean } = {}): Handler {
    return async (request) => {
      try {
        if (method === 'POST' && crossOrigin(request)) return refuse('This request must come from the site itself.', 403)
        const payload = await deps.payload()
        const site = await resolveSite(payload, request)
        if (!site) return refuse('No site is served at this address.', 404)
        if (options.needsAccounts !== false && !accountsOn(site)) return refuse(NOT_AVAILABLE, 404)
        return await run({ payload, site, request })
      } catch (error) {
        try {
          ;(await deps.payload()).logger.error({ msg: 'Shopper account request failed', err: (error as Error)?.message })
        } catch {
          // nothing more to do
        }
        return refuse('Something went wrong on our side. Please try again.', 503)
      }
    }
  }

  const findByEmail = async (payload: Payload, siteId: number, email: string): Promise<Customer | null> => {
    const found = await payload.find({
      collection: 'customers',
      where: { and: [{ site: { equals: siteId } }, { email: { equals: email } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    return (found.docs[0] as Customer | undefined) ?? null
  }

  /** Optional profile fields of a request; `error` when one is present but invalid. */
  function profileFields(body: Body): { data: Partial<Customer>; error?: string } {
    const data: Partial<Customer> = {}
    if (body.name !== undefined && body.name !== null && body.name !== '') {
      if (typeof body.name !== 'string' || body.name.trim().length > 120) return { data, error: 'Please enter a name of at most 120 characters.' }
      data.name = body.name.trim()
    }
    if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
      const phone = typeof body.phone === 'string' ? normaliseAuPhone(body.phone) : null
      if (!phone) return { data, error: PHONE_INVALID }
      data.phone = phone
    }
    if (body.consent !== undefined) {
      if (typeof body.consent !== 'boolean') return { data, error: 'Consent must be true or false.' }
      data.consent = body.consent
      data.consentAt = body.consent ? new Date(now()).toISOString() : null
    }
    return { data }
  }

  const requestCode = endpoint('POST', async ({ payload, site, request }) => {
    const address = clientAddress(request)
    const byAddress = await limited('account-code-ip', address, limits.codePerAddress)
    if (byAddress) return byAddress
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const email = normaliseEmail(body.value.email)
    if (!email) return json({ success: false, error: 'Please check the form.', errors: { email: 'Please enter a valid e-mail address.' } }, 400)
    const profile = profileFields(body.value)
    if (profile.error) return json({ success: false, error: 'Please check the form.', errors: { phone: profile.error } }, 400)
    const byEmail = await limited('account-code-email', `${site.id}:${email}`, limits.codePerEmail)
    if (byEmail) return byEmail

    let customer = await findByEmail(payload, site.id, email)
    if (!customer) {
      try {
        customer = (await payload.create({
          collection: 'customers',
          overrideAccess: true,
          data: { site: site.id, email, ...profile.data },
        })) as Customer
      } catch {
        customer = await findByEmail(payload, site.id, email) // created in parallel
        if (!customer) throw new Error('customer could not be created')
      }
    }
    const code = newCode()
    await payload.update({
      collection: 'customers',
      id: customer.id,
      overrideAccess: true,
      data: {
        loginCodeHash: hashCode(customer.id, code),
        loginCodeExpiresAt: new Date(now() + CODE_TTL_MS).toISOString(),
        loginCodeAttempts: 0,
      },
    })
    await sendCode({ payload, site, email, code })
    return json({ success: true, message: `We have e-mailed a 6-digit code to ${email}. It is valid for 10 minutes.` })
  })

  /** Counts one try atomically; false when the code is already locked (or gone). */
  async function consumeAttempt(payload: Payload, customerId: number): Promise<{ hash: string | null; expiresAt: string | null } | null> {
    const pool = payload.db.pool
    if (!pool) throw new Error('no database pool')
    const result = await pool.query(
      'UPDATE customers SET login_code_attempts = COALESCE(login_code_attempts, 0) + 1 WHERE id = $1 AND COALESCE(login_code_attempts, 0) < $2 AND login_code_hash IS NOT NULL RETURNING login_code_hash, login_code_expires_at',
      [customerId, MAX_CODE_ATTEMPTS],
    )
    const row = result.rows[0]
    if (!row) return null
    const expires = row.login_code_expires_at
    return { hash: (row.login_code_hash as string | null) ?? null, expiresAt: expires instanceof Date ? expires.toISOString() : (expires as string | null) }
  }

  const verifyCode = endpoint('POST', async ({ payload, site, request }) => {
    const limitedAnswer = await limited('account-verify-ip', clientAddress(request), limits.verifyPerAddress)
    if (limitedAnswer) return limitedAnswer
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const email = normaliseEmail(body.value.email)
    const code = typeof body.value.code === 'string' ? body.value.code.replace(/\s+/g, '') : ''
    if (!email) return json({ success: false, error: 'Please check the form.', errors: { email: 'Please enter a valid e-mail address.' } }, 400)
    if (!/^\d{6}$/.test(code)) return json({ success: false, error: 'Please check the form.', errors: { code: 'Enter the 6-digit code from the e-mail.' } }, 400)
    const profile = profileFields(body.value)
    if (profile.error) return json({ success: false, error: 'Please check the form.', errors: { phone: profile.error } }, 400)

    const customer = await findByEmail(payload, site.id, email)
    if (!customer || !customer.loginCodeHash) return refuse(CODE_EXPIRED, 400)
    const attempt = await consumeAttempt(payload, customer.id)
    if (!attempt) return refuse(CODE_LOCKED, 429)
    if (!attempt.expiresAt || Date.parse(attempt.expiresAt) <= now()) return refuse(CODE_EXPIRED, 400)
    if (!codeMatches(customer.id, code, attempt.hash)) {
      return refuse((customer.loginCodeAttempts ?? 0) + 1 >= MAX_CODE_ATTEMPTS ? CODE_LOCKED : CODE_WRONG, 400)
    }

    const version = customer.sessionVersion ?? 1
    const updated = (await payload.update({
      collection: 'customers',
      id: customer.id,
      overrideAccess: true,
      data: { ...profile.data, loginCodeHash: null, loginCodeExpiresAt: null, loginCodeAttempts: 0, lastSignInAt: new Date(now()).toISOString() },
    })) as Customer
    const token = signSession({ customer: customer.id, site: site.id, version, expires: Math.floor(now() / 1000) + SESSION_MAX_AGE_SECONDS })
    return json({ success: true, customer: publicCustomer(updated) }, 200, { 'set-cookie': sessionCookie(token, servedOverHttps(request)) })
  })

  const watchlistIds = async (payload: Payload, customerId: number): Promise<string[]> => {
    const rows = await payload.find({
      collection: 'watchlist-items',
      where: { customer: { equals: customerId } },
      depth: 0,
      limit: 500,
      overrideAccess: true,
      sort: 'createdAt',
    })
    return rows.docs.map((d) => String(idOf(d.vehicle))).filter((id) => id !== 'null')
  }

  const me = endpoint('GET', async ({ payload, site, request }) => {
    const customer = await customerForRequest(payload, request, site.id)
    if (!customer) return json({ signedIn: false })
    return json({
      signedIn: true,
      customer: publicCustomer(customer),
      watchlist: await watchlistIds(payload, customer.id),
      favourites: parseStoredList(JSON.stringify(customer.favourites ?? [])),
    })
  })

  /** A POST that needs the signed-in customer. */
  function customerPost(run: (ctx: Ctx & { customer: Customer; body: Body }) => Promise<Response>): Handler {
    return endpoint('POST', async (ctx) => {
      const limitedAnswer = await limited('account-write-ip', clientAddress(ctx.request), limits.writesPerAddress)
      if (limitedAnswer) return limitedAnswer
      const customer = await customerForRequest(ctx.payload, ctx.request, ctx.site.id)
      if (!customer) return refuse(SIGNED_OUT, 401)
      const body = await readJsonBody(ctx.request)
      if (!body.ok) return body.response
      return run({ ...ctx, customer, body: body.value })
    })
  }

  const updateProfile = customerPost(async ({ payload, customer, body }) => {
    const profile = profileFields(body)
    if (profile.error) return json({ success: false, error: profile.error }, 400)
    const updated = (await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, data: profile.data })) as Customer
    return json({ success: true, customer: publicCustomer(updated) })
  })

  const saveFavourites = customerPost(async ({ payload, customer, body }) => {
    if (!Array.isArray(body.favourites)) return refuse('favourites must be a list.')
    if (body.favourites.length > MAX_FAVOURITES) return refuse(`Keep at most ${MAX_FAVOURITES} favourites.`)
    const list = parseStoredList(JSON.stringify(body.favourites))
    await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, data: { favourites: list } })
    return json({ success: true, favourites: list })
  })

  /** Ends every session of the customer (version bump) and clears the cookie. */
  const signOut = endpoint('POST', async ({ payload, site, request }) => {
    const customer = await customerForRequest(payload, request, site.id)
    if (customer) {
      await payload.update({
        collection: 'customers',
        id: customer.id,
        overrideAccess: true,
        data: { sessionVersion: (customer.sessionVersion ?? 1) + 1 },
      })
    }
    return json({ success: true }, 200, { 'set-cookie': clearedSessionCookie(servedOverHttps(request)) })
  })

  const deleteAccount = customerPost(async ({ payload, customer, request }) => {
    await payload.delete({ collection: 'customers', id: customer.id, overrideAccess: true })
    return json({ success: true }, 200, { 'set-cookie': clearedSessionCookie(servedOverHttps(request)) })
  })

  return { requestCode, verifyCode, me, updateProfile, saveFavourites, signOut, deleteAccount, endpoint, customerPost, limited }
}
