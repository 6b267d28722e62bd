import { describe, expect, it } from 'vitest'
import { submitFailureText } from '@/forms/submitFailure'
import { submitLead } from '@/leads/ui/submitLead'

describe('failed submits (SPEC.md §8 Error catalogue)', () => {
  it('a lead form shows the server’s error, or "An unexpected error occured"', () => {
    expect(submitFailureText('finance', 'Too many submissions')).toEqual({ alert: 'Too many submissions', recorded: 'Too many submissions' })
    expect(submitFailureText('test-drive', null)).toEqual({ alert: 'An unexpected error occured', recorded: 'An unexpected error occured' })
    expect(submitFailureText('sell-my-car', '   ')).toEqual({ alert: 'An unexpected error occured', recorded: 'An unexpected error occured' })
  })

  it('the enquiry form alerts "An error occurred when submitting this form" and records the error message (or that text)', () => {
    for (const kind of ['enquiry', 'contact']) {
      expect(submitFailureText(kind, 'Too many submissions')).toEqual({ alert: 'An error occurred when submitting this form', recorded: 'Too many submissions' })
      expect(submitFailureText(kind, null)).toEqual({ alert: 'An error occurred when submitting this form', recorded: 'An error occurred when submitting this form' })
    }
  })

  it('submitLead tells the server’s own error apart from a failure without one', async () => {
    const answer = (status: number, body: string, type = 'application/json') => async () => new Response(body, { status, headers: { 'content-type': type } })
    expect(await submitLead({ kind: 'enquiry', fields: {} }, answer(500, '<h1>boom</h1>', 'text/html'))).toEqual({ ok: false, message: 'An unexpected error occured', serverError: null, fieldErrors: {} })
    expect(await submitLead({ kind: 'enquiry', fields: {} }, answer(429, JSON.stringify({ error: 'Slow down' })))).toMatchObject({ ok: false, message: 'Slow down', serverError: 'Slow down' })
    expect(await submitLead({ kind: 'enquiry', fields: {} }, async () => { throw new TypeError('offline') })).toMatchObject({ ok: false, serverError: null })
    expect(await submitLead({ kind: 'enquiry', fields: {} }, answer(201, JSON.stringify({ lead_id: 9 })))).toEqual({ ok: true, leadId: '9' })
  })
})
