/**
 * The confirmation a shopper gets after a lead form, a paid reservation or purchase, or an accepted
 * trade-in offer (issue 18, issue 32): what it says for each kind of lead, rendered as the branded
 * e-mail of ./mailLayout.ts (HTML with the plain-text part). Pure: the caller (./confirm.ts) reads
 * the documents and passes plain values.
 *
 * - Each lead form has its own words ("your request to test drive the …", "your enquiry about the …");
 *   a test drive repeats the chosen time, in words in the location's zone.
 * - Buy online: its own subject, the receipt, the buyer's choices (payment, handover, trade-in),
 *   the money-back guarantee and return policy (SPEC.md §9), and the tax invoice.
 * - Reserve online and online payments: the receipt and the tax invoice.
 * - An accepted trade-in offer: the amount, the car, what happens next and the offer's terms.
 */
import { MONEY_BACK_HOURS, RETURN_CONDITIONS, RETURN_DAYS } from '@/rules/reservation'
import { TRADE_IN_OFFER_TERMS, tradeInNextSteps } from '@/rules/tradeInTerms'
import { oneLine } from '../../mail/mailText'
import { renderMailHtml, renderMailText, type MailBrand, type MailCar, type MailContent, type MailSection } from '../../mail/mailLayout'
import { carTitle, type ConfirmationCar, type DealerContact } from '../../mail/shopperMail'

/** "… your {phrase}": what the shopper sent, with the car when there is one. */
const REQUEST: Record<string, (car?: string) => string> = {
  enquiry: (car) => (car ? `enquiry about the ${car}` : 'enquiry'),
  contact: () => 'enquiry',
  'test-drive': (car) => (car ? `request to test drive the ${car}` : 'test drive request'),
  'request-photos': (car) => (car ? `request for more photos of the ${car}` : 'request for more photos'),
  service: () => 'service booking request',
  'sell-my-car': () => 'request to sell your car',
  finance: (car) => (car ? `finance enquiry about the ${car}` : 'finance enquiry'),
}

export type TradeInAccepted = {
  /** The accepted amount, e.g. "$18,500". */
  offer: string
  /** The shopper's car, e.g. "2018 Mazda 3 Maxx". */
  car: string
  /** Rego, odometer … as the shopper gave them. */
  details: readonly string[]
  underFinance: boolean
}

export type ConfirmationInput = {
  kind: string
  /** A reservation's "Buy Online" / "Reserve Online" / "Online Payment". */
  subcategory?: string | null
  shopperName?: string | null
  siteName: string
  car?: ConfirmationCar | null
  dealer: DealerContact & { address?: string }
  /** A payment receipt's lines (reservations), shown after the thanks. */
  receipt?: readonly string[]
  /** A test drive's chosen time in words ("Sunday 29 November 2026 at 10:00 am (AEST)"). */
  testDriveWhen?: string | null
  /** Buy online: the payment, handover and trade-in the shopper chose, in words. */
  purchaseChoices?: readonly string[]
  /** The tax invoice's lines (rules/taxInvoice), for a payment. */
  invoice?: readonly string[]
  tradeIn?: TradeInAccepted | null
  /** The site's look and address; the car's photo, price and page (absolute URLs). */
  brand?: MailBrand
  mailCar?: Omit<MailCar, 'title'>
}

type Words = { subject: string; paragraphs: string[]; sections: MailSection[] }

