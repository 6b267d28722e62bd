/**
 * The double opt-in e-mail of a search saved by address: from the dealer (the site's name at its
 * shopper sender address, Reply-To the site's e-mail), with the link that turns the alerts on.
 * Nothing else is sent to the address until the link is followed.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { shopperFromFor } from '@/mail/shopperSender'
import { cleanEmail } from '@/mail/shopperMail'
import { escapeHtml, oneLine } from '@/mail/mailText'
import { originForRequest } from '@/seo/siteOrigin'
import type { SavedSearchDoc } from './store'

export type SendConfirmation = (args: { payload: Payload; site: Site; request: Request; email: string; search: SavedSearchDoc; token: string }) => Promise<void>

function confirmationUrl(origin: string, token: string): string {
  return `${origin}/api/saved-searches/confirm?token=${encodeURIComponent(token)}`
}

export const defaultSendConfirmation: SendConfirmation = async ({ payload, site, request, email, search, token }) => {
  const url = confirmationUrl(originForRequest(site, request), token)
  const name = oneLine(search.name, 100)
  await payload.sendEmail({
    from: shopperFromFor(payload, site),
    replyTo: cleanEmail(site.email),
    to: email,
    subject: oneLine(`Confirm your car alerts from ${site.name}`),
    text: `Someone (we hope you) asked ${site.name} to e-mail ${email} when new cars match the search "${name}".\n\nTo turn these alerts on, open this link within 7 days:\n${url}\n\nIf you did not ask for this, ignore this e-mail: you will get nothing more.\n`,
    html: `<p>Someone (we hope you) asked ${escapeHtml(site.name)} to e-mail ${escapeHtml(email)} when new cars match the search &quot;${escapeHtml(name)}&quot;.</p><p><a href="${escapeHtml(url)}">Turn on these alerts</a> (the link works for 7 days).</p><p>If you did not ask for this, ignore this e-mail: you will get nothing more.</p>`,
  })
}
