/**
 * The sender of mail to a site's shoppers: the site's name at its sender address
 * (`sites.settings.senderEmail`), else at the platform's address (MAIL_FROM). Used by the lead
 * confirmation (src/leads/delivery/confirm.ts) and the sign-in code (src/accounts/server/handlers.ts).
 */
import type { Payload } from 'payload'
import { mailSettings } from './mailAdapter'
import { shopperFrom, type MailAddress } from './shopperMail'

/** The platform's sender address (MAIL_FROM), as the mail adapter uses it. */
function platformFromAddress(payload: Payload): string {
  return payload.email?.defaultFromAddress || mailSettings().fromAddress
}

/** The From of mail to a site's shoppers. */
export function shopperFromFor(payload: Payload, site: Parameters<typeof shopperFrom>[0]): MailAddress {
  return shopperFrom(site, platformFromAddress(payload))
}
