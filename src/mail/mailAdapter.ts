/**
 * Payload e-mail adapter around nodemailer (@payloadcms/email-nodemailer is not installable at our
 * Payload version). With SMTP_URL mail goes to that server; without it every message is written
 * as an .eml file under MAIL_DIR (default .data/mail/), so the demo works offline and nothing
 * pretends to send. MAIL_FROM is the sender ("Name <address>" or an address).
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { isRecord, stringOr } from '@/lib/guards'

export type SentMail = { transport: 'smtp' | 'file'; messageId: string; file?: string }

/** What a send answered, as far as it is known: payload.sendEmail answers `unknown` (another adapter, a test's stand-in). */
export type SendReceipt = Partial<SentMail>

/** The receipt of payload.sendEmail's answer: each part this adapter's SentMail has, when it is there and of its type. */
export function sendReceiptOf(answer: unknown): SendReceipt {
  if (!isRecord(answer)) return {}
  const transport = answer.transport === 'smtp' || answer.transport === 'file' ? answer.transport : undefined
  return { transport, messageId: stringOr(answer.messageId), file: stringOr(answer.file) }
}

export type MailSettings = { smtpUrl: string; mailDir: string; fromAddress: string; fromName: string }

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const from = (env.MAIL_FROM || '').trim()
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return {
    smtpUrl: (env.SMTP_URL || '').trim(),
    mailDir: path.resolve(process.cwd(), env.MAIL_DIR || '.data/mail'),
    fromAddress: match ? match[2].trim() : from || 'leads@dealer-platform.localhost',
    fromName: match ? match[1].trim() || 'Dealer Platform' : 'Dealer Platform',
  }
}

/** Timeouts so a hung mail server fails an attempt (and the job retries) instead of blocking it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** SMTP_URL ("smtp://user:pass@host:587", "smtps://…:465") as nodemailer options with timeouts. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    tls: url.searchParams.get('rejectUnauthorized') === 'false' ? { rejectUnauthorized: false } : undefined,
    ...SMTP_TIMEOUTS,
  }
}

function emlFileName(messageId: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const id = messageId.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80)
  return `${stamp}-${id || crypto.randomUUID()}.eml`
}

export function nodemailerAdapter(settings: MailSettings = mailSettings()): EmailAdapter<SentMail> {
  return () => {
    const smtp = settings.smtpUrl ? nodemailer.createTransport(smtpOptions(settings.smtpUrl)) : null
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const defaultFrom = { name: settings.fromName, address: settings.fromAddress }
    return {
      name: smtp ? 'nodemailer-smtp' : 'nodemailer-eml-files',
      defaultFromAddress: settings.fromAddress,
      defaultFromName: settings.fromName,
      sendEmail: async (message: SendEmailOptions): Promise<SentMail> => {
        const mail = { ...message, from: message.from ?? defaultFrom }
        if (smtp) {
          const info = await smtp.sendMail(mail)
          return { transport: 'smtp', messageId: String(info.messageId ?? '') }
        }
        const info = await stream.sendMail(mail)
        const messageId = String(info.messageId ?? '')
        await fs.mkdir(settings.mailDir, { recursive: true })
        const file = path.join(settings.mailDir, emlFileName(messageId))
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 })
        return { transport: 'file', messageId, file }
      },
    }
  }
}
