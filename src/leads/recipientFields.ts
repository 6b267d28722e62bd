/**
 * Where a dealership's (or location's) leads go: lead e-mail addresses, a
 * CRM address that receives ADF 1.0 XML, and an optional signed webhook. Added to the
 * Dealerships and Locations collections.
 */
import type { Field } from 'payload'
import { checkWebhookUrl } from '@/security/publicAddress'

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/

const validEmail = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && EMAIL.test(value.trim()) && value.length <= 254)
    ? true
    : 'Enter an e-mail address such as leads@dealer.com.au.'

/** https to a public host only (no requests into the platform's own network). */
const validWebhookUrl = (value: unknown) => {
  if (value === undefined || value === null || value === '') return true
  const checked = checkWebhookUrl(String(value))
  return checked.ok ? true : checked.problem
}

export const leadEmailsField = (description: string): Field => ({
  name: 'leadEmails',
  label: 'Lead e-mail addresses',
  type: 'array',
  maxRows: 10,
  admin: { description },
  fields: [{ name: 'email', type: 'text', required: true, validate: validEmail }],
})

export const dealershipLeadFields: Field = {
  type: 'collapsible',
  label: 'Leads',
  admin: { initCollapsed: true },
  fields: [
    leadEmailsField('Every enquiry for this dealership is e-mailed here (unless its location has its own addresses).'),
    {
      name: 'crmEmail',
      label: 'CRM address (ADF)',
      type: 'text',
      validate: validEmail,
      admin: { description: 'Receives each lead as ADF 1.0 XML, the format most dealer CRMs accept.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'webhookUrl', type: 'text', validate: validWebhookUrl, admin: { description: 'Optional: each lead is POSTed here as JSON. An https:// address on a public host.' } },
        {
          name: 'webhookSecret',
          type: 'text',
          admin: { description: 'Signs the webhook body: X-Signature: sha256=HMAC-SHA256(secret, body) in hex.' },
        },
      ],
    },
  ],
}
