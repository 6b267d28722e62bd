/**
 * Mail to shoppers speaks as the dealer, not the platform, whose name
 * the shopper never dealt with: pure builders for the sender, the Reply-To and the confirmation a shopper gets
 * after sending a lead form. No I/O: src/leads/delivery/confirm.ts and src/accounts read the documents.
 *
 * - From: the site's name at the site's sender address (`sites.settings.senderEmail`), else at the
 *   platform's address (MAIL_FROM).
 * - Reply-To: the dealership's e-mail: the lead's location's, else another location of its
 *   dealership's, else the site's; none when nobody has one.
 * - The confirmation (./confirmationMail.ts) names the car (year make model), the dealership and its phone number.
 */

export type MailAddress = { name: string; address: string }

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/

/** A trimmed e-mail address, or undefined when it is not one. */
export function cleanEmail(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  return EMAIL.test(text) ? text : undefined
}

/** Header-safe display text: one line, no angle brackets or quotes, bounded. */
const displayName = (value: string) => value.replace(/[\r\n\t<>"]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)

/** The From of mail to a site's shoppers: "<site name> <sender address>". */
export function shopperFrom(
  site: { name?: string | null; settings?: { senderEmail?: string | null } | null },
  platformAddress: string,
): MailAddress {
  return {
    name: displayName(site.name ?? '') || 'Website',
    address: cleanEmail(site.settings?.senderEmail) ?? platformAddress,
  }
}

/** A place the shopper can reach: its name, phone and e-mail (any may be missing). */
export type Contact = { name?: string | null; phone?: string | null; email?: string | null }

export type DealerContactInput = {
  site: { name?: string | null; phone?: string | null; email?: string | null }
  dealership?: { name?: string | null; phone?: string | null } | null
  /** The location the lead concerns, when it names one. */
  location?: Contact | null
  /** The dealership's other visible locations, primary first. */
  dealershipLocations?: readonly Contact[]
  /**
   * The number the car's page shows (rules/phoneReveal carPhone) when the lead is about a car: it
   * wins, so the page, the PDF, /success and the e-mail give one number for one car.
   */
  carNumber?: string | null
}

export type DealerContact = {
  /** The dealership's name, else the site's. */
  name: string
  /** The location's name when the lead names one and it differs from the dealership's. */
  locationName?: string
  phone?: string
  replyTo?: string
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** Who the shopper deals with, its phone number and the Reply-To of the confirmation. */
export function dealerContact({ site, dealership, location, dealershipLocations = [], carNumber }: DealerContactInput): DealerContact {
  const name = text(dealership?.name) ?? text(site.name) ?? 'the dealership'
  const locationName = text(location?.name)
  const phone = text(carNumber) ?? text(location?.phone) ?? text(dealership?.phone) ?? dealershipLocations.map((l) => text(l.phone)).find(Boolean) ?? text(site.phone)
  const replyTo = cleanEmail(location?.email) ?? dealershipLocations.map((l) => cleanEmail(l.email)).find(Boolean) ?? cleanEmail(site.email)
  return { name, locationName: locationName && locationName !== name ? locationName : undefined, phone, replyTo }
}

export type ConfirmationCar = { name?: string | null; year?: number | null; make?: string | null; model?: string | null }

/** "2021 Toyota Corolla" (year make model), else the car's name; undefined without a car. */
export function carTitle(car: ConfirmationCar | null | undefined): string | undefined {
  if (!car) return undefined
  const title = [car.year, text(car.make), text(car.model)].filter(Boolean).join(' ')
  return title || text(car.name)
}
