import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mailSettings, nodemailerAdapter, smtpOptions } from '@/mail/mailAdapter'

describe('e-mail adapter without SMTP_URL', () => {
  it('writes each message as an .eml file under MAIL_DIR, attachment included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'))
    const adapter = nodemailerAdapter({ smtpUrl: '', mailDir: dir, fromAddress: 'leads@test', fromName: 'Test' })({ payload: null as never })
    expect(adapter.name).toBe('nodemailer-eml-files')
    const sent = await adapter.sendEmail({ to: 'sales@dealer.test', subject: 'New lead', text: 'Hello', attachments: [{ filename: 'lead-1.adf.xml', content: '<adf/>' }] })
    expect(sent.transport).toBe('file')
    expect(path.dirname(sent.file!)).toBe(dir)
    const eml = fs.readFileSync(sent.file!, 'utf8')
    expect(eml).toContain('Subject: New lead')
    expect(eml).toContain('To: sales@dealer.test')
    expect(eml).toContain('From: Test <leads@test>')
    expect(eml).toContain('lead-1.adf.xml')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('mail settings', () => {
  it('reads MAIL_FROM with or without a name and defaults MAIL_DIR to .data/mail', () => {
    expect(mailSettings({ MAIL_FROM: 'Sunshine Leads <leads@sunshine.test>' } as never)).toMatchObject({ fromName: 'Sunshine Leads', fromAddress: 'leads@sunshine.test' })
    expect(mailSettings({ MAIL_FROM: 'leads@x.test' } as never)).toMatchObject({ fromAddress: 'leads@x.test' })
    expect(mailSettings({} as never).mailDir).toBe(path.resolve(process.cwd(), '.data/mail'))
  })
  it('turns SMTP_URL into nodemailer options with timeouts', () => {
    expect(smtpOptions('smtps://user%40x:p%40ss@mail.example.com')).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, auth: { user: 'user@x', pass: 'p@ss' }, connectionTimeout: 10_000 })
    expect(smtpOptions('smtp://localhost:2525')).toMatchObject({ port: 2525, secure: false, auth: undefined })
  })
})
