/**
 * The error summary follows the fields (issue 32: it stayed red after the fields were fixed,
 * until the form was sent again).
 */
import { describe, expect, it } from 'vitest'
import { fieldMessages, summaryStillFailing } from '@/forms/errorSummary'

const tree = {
  name: { type: 'too_small', message: 'Please enter your name.', ref: { name: 'name' } },
  email: { type: 'invalid_string', message: 'Please enter a valid email address.' },
  services: { 0: { message: 'Pick a service.' } },
}

describe('error summary entries', () => {
  it('lists each field message by its dotted name, optionally only the named fields', () => {
    expect(fieldMessages(tree)).toEqual([
      { name: 'name', message: 'Please enter your name.' },
      { name: 'email', message: 'Please enter a valid email address.' },
      { name: 'services.0', message: 'Pick a service.' },
    ])
    expect(fieldMessages(tree, ['email'])).toEqual([{ name: 'email', message: 'Please enter a valid email address.' }])
    expect(fieldMessages({})).toEqual([])
  })

  it('drops a fixed field, keeps the rest, and is empty once every listed field is fixed', () => {
    const listed = fieldMessages(tree)
    const nameFixed = fieldMessages({ email: tree.email, services: tree.services })
    expect(summaryStillFailing(listed, nameFixed).map((e) => e.name)).toEqual(['email', 'services.0'])
    expect(summaryStillFailing(listed, [])).toEqual([])
  })

  it('shows a field’s current message, and adds no field the summary did not list', () => {
    const listed = [{ name: 'email', message: 'Please enter your email address.' }]
    const current = [
      { name: 'email', message: 'Please enter a valid email address.' },
      { name: 'phone', message: 'Please enter a valid phone number.' },
    ]
    expect(summaryStillFailing(listed, current)).toEqual([{ name: 'email', message: 'Please enter a valid email address.' }])
  })
})
