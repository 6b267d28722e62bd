/**
 * Sends one lead on one channel, once: the dealer e-mail (the lead's text and HTML with the ADF and
 * the shopper's photos attached), the CRM's ADF e-mail (the XML as the body), or the signed webhook.
 * The Message-ID and the webhook's X-Idempotency-Key are the lead's own on every send, so a
 * receiver can drop a repeat. Claiming the channel and recording the outcome are src/leads/deliver.ts's.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { buildAdf } from './adf'
import { buildLeadMail } from './leadMail'
import { photoAttachments } from '../photos/attach'
import { toAdfInput, type LeadView } from './leadView'
import { sendReceiptOf, type SendReceipt } from '../../mail/mailAdapter'
import { sendWebhook } from './webhookTransport'
import { leadMessageId } from '../../mail/mailText'
import type { Channel } from '../states'

/** What a lead reads when its webhook failed (the reason stays in the server log). */
const WEBHOOK_FAILED = 'Webhook failed'

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`
}

function webhookBody(lead: LeadView): string {
  return JSON.stringify({
    lead_id: lead.id,
    created_at: lead.createdAt.toISOString(),
    site: lead.site,
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    opt_in: lead.optIn,
    additional_services: lead.additionalServices,
    fields: lead.fields,
    dealership: lead.dealership ? { name: lead.dealership.name } : null,
    location: lead.location ? { name: lead.location.name } : null,
    vehicle: lead.vehicle ?? null,
    page_url: lead.pageUrl ?? null,
  })
}

export async function sendOnChannel(payload: Payload, lead: LeadView, channel: Channel, to: string[]): Promise<{ detail?: string; mail?: SendReceipt }> {
  const adf = buildAdf(toAdfInput(lead))
  const adfAttachment = { filename: `lead-${lead.id}.adf.xml`, content: adf, contentType: 'application/xml; charset=utf-8' }
  if (channel === 'email') {
    const mail = buildLeadMail(lead)
    const sent = sendReceiptOf(await payload.sendEmail({
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: lead.email || undefined,
      messageId: leadMessageId(lead.id, 'email'),
      attachments: [adfAttachment, ...(await photoAttachments(payload, lead.photos))],
    }))
    return { mail: sent, detail: sent.file ?? sent.messageId }
  }
  if (channel === 'crm') {
    // CRMs that take ADF by e-mail read the body as the XML document.
    const sent = sendReceiptOf(await payload.sendEmail({
      to,
      subject: `ADF lead ${lead.id}`,
      text: adf,
      messageId: leadMessageId(lead.id, 'crm'),
      attachments: [adfAttachment],
    }))
    return { mail: sent, detail: sent.file ?? sent.messageId }
  }
  const body = webhookBody(lead)
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-lead-id': lead.id, 'x-idempotency-key': `lead-${lead.id}` }
  if (lead.dealership?.webhookSecret) headers['x-signature'] = webhookSignature(lead.dealership.webhookSecret, body)
  const outcome = await sendWebhook(to[0], { headers, body })
  if (!outcome.ok) {
    // The reason (status code, network error, refused address) stays in the server log: on the
    // lead, which site staff read, it would map ports behind the webhook's host.
    payload.logger.warn({ lead: lead.id, reason: outcome.reason }, 'Lead webhook failed')
    throw new Error(WEBHOOK_FAILED)
  }
  return {}
}
