/**
 * POST /api/account/code {email, name?, phone?, consent?}: e-mails a one-time sign-in code
 * (valid CODE_TTL_MS), making the customer record on first use; rate-limited per client address
 * and per (site, e-mail).
 */
import type { Customer } from '@/payload-types'
import { clientAddress } from '@/security/clientAddress'
import { shopperFromFor } from '@/mail/shopperSender'
import { cleanEmail } from '@/mail/shopperMail'
import { CODE_TTL_MS, hashCode, newCode, normaliseEmail } from '../codes'
import { accountEndpoint, limited } from '../accountEndpoint'
import { accountLimits, clockOf, type AccountDeps, type SendCode } from '../accountDeps'
import { findCustomerByEmail } from './customerRecords'
import { json, readJsonBody } from '../http'
import { profileFields } from './profileFields'

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

export function requestCodeEndpoint(deps: AccountDeps) {
  const limits = accountLimits(deps)
  const now = clockOf(deps)
  const sendCode = deps.sendCode ?? defaultSendCode
  return accountEndpoint(deps, 'POST', async ({ payload, site, request }) => {
    const byAddress = await limited('account-code-ip', clientAddress(request), limits.codePerAddress)
    if (byAddress) return byAddress
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const email = normaliseEmail(body.value.email)
    if (!email) return json({ success: false, error: 'Please check the form.', errors: { email: 'Please enter a valid e-mail address.' } }, 400)
    const profile = profileFields(body.value, now())
    if (profile.error) return json({ success: false, error: 'Please check the form.', errors: { phone: profile.error } }, 400)
    const byEmail = await limited('account-code-email', `${site.id}:${email}`, limits.codePerEmail)
    if (byEmail) return byEmail

    let customer = await findCustomerByEmail(payload, site.id, email)
    if (!customer) {
      try {
        customer = (await payload.create({
          collection: 'customers',
          overrideAccess: true,
          data: { site: site.id, email, ...profile.data },
        })) as Customer
      } catch {
        customer = await findCustomerByEmail(payload, site.id, email) // created in parallel
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
}
