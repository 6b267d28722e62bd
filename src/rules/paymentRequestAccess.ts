/**
 * Who may see and pay a dealer's payment request (a P- reference, /online-payment; issue 31 §7).
 * The reference alone is not enough: it is read out on the phone and written in e-mails.
 *
 * - Staff gave the shopper's e-mail: only the signed-in shopper of the site with that e-mail.
 * - Staff gave none: the first signed-in shopper who opens it takes it ('bind': their account and
 *   e-mail are written on the request), and from then on only they may.
 * Anyone else is answered exactly as for a reference that does not exist (no oracle).
 */

export type PaymentRequestAccess = 'allowed' | 'bind' | 'denied'

const normalEmail = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

export function paymentRequestAccess(
  request: { email?: string | null; customerId?: number | null },
  shopper: { id: number; email: string },
): PaymentRequestAccess {
  const wanted = normalEmail(request.email)
  if (wanted) return wanted === normalEmail(shopper.email) ? 'allowed' : 'denied'
  if (request.customerId !== null && request.customerId !== undefined) return request.customerId === shopper.id ? 'allowed' : 'denied'
  return 'bind'
}
