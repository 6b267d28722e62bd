/**
 * POST /api/account/verify {email, code, name?, phone?, consent?}: signs the shopper in with the
 * e-mailed code (sets the session cookie). Each try is counted atomically in PostgreSQL;
 * MAX_CODE_ATTEMPTS wrong tries lock the code until a new one is requested.
 */
import type { Customer } from '@/payload-types'
import { clientAddress } from '@/security/clientAddress'
import { MAX_CODE_ATTEMPTS, codeMatches, normaliseEmail } from '../codes'
import { publicCustomer } from '../customerSession'
import { accountEndpoint, limited } from '../accountEndpoint'
import { accountLimits, clockOf, type AccountDeps } from '../accountDeps'
import { consumeCodeAttempt, findCustomerByEmail } from './customerRecords'
import { json, readJsonBody, refuse } from '../http'
import { profileFields } from './profileFields'
import { servedOverHttps, sessionCookie, signSession, SESSION_MAX_AGE_SECONDS } from '../session'

const CODE_WRONG = 'That code is not right. Check the e-mail and try again.'
const CODE_EXPIRED = 'That code has expired or was not requested. Ask for a new code.'
const CODE_LOCKED = 'Too many wrong codes. Ask for a new code.'

export function verifyCodeEndpoint(deps: AccountDeps) {
  const limits = accountLimits(deps)
  const now = clockOf(deps)
  return accountEndpoint(deps, 'POST', async ({ payload, site, request }) => {
    const limitedAnswer = await limited('account-verify-ip', clientAddress(request), limits.verifyPerAddress)
    if (limitedAnswer) return limitedAnswer
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const email = normaliseEmail(body.value.email)
    const code = typeof body.value.code === 'string' ? body.value.code.replace(/\s+/g, '') : ''
    if (!email) return json({ success: false, error: 'Please check the form.', errors: { email: 'Please enter a valid e-mail address.' } }, 400)
    if (!/^\d{6}$/.test(code)) return json({ success: false, error: 'Please check the form.', errors: { code: 'Enter the 6-digit code from the e-mail.' } }, 400)
    const profile = profileFields(body.value, now())
    if (profile.error) return json({ success: false, error: 'Please check the form.', errors: { phone: profile.error } }, 400)

    const customer = await findCustomerByEmail(payload, site.id, email)
    if (!customer || !customer.loginCodeHash) return refuse(CODE_EXPIRED, 400)
    const attempt = await consumeCodeAttempt(payload, customer.id)
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
}
