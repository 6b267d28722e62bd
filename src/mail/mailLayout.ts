/**
 * The branded e-mail a shopper gets (issue 32, mail): the site's logo (else its name) on its
 * brand colour, the car (photo, title, price, a link back to its page), the message, its sections
 * (a receipt, the buyer's choices, terms, a tax invoice …) and the dealership's details (name,
 * address, phone). Pure: text and HTML from plain values.
 *
 * For mail clients: table layout, inline styles only, no external CSS or script; every value is
 * HTML-escaped; links and images only as absolute http(s) URLs (anything else is left out). The
 * plain-text part says the same, so the message reads in any client.
 */
import { escapeHtml } from './mailText'

export type MailBrand = {
  siteName: string
  /** The site's origin, e.g. "https://www.sunshinetoyota.example". */
  origin: string
  logoUrl?: string
  /** Hex colour of the header band and buttons. */
  colour?: string | null
  textOnColour?: string | null
}

export type MailCar = { title: string; price?: string; photoUrl?: string; url?: string }

export type MailDealer = { name: string; locationName?: string; address?: string; phone?: string }

export type MailSection = { heading: string; lines: readonly string[]; list?: boolean }

export type MailContent = {
  greeting: string
  paragraphs: readonly string[]
  sections: readonly MailSection[]
  /** The last paragraph (how to reach the dealer), after the sections. */
  closing: readonly string[]
  footer: string
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const colourOr = (value: string | null | undefined, fallback: string) => (value && HEX.test(value.trim()) ? value.trim() : fallback)

/** An absolute http(s) URL, else undefined (a mail client has no page to resolve a relative one against). */
export function absoluteHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#111827;font-size:15px;line-height:1.5'
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

function dealerLines(dealer: MailDealer): string[] {
  return [dealer.name, dealer.locationName, dealer.address, dealer.phone && `Phone: ${dealer.phone}`].filter((l): l is string => Boolean(l))
}

/** The plain-text part. */
export function renderMailText(brand: MailBrand, car: MailCar | undefined, dealer: MailDealer, content: MailContent): string {
  const carUrl = absoluteHttpUrl(car?.url)
  const blocks = [
    content.greeting,
    ...content.paragraphs,
    car ? [car.title, car.price, carUrl && `See the car: ${carUrl}`].filter(Boolean).join('\n') : undefined,
    ...content.sections.map((s) => [`${s.heading}:`, ...s.lines.map((l) => (s.list ? `- ${l}` : l))].join('\n')),
    ...content.closing,
    dealerLines(dealer).join('\n'),
    absoluteHttpUrl(`${brand.origin}/`) && `${brand.siteName}: ${brand.origin}/`,
    content.footer,
  ]
  return `${blocks.filter((b): b is string => Boolean(b)).join('\n\n')}\n`
}

function headerHtml(brand: MailBrand, colour: string, onColour: string): string {
  const home = absoluteHttpUrl(`${brand.origin}/`)
  const logo = absoluteHttpUrl(brand.logoUrl)
  const mark = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.siteName)}" height="48" style="display:block;height:48px;width:auto;border:0">`
    : `<span style="font-size:22px;font-weight:bold;color:${onColour}">${escapeHtml(brand.siteName)}</span>`
  return `<tr><td style="background:${colour};padding:16px 24px">${home ? `<a href="${escapeHtml(home)}" style="text-decoration:none;color:${onColour}">${mark}</a>` : mark}</td></tr>`
}

function carHtml(car: MailCar, colour: string, onColour: string): string {
  const url = absoluteHttpUrl(car.url)
  const photo = absoluteHttpUrl(car.photoUrl)
  const img = photo ? `<img src="${escapeHtml(photo)}" alt="${escapeHtml(car.title)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:6px">` : ''
  return (
    `<tr><td style="padding:0 24px 16px">` +
    (img ? (url ? `<a href="${escapeHtml(url)}">${img}</a>` : img) : '') +
    `<p style="margin:12px 0 4px;font-size:18px;font-weight:bold">${escapeHtml(car.title)}</p>` +
    (car.price ? `<p style="margin:0 0 12px;font-size:18px">${escapeHtml(car.price)}</p>` : '') +
    (url ? `<a href="${escapeHtml(url)}" style="display:inline-block;background:${colour};color:${onColour};padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">See the car</a>` : '') +
    `</td></tr>`
  )
}

function sectionHtml(section: MailSection): string {
  const body = section.list
    ? `<ul style="margin:0;padding-left:20px">${section.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
    : `<p style="margin:0">${section.lines.map(escapeHtml).join('<br>')}</p>`
  return `<tr><td style="padding:0 24px 16px"><h2 style="margin:0 0 6px;font-size:16px">${escapeHtml(section.heading)}</h2>${body}</td></tr>`
}

function dealerHtml(dealer: MailDealer): string {
  const lines = [dealer.name, dealer.locationName, dealer.address].filter((l): l is string => Boolean(l)).map(escapeHtml)
  if (dealer.phone) lines.push(`Phone: <a href="${escapeHtml(telHref(dealer.phone))}" style="color:#111827">${escapeHtml(dealer.phone)}</a>`)
  return `<tr><td style="padding:16px 24px;background:#f3f4f6"><p style="margin:0">${lines.join('<br>')}</p></td></tr>`
}

/** The HTML part: one table, inline styles, escaped values, absolute links and images. */
export function renderMailHtml(brand: MailBrand, car: MailCar | undefined, dealer: MailDealer, content: MailContent): string {
  const colour = colourOr(brand.colour, '#1f2937')
  const onColour = colourOr(brand.textOnColour, '#ffffff')
  const para = (text: string) => `<tr><td style="padding:0 24px 16px"><p style="margin:0">${escapeHtml(text)}</p></td></tr>`
  const home = absoluteHttpUrl(`${brand.origin}/`)
  return (
    `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(brand.siteName)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f9fafb">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f9fafb"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;${FONT}">` +
    headerHtml(brand, colour, onColour) +
    `<tr><td style="padding:24px 24px 16px"><p style="margin:0">${escapeHtml(content.greeting)}</p></td></tr>` +
    content.paragraphs.map(para).join('') +
    (car ? carHtml(car, colour, onColour) : '') +
    content.sections.map(sectionHtml).join('') +
    content.closing.map(para).join('') +
    dealerHtml(dealer) +
    `<tr><td style="padding:16px 24px;color:#4b5563;font-size:12px"><p style="margin:0">${escapeHtml(content.footer)}</p>` +
    (home ? `<p style="margin:4px 0 0"><a href="${escapeHtml(home)}" style="color:#4b5563">${escapeHtml(home)}</a></p>` : '') +
    `</td></tr></table></td></tr></table></body></html>`
  )
}
