/**
 * Every lead e-mail sent: without SMTP_URL the message is an .eml file
 * under MAIL_DIR (default .data/mail/) and this is how staff find it in the admin; with SMTP it
 * records the server's message id. Written only by the delivery jobs; a dealer's lead mail is
 * recorded before it is sent (`state`), so the outbox lists every message that may have gone out.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isStaff, nobody } from '@/access'

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Sent mail', plural: 'Mail outbox' },
  admin: {
    useAsTitle: 'subject',
    group: 'Dealer',
    defaultColumns: ['subject', 'to', 'channel', 'transport', 'createdAt'],
    description: 'Lead e-mails sent (to the dealer and the shopper confirmations). Without SMTP_URL each is an .eml file on the server (see "file").',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isPlatformAdmin },
  fields: [
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    { name: 'to', type: 'text', admin: { readOnly: true } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'channel', type: 'select', options: ['email', 'crm', 'confirmation'], admin: { readOnly: true, description: 'email and crm go to the dealer; confirmation to the shopper.' } },
        { name: 'transport', type: 'select', options: ['file', 'smtp'], admin: { readOnly: true } },
      ],
    },
    { name: 'file', type: 'text', admin: { readOnly: true, description: 'The .eml file (file transport).' } },
    { name: 'message_id', type: 'text', admin: { readOnly: true } },
    {
      // The dealer's lead mail gets its row BEFORE it is sent (state "sending"), so a
      // send whose result could not be recorded is never sent again (src/leads/deliver.ts).
      name: 'state',
      type: 'select',
      options: ['sending', 'sent', 'failed'],
      admin: { readOnly: true, description: 'sending: written before the message went out; sent: the mail server (or .eml file) took it; failed: it was refused.' },
    },
  ],
}