function receiptWords(input: ConfirmationInput, title: string | undefined, at: string): Words {
  const buying = input.subcategory === 'Buy Online'
  const payment = input.subcategory === 'Online Payment'
  const the = title ? ` the ${title}` : ' your car'
  const subject = payment ? 'Your payment receipt' : buying ? `Your online purchase of${the}: deposit received` : `Your reservation of${the}: deposit received`
  const thanks = payment
    ? `Thank you for your payment. ${at} has received it.`
    : buying
      ? `Thank you for buying${the} online. ${at} has received your deposit and will call you to arrange the rest of the purchase.`
      : `Thank you for reserving${the}. ${at} has received your deposit and will be in touch soon.`
  const sections: MailSection[] = []
  if (input.receipt?.length) sections.push({ heading: 'Your receipt', lines: input.receipt })
  if (buying && input.purchaseChoices?.length) sections.push({ heading: 'Your choices', lines: input.purchaseChoices })
  if (buying) {
    sections.push({ heading: `${MONEY_BACK_HOURS}-hour money-back guarantee`, lines: [`Changed your mind? Tell us within ${MONEY_BACK_HOURS} hours of taking the car and we refund what you paid.`] })
    sections.push({ heading: `${RETURN_DAYS}-day return policy. You can return a used consumer vehicle when`, lines: RETURN_CONDITIONS, list: true })
  }
  if (input.invoice?.length) sections.push({ heading: 'Tax invoice', lines: input.invoice })
  return { subject, paragraphs: [thanks], sections }
}

function tradeInWords(tradeIn: TradeInAccepted, title: string | undefined, at: string, dealerName: string): Words {
  return {
    subject: `Your trade-in offer of ${tradeIn.offer} for your ${tradeIn.car} is accepted`,
    paragraphs: [
      `Thank you for accepting our offer of ${tradeIn.offer} for your ${tradeIn.car}.${title ? ` You are trading it in on the ${title} (below).` : ''} ${at} has received your acceptance.`,
    ],
    sections: [
      { heading: 'The accepted offer', lines: [`${tradeIn.offer} for your ${tradeIn.car}`, ...tradeIn.details] },
      { heading: 'What happens next', lines: tradeInNextSteps(dealerName, tradeIn.underFinance), list: true },
      { heading: "The offer's terms", lines: TRADE_IN_OFFER_TERMS, list: true },
    ],
  }
}

function formWords(input: ConfirmationInput, title: string | undefined, at: string): Words {
  const phrase = (REQUEST[input.kind] ?? REQUEST.enquiry)(title)
  const testDrive = input.kind === 'test-drive'
  const when = testDrive && input.testDriveWhen ? input.testDriveWhen : undefined
  return {
    subject: `We have received your ${phrase}`,
    paragraphs: [`Thank you for your ${phrase}. ${at} has received it and will ${when ? 'confirm the time with you' : 'be in touch'} soon.`],
    sections: when ? [{ heading: 'Your chosen time', lines: [when] }] : [],
  }
}

/** The confirmation e-mail: subject, plain text and branded HTML (every value HTML-escaped). */
export function buildLeadConfirmation(input: ConfirmationInput): { subject: string; text: string; html: string } {
  const { dealer } = input
  const title = input.kind === 'sell-my-car' ? undefined : carTitle(input.car)
  const first = input.shopperName?.trim().split(/\s+/)[0]
  const at = dealer.locationName ? `${dealer.name} (${dealer.locationName})` : dealer.name
  const words =
    input.kind === 'valuation' && input.tradeIn
      ? tradeInWords(input.tradeIn, title, at, dealer.name)
      : input.kind === 'reservation'
        ? receiptWords(input, title, at)
        : formWords(input, title, at)
  const content: MailContent = {
    greeting: `Hi ${first || 'there'},`,
    paragraphs: words.paragraphs,
    sections: words.sections,
    closing: [
      dealer.phone ? `To talk to us sooner, call ${dealer.name} on ${dealer.phone}.` : '',
      dealer.replyTo ? 'You can also reply to this e-mail.' : '',
    ].filter(Boolean),
    footer: `You are receiving this because a form was sent with this address on the ${input.siteName} website.`,
  }
  const brand = input.brand ?? { siteName: input.siteName, origin: '' }
  const car = title ? { title, ...input.mailCar } : undefined
  const mailDealer = { name: dealer.name, locationName: dealer.locationName, address: dealer.address, phone: dealer.phone }
  return {
    subject: oneLine(`${words.subject} - ${dealer.name}`),
    text: renderMailText(brand, car, mailDealer, content),
    html: renderMailHtml(brand, car, mailDealer, content),
  }
}
