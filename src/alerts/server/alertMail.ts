/**
 * The alert e-mail (issue 35 section 1), pure: from plain values to subject, text, HTML and the
 * RFC 8058 headers. Per saved search, its new cars (photo, title, price, a link to the car) and a
 * link to the search's page; per watched car, what changed. Every message says who sends it (the
 * dealer: name, phone, e-mail, business details), why (the shopper saved the search or the car),
 * and carries a one-click unsubscribe and a link to manage the alerts (docs/alerts.md: Spam Act).
 *
 * HTML for mail clients: inline styles only, every value escaped, links and images only absolute
 * http(s) URLs.
 */
import { escapeHtml, oneLine } from '@/mail/mailText'
import { absoluteHttpUrl } from '@/mail/mailLayout'
import type { AlertReason } from '@/rules/savedSearch'

export type AlertCar = { title: string; price?: string; photoUrl?: string; url: string; reason: AlertReason; was?: string }
export type AlertSection = { heading: string; link?: string; cars: AlertCar[]; more: number }
type AlertSender = { siteName: string; phone?: string | null; email?: string | null; business?: string | null }
export type AlertMailInput = { sender: AlertSender; sections: AlertSection[]; unsubscribeUrl: string; manageUrl: string; digest: boolean }
export type AlertMail = { subject: string; text: string; html: string; headers: Record<string, string> }

const REASON_TEXT: Record<AlertReason, string> = { match: 'New', 'price-drop': 'Price drop', reserved: 'Reserved', sold: 'Sold' }

function carLine(car: AlertCar): string {
  const price = car.reason === 'price-drop' && car.was ? `now ${car.price ?? ''}, was ${car.was}` : car.price
  return `${REASON_TEXT[car.reason]}: ${car.title}${price ? ` (${price})` : ''}\n  ${car.url}`
}

function subjectOf(input: AlertMailInput): string {
  const cars = input.sections.reduce((n, s) => n + s.cars.length + s.more, 0)
  const only = input.sections.length === 1 ? input.sections[0] : undefined
  if (input.digest) return `Your daily car alerts from ${input.sender.siteName}: ${cars} update${cars === 1 ? '' : 's'}`
  if (only && only.cars.length === 1 && only.more === 0) {
    const car = only.cars[0] as AlertCar
    return car.reason === 'match' ? `New match for "${only.heading}": ${car.title}` : `${REASON_TEXT[car.reason]}: ${car.title}`
  }
  return `${cars} car updates from ${input.sender.siteName}`
}

function senderLines(sender: AlertSender): string[] {
  return [sender.siteName, sender.business, sender.phone && `Phone: ${sender.phone}`, sender.email && `E-mail: ${sender.email}`].filter((l): l is string => Boolean(l))
}

function renderAlertText(input: AlertMailInput): string {
  const parts: string[] = []
  for (const section of input.sections) {
    parts.push(section.heading, ...section.cars.map(carLine))
    if (section.more > 0) parts.push(`…and ${section.more} more.`)
    if (section.link) parts.push(`See them all: ${section.link}`)
    parts.push('')
  }
  parts.push(
    'You get this e-mail because you asked us to tell you about these cars.',
    `Manage your alerts: ${input.manageUrl}`,
    `Unsubscribe (one click): ${input.unsubscribeUrl}`,
    '',
    ...senderLines(input.sender),
  )
  return `${parts.join('\n')}\n`
}

const link = (url: string | undefined, label: string) => {
  const href = absoluteHttpUrl(url)
  return href ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(label)}</a>` : escapeHtml(label)
}

function carHtml(car: AlertCar): string {
  const photo = absoluteHttpUrl(car.photoUrl)
  const img = photo ? `<img src="${escapeHtml(photo)}" alt="${escapeHtml(car.title)}" width="160" style="display:block;width:160px;height:auto;border-radius:4px">` : ''
  const price = car.reason === 'price-drop' && car.was ? `Now ${escapeHtml(car.price ?? '')} <s>${escapeHtml(car.was)}</s>` : escapeHtml(car.price ?? '')
  return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${img}</td><td style="padding:8px 0;vertical-align:top"><strong>${escapeHtml(REASON_TEXT[car.reason])}</strong><br>${link(car.url, car.title)}<br>${price}</td></tr>`
}

function renderAlertHtml(input: AlertMailInput): string {
  const sections = input.sections
    .map((s) => {
      const more = s.more > 0 ? `<p>…and ${s.more} more.</p>` : ''
      const all = s.link ? `<p>${link(s.link, 'See them all on our website')}</p>` : ''
      return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(s.heading)}</h2><table role="presentation" cellpadding="0" cellspacing="0">${s.cars.map(carHtml).join('')}</table>${more}${all}`
    })
    .join('')
  const footer = senderLines(input.sender).map(escapeHtml).join('<br>')
  return `<!doctype html><html lang="en-AU"><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;font-size:15px;line-height:1.5;margin:0;padding:16px">
${sections}
<hr style="margin:24px 0;border:0;border-top:1px solid #e5e7eb"><p style="font-size:13px;color:#4b5563">You get this e-mail because you asked us to tell you about these cars. ${link(input.manageUrl, 'Manage your alerts')} · ${link(input.unsubscribeUrl, 'Unsubscribe')}</p>
<p style="font-size:13px;color:#4b5563">${footer}</p></body></html>`
}

/** The whole message: subject, both parts and the one-click unsubscribe headers (RFC 2369, RFC 8058). */
export function alertMail(input: AlertMailInput): AlertMail {
  return {
    subject: oneLine(subjectOf(input), 150),
    text: renderAlertText(input),
    html: renderAlertHtml(input),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
