import { describe, expect, it } from 'vitest'
import { sendReceiptOf } from '@/mail/mailAdapter'
import { channelStateOf } from '@/leads/states'
import { leadCsvRow, LEAD_CSV_COLUMNS } from '@/leads/leadsCsv'

describe('values the lead jobs read from outside their types', () => {
  it('a send receipt keeps the transport, message id and file the mail adapter answered', () => {
    expect(sendReceiptOf({ transport: 'file', messageId: '<a@b>', file: '/tmp/a.eml' })).toEqual({ transport: 'file', messageId: '<a@b>', file: '/tmp/a.eml' })
  })

  it('a send receipt from another adapter keeps only what it has of the right type', () => {
    expect(sendReceiptOf({ messageId: '<paused@test>' })).toEqual({ transport: undefined, messageId: '<paused@test>', file: undefined })
    expect(sendReceiptOf({ transport: 'ses', messageId: 42 })).toEqual({ transport: undefined, messageId: undefined, file: undefined })
    expect(sendReceiptOf(undefined)).toEqual({})
  })

  it('a channel state column reads as one of the states, or null', () => {
    expect(channelStateOf('sending')).toBe('sending')
    expect(channelStateOf(null)).toBeNull()
    expect(channelStateOf('lost')).toBeNull()
  })

  it('the CSV export reads a lead whose fields are not an object without failing', () => {
    const row = leadCsvRow({ id: 7, kind: 'enquiry', fields: 'garbled', dealership: { id: 3, name: 'Sunshine Toyota' } })
    const cells = row.split(',')
    expect(cells[LEAD_CSV_COLUMNS.indexOf('id')]).toBe('7')
    expect(cells[LEAD_CSV_COLUMNS.indexOf('dealership')]).toBe('Sunshine Toyota')
    expect(cells[LEAD_CSV_COLUMNS.indexOf('message')]).toBe('')
  })
})
